import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { FieldRegistration } from '../../../lib/form/form-store';
import type { RetailerProfile } from '@marketplace/contract';
import { Badge } from '../../../components/ui/badge';
import { LICENCES_SECTION_ID } from '../../../lib/drug-licence';
import { licenceStatusBadges, licenceStatusLabels, licenceTexts, shownLicenceStatus } from '../licence-texts';
import { SettingsField } from './settings-field';

interface FieldProps {
  id: string;
  registration: FieldRegistration;
  error?: string | undefined;
}

/** The props of one licence box, as the profile form gives them. */
type FieldOf<Name extends string> = (name: Name) => FieldProps;

const licenceNumberInput = { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, maxLength: 40 };
const fssaiInput = { inputMode: 'numeric', autoComplete: 'off', maxLength: 14 } as const;

function LicencesFieldset({ idPrefix, intro, children }: { idPrefix: string; intro: ReactNode; children: ReactNode }) {
  const section = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  // Opened from a medicine's "Add your drug licence in Settings": the licences come into view.
  useEffect(() => {
    if (hash === `#${LICENCES_SECTION_ID}`) section.current?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
  return (
    <div ref={section} id={LICENCES_SECTION_ID} className="scroll-mt-24 border-t border-neutral-200 pt-5 sm:col-span-2">
      <fieldset className="min-w-0" aria-describedby={`${idPrefix}-licences-explanation`}>
        <legend className="mb-1 text-base font-semibold text-neutral-900">{licenceTexts.legend}</legend>
        <div className="mb-4 grid gap-2">{intro}</div>
        <div className="grid gap-4 sm:grid-cols-2">{children}</div>
      </fieldset>
    </div>
  );
}

type RetailerLicenceField =
  'drug_licence_20' | 'drug_licence_21' | 'drug_licence_valid_to' | 'drug_licence_pin' | 'fssai_licence';

/** The retailer's drug licence (reviewed by an administrator) and FSSAI licence, with the review status. */
export function RetailerLicenceFields({
  profile,
  field,
}: {
  profile: RetailerProfile;
  field: FieldOf<RetailerLicenceField>;
}) {
  const status = shownLicenceStatus(profile);
  const intro = (
    <>
      <p className="flex flex-wrap items-center gap-2 text-sm text-neutral-700">
        <span>{licenceTexts.status}:</span>
        <Badge variant={licenceStatusBadges[status]} className="rounded-lg">
          {licenceStatusLabels[status]}
        </Badge>
      </p>
      <p id="retailer-licences-explanation" className="text-sm text-neutral-600">
        {licenceTexts.retailerExplanation}
      </p>
    </>
  );
  return (
    <LicencesFieldset idPrefix="retailer" intro={intro}>
      <SettingsField label={licenceTexts.form20} inputProps={licenceNumberInput} {...field('drug_licence_20')} />
      <SettingsField
        label={licenceTexts.form21}
        hint={licenceTexts.form21Hint}
        inputProps={licenceNumberInput}
        {...field('drug_licence_21')}
      />
      <SettingsField label={licenceTexts.validTo} inputProps={{ type: 'date' }} {...field('drug_licence_valid_to')} />
      <SettingsField
        label={licenceTexts.pin}
        inputProps={{ inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 6 }}
        {...field('drug_licence_pin')}
      />
      <SettingsField
        label={licenceTexts.retailerFssai}
        hint={licenceTexts.fssaiHint}
        inputProps={fssaiInput}
        {...field('fssai_licence')}
      />
    </LicencesFieldset>
  );
}

type WholesalerLicenceField = 'drug_licence_20b' | 'drug_licence_21b' | 'fssai_licence';

/** The licences a wholesaler needs to list medicines (20B, 21B) and food (FSSAI). */
export function WholesalerLicenceFields({ field }: { field: FieldOf<WholesalerLicenceField> }) {
  const intro = (
    <p id="wholesaler-licences-explanation" className="text-sm text-neutral-600">
      {licenceTexts.wholesalerExplanation}
    </p>
  );
  return (
    <LicencesFieldset idPrefix="wholesaler" intro={intro}>
      <SettingsField label={licenceTexts.form20b} inputProps={licenceNumberInput} {...field('drug_licence_20b')} />
      <SettingsField label={licenceTexts.form21b} inputProps={licenceNumberInput} {...field('drug_licence_21b')} />
      <SettingsField
        label={licenceTexts.wholesalerFssai}
        hint={licenceTexts.fssaiHint}
        inputProps={fssaiInput}
        {...field('fssai_licence')}
      />
    </LicencesFieldset>
  );
}
