import { useMemo, useState } from 'react';
import type { PendingProfileChanges, RetailerProfile, UpdateRetailerProfileRequest } from '@marketplace/contract';
import { isApiError } from '../../../lib/api-error';
import { Button } from '../../../components/ui/button';
import {
  RETAILER_LICENCE_FIELDS,
  retailerLicenceValues,
  retailerProfileChanges,
  retailerProfileForm,
} from '../retailer-licence-form';
import { FormStatus } from './form-status';
import { RetailerLicenceFields } from './licence-fields';
import { LicenceScanField } from './licence-scan-field';
import { PendingChangesNotice } from './pending-changes-notice';
import { SettingsField } from './settings-field';
import { useProfileForm } from './use-profile-form';

const FIELDS = [
  'shop_name',
  'contact_number',
  'address',
  'gst_number',
  'license_number',
  'pan_card',
  ...RETAILER_LICENCE_FIELDS,
] as const;

type ProfileWithChanges = RetailerProfile & { pending_changes?: PendingProfileChanges };

/** GSTIN and PAN show what was asked for, so saving other details keeps the request (the old value withdraws it). */
const valuesOf = (profile: ProfileWithChanges): UpdateRetailerProfileRequest => ({
  shop_name: profile.shop_name,
  contact_number: profile.contact_number,
  address: profile.address,
  gst_number: profile.pending_changes?.gst_number ?? profile.gst_number,
  license_number: profile.license_number,
  pan_card: profile.pending_changes?.pan_card ?? profile.pan_card,
  ...retailerLicenceValues(profile),
});

export function RetailerProfileForm({ profile }: { profile: ProfileWithChanges }) {
  const [licenceScan, setLicenceScan] = useState<File | null>(null);
  const [scanPicker, setScanPicker] = useState(0);
  const [scanError, setScanError] = useState<string | undefined>();
  // The licence's rules compare with the licence as stored, so the schema follows the saved profile.
  const schema = useMemo(() => retailerProfileForm(profile), [profile]);
  const { field, submit, status, isSaving } = useProfileForm({
    schema,
    defaultValues: valuesOf(profile),
    valuesOfSaved: (saved) => (saved.user_type === 'retailer' ? valuesOf(saved) : null),
    fields: FIELDS,
    idPrefix: 'retailer',
    toFields: (values) => retailerProfileChanges(values, profile),
  });

  return (
    <form
      onSubmit={submit({
        licenceScan,
        onSaved: () => {
          setLicenceScan(null);
          setScanError(undefined);
          setScanPicker((key) => key + 1);
        },
        onFailed: (error) => setScanError(isApiError(error) ? error.fieldErrors.licence_scan?.[0] : undefined),
      })}
      noValidate
      className="grid gap-5"
    >
      <FormStatus status={status} />
      <PendingChangesNotice changes={profile.pending_changes} />
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
        <RetailerLicenceFields profile={profile} field={field} />
        <LicenceScanField
          key={scanPicker}
          hasScan={profile.licence_scan !== null}
          serverError={scanError}
          onFileChange={(file) => {
            setLicenceScan(file);
            setScanError(undefined);
          }}
        />
      </div>
      <Button type="submit" loading={isSaving} className="justify-self-start">
        Save profile
      </Button>
    </form>
  );
}
