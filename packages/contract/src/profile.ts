import { z } from 'zod';
import { VERIFICATION_STATUSES } from './constants.js';
import { gstNumber, panNumber, phoneNumber, requiredText, yearsInBusiness as requiredYears } from './indian-formats.js';
import { registrationMessages as m } from './messages.js';
import { emptyToUndefined, formBoolean } from './form-fields.js';
import { isWholePaise } from './money.js';
import { invoicePrefix } from './gst/index.js';
import { LICENCE_STATUSES, retailerLicenceFields, wholesalerLicenceFields } from './regulation/index.js';
import { pendingProfileChanges } from './reviewed-changes.js';
import { singleLineText } from './single-line-text.js';
import { payoutDetails } from './payouts/payout-details.js';

const account = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  verified: z.boolean(),
});

export const wholesalerProfile = z.object({
  company_name: z.string(),
  logo: z.string().nullable(),
  gst_number: z.string(),
  address: z.string(),
  company_description: z.string(),
  years_in_business: z.number(),
  contact_number: z.string(),
  /** The supplier's GST state, from the first two digits of the GSTIN. */
  state_code: z.string(),
  state_name: z.string(),
  invoice_prefix: z.string(),
  turnover_above_5_crore: z.boolean(),
  /** Rupees of goods an order must reach; 0 for none. */
  min_order_value: z.number(),
  drug_licence_20b: z.string().nullable(),
  drug_licence_21b: z.string().nullable(),
  fssai_licence: z.string().nullable(),
});
export type WholesalerProfile = z.infer<typeof wholesalerProfile>;

export const retailerProfile = z.object({
  shop_name: z.string(),
  contact_number: z.string(),
  address: z.string(),
  gst_number: z.string(),
  license_number: z.string(),
  pan_card: z.string(),
  drug_licence_20: z.string().nullable(),
  drug_licence_21: z.string().nullable(),
  /** ISO date (YYYY-MM-DD) the drug licence is valid through. */
  drug_licence_valid_to: z.string().nullable(),
  /** PIN code of the licensed premises: medicines are delivered only there. */
  drug_licence_pin: z.string().nullable(),
  fssai_licence: z.string().nullable(),
  licence_status: z.enum(LICENCE_STATUSES),
  /** Where the owner (or an administrator) fetches the licence scan, with the token; null without one. */
  licence_scan: z.string().nullable(),
});
export type RetailerProfile = z.infer<typeof retailerProfile>;

export const profileResponse = z.discriminatedUnion('user_type', [
  account
    .extend({ user_type: z.literal('wholesaler'), verification_status: z.enum(VERIFICATION_STATUSES) })
    .extend(wholesalerProfile.shape)
    .extend({ pending_changes: pendingProfileChanges, payout_details: payoutDetails.nullable() }),
  account
    .extend({ user_type: z.literal('retailer') })
    .extend(retailerProfile.shape)
    .extend({ pending_changes: pendingProfileChanges }),
  account.extend({ user_type: z.literal('admin') }),
]);
export type ProfileResponse = z.infer<typeof profileResponse>;

const yearsInBusiness = requiredYears(m.yearsInBusiness, m.yearsInBusinessInvalid);

/** Fields of the multipart body of POST /api/update-profile/ (the logo travels as a file part named `logo`). */
export const updateWholesalerProfileRequest = z.object({
  company_name: singleLineText(m.companyName, 200),
  gst_number: gstNumber(m.gstNumber, m.gstNumberInvalid),
  address: requiredText(m.address, 500),
  company_description: requiredText(m.companyDescription, 2000),
  years_in_business: yearsInBusiness,
  contact_number: phoneNumber(m.contactNumber, m.contactNumberInvalid).optional(),
  invoice_prefix: invoicePrefix.optional(),
  turnover_above_5_crore: formBoolean('Say yes or no to the turnover question.').optional(),
  min_order_value: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'Minimum order value must be a number of rupees' })
      .min(0, 'Minimum order value cannot be negative')
      .max(10_000_000, 'Minimum order value is too large')
      .refine(isWholePaise, 'Minimum order value can have at most 2 decimals')
      .optional(),
  ),
  ...wholesalerLicenceFields,
});
export type UpdateWholesalerProfileRequest = z.input<typeof updateWholesalerProfileRequest>;

export const updateRetailerProfileRequest = z.object({
  shop_name: singleLineText(m.shopName, 200),
  contact_number: phoneNumber(m.contactNumber, m.contactNumberInvalid),
  address: requiredText(m.address, 500),
  gst_number: gstNumber(m.gstNumber, m.gstNumberInvalid),
  license_number: requiredText(m.licenseNumber, 100),
  pan_card: panNumber(m.panCard, m.panCardInvalid),
  ...retailerLicenceFields,
});
export type UpdateRetailerProfileRequest = z.input<typeof updateRetailerProfileRequest>;

/** Administration: wholesalers waiting for approval. */
export const pendingWholesaler = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  company_name: z.string(),
  company_description: z.string(),
  gst_number: z.string(),
  address: z.string(),
  contact_number: z.string(),
  years_in_business: z.number(),
  verification_status: z.enum(VERIFICATION_STATUSES),
  created_at: z.string(),
  /** Changes with every change of the profile: verify and reject send the one the administrator saw. */
  version: z.number(),
});
export type PendingWholesaler = z.infer<typeof pendingWholesaler>;
export const pendingWholesalersResponse = z.object({ wholesalers: z.array(pendingWholesaler) });
export type PendingWholesalersResponse = z.infer<typeof pendingWholesalersResponse>;

export const verificationDecisionResponse = z.object({
  id: z.number(),
  email: z.string(),
  verification_status: z.enum(VERIFICATION_STATUSES),
  verified: z.boolean(),
});
export type VerificationDecisionResponse = z.infer<typeof verificationDecisionResponse>;

/** Administration: a retailer's drug licence awaiting review. */
export const pendingLicence = z
  .object({
    id: z.number(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    submitted_at: z.string().nullable(),
    /** Changes with every change of the licence or shop: approve and reject send the one the administrator saw. */
    version: z.number(),
  })
  .extend(
    retailerProfile.pick({
      shop_name: true,
      address: true,
      drug_licence_20: true,
      drug_licence_21: true,
      drug_licence_valid_to: true,
      drug_licence_pin: true,
      fssai_licence: true,
      licence_status: true,
      licence_scan: true,
    }).shape,
  );
export type PendingLicence = z.infer<typeof pendingLicence>;
export const pendingLicencesResponse = z.object({ licences: z.array(pendingLicence) });
export type PendingLicencesResponse = z.infer<typeof pendingLicencesResponse>;

export const licenceDecisionResponse = z.object({
  id: z.number(),
  email: z.string(),
  licence_status: z.enum(LICENCE_STATUSES),
});
export type LicenceDecisionResponse = z.infer<typeof licenceDecisionResponse>;
