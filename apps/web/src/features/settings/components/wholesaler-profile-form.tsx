import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  updateWholesalerProfileRequest,
  type UpdateWholesalerProfileRequest,
  type WholesalerProfile,
} from '@marketplace/contract';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { useUpdateProfile } from '../api/update-profile';
import { FormStatus, type FormStatusValue } from './form-status';
import { LogoField } from './logo-field';
import { applyServerFieldErrors, errorDetail } from './server-field-errors';
import { SettingsField } from './settings-field';

const FIELDS = [
  'company_name',
  'gst_number',
  'contact_number',
  'address',
  'company_description',
  'years_in_business',
] as const;

const valuesOf = (profile: WholesalerProfile): UpdateWholesalerProfileRequest => ({
  company_name: profile.company_name,
  gst_number: profile.gst_number,
  contact_number: profile.contact_number,
  address: profile.address,
  company_description: profile.company_description,
  years_in_business: profile.years_in_business,
});

export function WholesalerProfileForm({ profile }: { profile: WholesalerProfile }) {
  const update = useUpdateProfile();
  const [status, setStatus] = useState<FormStatusValue>(null);
  const [logo, setLogo] = useState<File | null>(null);
  // A new picker after each save, so the chosen file is not sent twice.
  const [logoPicker, setLogoPicker] = useState(0);
  const form = useForm<UpdateWholesalerProfileRequest, unknown, z.output<typeof updateWholesalerProfileRequest>>({
    resolver: zodResolver(updateWholesalerProfileRequest),
    defaultValues: valuesOf(profile),
  });
  const { errors } = form.formState;
  const field = (name: (typeof FIELDS)[number]) => ({
    id: `wholesaler-${name}`,
    registration: form.register(name),
    error: errors[name]?.message,
  });

  const onSubmit = form.handleSubmit((values) => {
    setStatus(null);
    update.mutate(
      { fields: values, logo },
      {
        onSuccess: (saved) => {
          if (saved.user_type === 'wholesaler') form.reset(valuesOf(saved));
          setLogo(null);
          setLogoPicker((key) => key + 1);
          setStatus({ tone: 'success', title: 'Profile updated successfully!' });
        },
        onError: (error) => {
          applyServerFieldErrors(error, form.setError, FIELDS);
          setStatus({ tone: 'error', title: 'Error updating profile', detail: errorDetail(error) });
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormStatus status={status} />
      <div className="grid gap-4 sm:grid-cols-2">
        <LogoField key={logoPicker} currentLogo={profile.logo} onFileChange={setLogo} />
        <SettingsField label="Company Name" {...field('company_name')} />
        <SettingsField label="GST Number" inputProps={{ maxLength: 15 }} {...field('gst_number')} />
        <SettingsField
          label="Contact Number"
          inputProps={{ type: 'tel', inputMode: 'tel' }}
          {...field('contact_number')}
        />
        <SettingsField
          label="Years in Business"
          inputProps={{ type: 'number', min: 0, max: 200, step: 1, inputMode: 'numeric' }}
          {...field('years_in_business')}
        />
        <SettingsField label="Address" multiline wide {...field('address')} />
        <SettingsField label="Company Description" multiline wide {...field('company_description')} />
      </div>
      <Button type="submit" loading={update.isPending} className="justify-self-start">
        Save profile
      </Button>
    </form>
  );
}
