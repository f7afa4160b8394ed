import type { z } from 'zod';
import {
  drugLicenceUpdate,
  indiaDate,
  updateRetailerProfileRequest,
  type RetailerProfile,
} from '@marketplace/contract';

export const RETAILER_LICENCE_FIELDS = [
  'drug_licence_20',
  'drug_licence_21',
  'drug_licence_valid_to',
  'drug_licence_pin',
  'fssai_licence',
] as const;
type LicenceField = (typeof RETAILER_LICENCE_FIELDS)[number];

const licenceFieldSet: ReadonlySet<PropertyKey> = new Set(RETAILER_LICENCE_FIELDS);

/** The licence boxes of a saved profile: an empty box for a licence field not stored. */
export const retailerLicenceValues = (profile: RetailerProfile) =>
  Object.fromEntries(RETAILER_LICENCE_FIELDS.map((name) => [name, profile[name] ?? ''])) as Record<
    LicenceField,
    string
  >;

type ParsedProfile = z.output<typeof updateRetailerProfileRequest>;

/**
 * The contract's retailer profile fields, plus the rules the server applies to the licence as a whole
 * (a number needs its validity date and premises PIN, and those need a number), so the same messages show
 * before anything is sent. They run once every licence box reads well on its own.
 */
export function retailerProfileForm(profile: RetailerProfile, today: string = indiaDate(new Date())) {
  return updateRetailerProfileRequest.superRefine(
    (values, ctx) => {
      const { problems } = drugLicenceUpdate(values, profile, today);
      for (const [name, messages] of Object.entries(problems)) {
        for (const message of messages) ctx.addIssue({ code: 'custom', path: [name], message });
      }
    },
    { when: (payload) => !payload.issues.some((issue) => licenceFieldSet.has(issue.path?.[0] ?? '')) },
  );
}

/**
 * The fields to send: licence fields the retailer did not change are left out ("unchanged" to the server),
 * so saving the shop's other details never touches the licence under review or already approved.
 */
export function retailerProfileChanges(values: ParsedProfile, profile: RetailerProfile): ParsedProfile {
  const changes = { ...values };
  for (const name of RETAILER_LICENCE_FIELDS) {
    if ((values[name] ?? null) === profile[name]) delete changes[name];
  }
  return changes;
}
