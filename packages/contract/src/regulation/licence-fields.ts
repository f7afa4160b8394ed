import { z } from 'zod';
import { PIN_CODE_PATTERN } from '../indian-formats.js';

/** Licence numbers differ by state (`KA-B12-20-123456`, `20B/MH/MZ1/12345`): letters, digits, `/`, `-`, spaces. */
export const DRUG_LICENCE_PATTERN = /^(?=.*[0-9])[A-Z0-9][A-Z0-9/ -]{3,38}[A-Z0-9]$/;
/** FSSAI licence or registration: 14 digits. */
export const FSSAI_PATTERN = /^[0-9]{14}$/;
const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const licenceFieldMessages = {
  drugLicence: (form: string) =>
    `Enter the Form ${form} licence number as printed: 5 to 40 letters, digits, spaces, / or -.`,
  fssai: 'FSSAI licence number must be 14 digits.',
  validTo: 'Enter the date the licence is valid to.',
  validToPast: 'This licence is no longer valid: enter a licence valid today or later.',
  pin: 'PIN code of the licensed premises must be 6 digits.',
  pinRequired: 'Enter the PIN code of the licensed premises.',
  licenceNeeded: 'Enter a Form 20 or Form 21 licence number, or clear the licence fields.',
} as const;

/** `YYYY-MM-DD` of a day that exists on the calendar (`2027-02-30` does not). */
export function isIsoDate(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return ISO_DATE_PATTERN.test(value) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

export const isoDate = (message: string) => z.string({ error: message }).trim().refine(isIsoDate, message);

/**
 * A licence field of the profile form: absent leaves it as stored, an empty box clears it (null), anything
 * else must match.
 */
function clearable<T extends z.ZodType<string>>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullable().optional(),
  );
}

const licenceNumber = (message: string, pattern: RegExp) =>
  z
    .string({ error: message })
    .trim()
    .transform((value) => value.toUpperCase().replace(/\s+/g, ' '))
    .pipe(z.string().regex(pattern, message));

export const retailerLicenceFields = {
  drug_licence_20: clearable(licenceNumber(licenceFieldMessages.drugLicence('20'), DRUG_LICENCE_PATTERN)),
  drug_licence_21: clearable(licenceNumber(licenceFieldMessages.drugLicence('21'), DRUG_LICENCE_PATTERN)),
  drug_licence_valid_to: clearable(isoDate(licenceFieldMessages.validTo)),
  drug_licence_pin: clearable(
    z.string({ error: licenceFieldMessages.pin }).trim().regex(PIN_CODE_PATTERN, licenceFieldMessages.pin),
  ),
  fssai_licence: clearable(licenceNumber(licenceFieldMessages.fssai, FSSAI_PATTERN)),
};

export const wholesalerLicenceFields = {
  drug_licence_20b: clearable(licenceNumber(licenceFieldMessages.drugLicence('20B'), DRUG_LICENCE_PATTERN)),
  drug_licence_21b: clearable(licenceNumber(licenceFieldMessages.drugLicence('21B'), DRUG_LICENCE_PATTERN)),
  fssai_licence: clearable(licenceNumber(licenceFieldMessages.fssai, FSSAI_PATTERN)),
};

const DRUG_LICENCE_FIELDS = [
  'drug_licence_20',
  'drug_licence_21',
  'drug_licence_valid_to',
  'drug_licence_pin',
] as const;
export type DrugLicenceFields = Record<(typeof DRUG_LICENCE_FIELDS)[number], string | null>;
/** Licence fields of a profile save: absent leaves the stored value, null clears it. */
export type SentDrugLicence = Partial<Record<keyof DrugLicenceFields, string | null | undefined>>;

/**
 * Field problems of a retailer's drug licence once the sent fields are merged with the stored ones: a licence
 * number needs its validity date (today or later, when changed) and premises PIN, and those need a number.
 */
export function drugLicenceProblems(
  licence: DrugLicenceFields,
  options: { validToChanged: boolean; today: string },
): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const hasNumber = licence.drug_licence_20 !== null || licence.drug_licence_21 !== null;
  if (hasNumber) {
    if (licence.drug_licence_valid_to === null) problems.drug_licence_valid_to = [licenceFieldMessages.validTo];
    else if (options.validToChanged && licence.drug_licence_valid_to < options.today)
      problems.drug_licence_valid_to = [licenceFieldMessages.validToPast];
    if (licence.drug_licence_pin === null) problems.drug_licence_pin = [licenceFieldMessages.pinRequired];
  } else if (licence.drug_licence_valid_to !== null || licence.drug_licence_pin !== null) {
    problems.drug_licence_20 = [licenceFieldMessages.licenceNeeded];
  }
  return problems;
}

/**
 * A profile save's drug licence: the sent fields merged with the stored ones, whether any of them changed
 * (which sends the licence back to review) and the field problems of the result.
 */
export function drugLicenceUpdate(sent: SentDrugLicence, stored: DrugLicenceFields, today: string) {
  const licence = { ...stored };
  for (const name of DRUG_LICENCE_FIELDS) {
    const value = sent[name];
    if (value !== undefined) licence[name] = value;
  }
  const changedFields = DRUG_LICENCE_FIELDS.filter((name) => licence[name] !== stored[name]);
  const problems = drugLicenceProblems(licence, {
    validToChanged: changedFields.includes('drug_licence_valid_to'),
    today,
  });
  return { licence, changed: changedFields.length > 0, problems };
}
