import { useState } from 'react';
import type { PendingProfileChanges, UpdateWholesalerProfileRequest, WholesalerProfile } from '@marketplace/contract';
import { Button } from '../../../components/ui/button';
import { minimumOrderValueTexts, wholesalerProfileForm } from '../wholesaler-profile-schema';
import { FormStatus } from './form-status';
import { GstInvoiceFields } from './gst-invoice-fields';
import { WholesalerLicenceFields } from './licence-fields';
import { LogoField } from './logo-field';
import { PendingChangesNotice } from './pending-changes-notice';
import { SettingsField } from './settings-field';
import { useProfileForm } from './use-profile-form';

const FIELDS = [
  'company_name',
  'gst_number',
  'contact_number',
  'address',
  'company_description',
  'years_in_business',
  'invoice_prefix',
  'turnover_above_5_crore',
  'min_order_value',
  'drug_licence_20b',
  'drug_licence_21b',
  'fssai_licence',
] as const;

type ProfileWithChanges = WholesalerProfile & { pending_changes?: PendingProfileChanges };

/** Identity fields show what was asked for, so saving other details keeps the request (the old value withdraws it). */
const requested = (profile: ProfileWithChanges, name: 'drug_licence_20b' | 'drug_licence_21b' | 'fssai_licence') => {
  const changes = profile.pending_changes;
  return changes && name in changes ? changes[name] : profile[name];
};

const valuesOf = (profile: ProfileWithChanges): UpdateWholesalerProfileRequest => ({
  company_name: profile.pending_changes?.company_name ?? profile.company_name,
  gst_number: profile.pending_changes?.gst_number ?? profile.gst_number,
  contact_number: profile.contact_number,
  address: profile.address,
  company_description: profile.company_description,
  years_in_business: profile.years_in_business,
  invoice_prefix: profile.invoice_prefix,
  turnover_above_5_crore: profile.turnover_above_5_crore,
  min_order_value: profile.min_order_value,
  drug_licence_20b: requested(profile, 'drug_licence_20b') ?? '',
  drug_licence_21b: requested(profile, 'drug_licence_21b') ?? '',
  fssai_licence: requested(profile, 'fssai_licence') ?? '',
});

export function WholesalerProfileForm({ profile }: { profile: ProfileWithChanges }) {
  const [logo, setLogo] = useState<File | null>(null);
  // A new picker after each save, so the chosen file is not sent twice.
  const [logoPicker, setLogoPicker] = useState(0);
  const { field, checkbox, control, submit, status, isSaving } = useProfileForm({
    schema: wholesalerProfileForm,
    defaultValues: valuesOf(profile),
    valuesOfSaved: (saved) => (saved.user_type === 'wholesaler' ? valuesOf(saved) : null),
    fields: FIELDS,
    idPrefix: 'wholesaler',
  });
  const onSubmit = submit({
    logo,
    onSaved: () => {
      setLogo(null);
      setLogoPicker((key) => key + 1);
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormStatus status={status} />
      <PendingChangesNotice changes={profile.pending_changes} />
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
        <div className="border-t border-neutral-200 pt-5 sm:col-span-2">
          <fieldset className="min-w-0">
            <legend className="mb-4 text-base font-semibold text-neutral-900">{minimumOrderValueTexts.legend}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <SettingsField
                label={minimumOrderValueTexts.label}
                hint={minimumOrderValueTexts.hint}
                inputProps={{ type: 'number', min: 0, step: 0.01, inputMode: 'decimal' }}
                {...field('min_order_value')}
              />
            </div>
          </fieldset>
        </div>
        <GstInvoiceFields
          profile={profile}
          control={control}
          prefix={field('invoice_prefix')}
          turnover={checkbox('turnover_above_5_crore')}
        />
        <WholesalerLicenceFields field={field} />
      </div>
      <Button type="submit" loading={isSaving} className="justify-self-start">
        Save profile
      </Button>
    </form>
  );
}
