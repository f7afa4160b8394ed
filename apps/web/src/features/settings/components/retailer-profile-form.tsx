import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  updateRetailerProfileRequest,
  type RetailerProfile,
  type UpdateRetailerProfileRequest,
} from '@marketplace/contract';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { useUpdateProfile } from '../api/update-profile';
import { FormStatus, type FormStatusValue } from './form-status';
import { applyServerFieldErrors, errorDetail } from './server-field-errors';
import { SettingsField } from './settings-field';

const FIELDS = ['shop_name', 'contact_number', 'address', 'gst_number', 'license_number', 'pan_card'] as const;

const valuesOf = (profile: RetailerProfile): UpdateRetailerProfileRequest => ({
  shop_name: profile.shop_name,
  contact_number: profile.contact_number,
  address: profile.address,
  gst_number: profile.gst_number,
  license_number: profile.license_number,
  pan_card: profile.pan_card,
});

export function RetailerProfileForm({ profile }: { profile: RetailerProfile }) {
  const update = useUpdateProfile();
  const [status, setStatus] = useState<FormStatusValue>(null);
  const form = useForm<UpdateRetailerProfileRequest, unknown, z.output<typeof updateRetailerProfileRequest>>({
    resolver: zodResolver(updateRetailerProfileRequest),
    defaultValues: valuesOf(profile),
  });
  const { errors } = form.formState;
  const field = (name: (typeof FIELDS)[number]) => ({
    id: `retailer-${name}`,
    registration: form.register(name),
    error: errors[name]?.message,
  });

  const onSubmit = form.handleSubmit((values) => {
    setStatus(null);
    update.mutate(
      { fields: values },
      {
        onSuccess: (saved) => {
          if (saved.user_type === 'retailer') form.reset(valuesOf(saved));
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
        <SettingsField label="Shop Name" {...field('shop_name')} />
        <SettingsField
          label="Contact Number"
          inputProps={{ type: 'tel', inputMode: 'tel' }}
          {...field('contact_number')}
        />
        <SettingsField label="GST Number" inputProps={{ maxLength: 15 }} {...field('gst_number')} />
        <SettingsField label="License Number" {...field('license_number')} />
        <SettingsField label="PAN Card Number" inputProps={{ maxLength: 10 }} {...field('pan_card')} />
        <SettingsField label="Address" multiline wide {...field('address')} />
      </div>
      <Button type="submit" loading={update.isPending} className="justify-self-start">
        Save profile
      </Button>
    </form>
  );
}
