import { z } from 'zod';

/**
 * What an administrator reviews before it takes effect: a retailer's drug licence (from its scan), a new
 * wholesaler's profile, and a verified party's change of identity. Every decision names the version of the
 * record the administrator saw; a record changed since is refused and stays pending.
 */

export const PROFILE_CHANGE_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type ProfileChangeStatus = (typeof PROFILE_CHANGE_STATUSES)[number];

/** Identity fields a verified wholesaler changes only through a change request. */
export const WHOLESALER_REVIEWED_FIELDS = [
  'company_name',
  'gst_number',
  'drug_licence_20b',
  'drug_licence_21b',
  'fssai_licence',
] as const;
/** Identity fields a retailer changes only through a change request. */
export const RETAILER_REVIEWED_FIELDS = ['gst_number', 'pan_card'] as const;
export const REVIEWED_FIELDS = [...WHOLESALER_REVIEWED_FIELDS, 'pan_card'] as const;
export type ReviewedField = (typeof REVIEWED_FIELDS)[number];

export const reviewedFieldLabels: Record<ReviewedField, string> = {
  company_name: 'Company name',
  gst_number: 'GSTIN',
  pan_card: 'PAN',
  drug_licence_20b: 'Drug licence 20B',
  drug_licence_21b: 'Drug licence 21B',
  fssai_licence: 'FSSAI licence',
};

export const reviewMessages = {
  licenceChanged: 'This licence changed after you opened it. Review it again.',
  profileChanged: 'This profile changed after you opened it. Review it again.',
  changeRequestChanged: 'This change request changed after you opened it. Review it again.',
  version: 'Send the version of the record you reviewed.',
  noChangeRequest: 'This account has no change waiting for approval.',
  scanRequired: 'Upload a scan of the drug licence: a JPEG, PNG, WebP or PDF file of at most 5 MB.',
  scanType: 'The licence scan must be a JPEG, PNG, WebP or PDF file.',
  scanTooLarge: 'The licence scan must be at most 5 MB.',
  scanWithoutLicence: 'Enter the drug licence number the scan shows.',
} as const;

export const MAX_LICENCE_SCAN_BYTES = 5 * 1024 * 1024;
/** The file input's `accept`: the server checks the bytes, this only narrows the picker. */
export const LICENCE_SCAN_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf,.pdf,.jpg,.jpeg,.png,.webp';

export const reviewedChangePaths = {
  /** The licence scan of a retailer: only that retailer and administrators may fetch it. */
  licenceScan: (retailerId: number | string) => `/api/licences/${retailerId}/scan/`,
  adminPendingProfileChanges: '/api/admin/profile-changes/pending/',
  adminApproveProfileChange: (id: number | string) => `/api/admin/profile-changes/${id}/approve/`,
  adminRejectProfileChange: (id: number | string) => `/api/admin/profile-changes/${id}/reject/`,
} as const;

/** Body of every approve / verify / reject call: the version the administrator saw. */
export const reviewDecisionRequest = z.object({
  version: z.number({ error: reviewMessages.version }).int(reviewMessages.version).positive(reviewMessages.version),
});
export type ReviewDecisionRequest = z.infer<typeof reviewDecisionRequest>;

/** The requested new values of a profile, by field (null: the licence is to be cleared); null when none wait. */
export const pendingProfileChanges = z
  .object({
    company_name: z.string().optional(),
    gst_number: z.string().optional(),
    pan_card: z.string().optional(),
    drug_licence_20b: z.string().nullable().optional(),
    drug_licence_21b: z.string().nullable().optional(),
    fssai_licence: z.string().nullable().optional(),
  })
  .nullable();
export type PendingProfileChanges = z.infer<typeof pendingProfileChanges>;

export const profileChangeLine = z.object({
  field: z.enum(REVIEWED_FIELDS),
  label: z.string(),
  old: z.string().nullable(),
  new: z.string().nullable(),
});
export type ProfileChangeLine = z.infer<typeof profileChangeLine>;

/** Administration: a change request waiting for a decision, old → new. */
export const pendingProfileChange = z.object({
  id: z.number(),
  version: z.number(),
  user_id: z.number(),
  email: z.string(),
  user_type: z.enum(['wholesaler', 'retailer']),
  /** Company or shop name as in force now. */
  name: z.string(),
  requested_at: z.string(),
  changes: z.array(profileChangeLine),
});
export type PendingProfileChange = z.infer<typeof pendingProfileChange>;
export const pendingProfileChangesResponse = z.object({ changes: z.array(pendingProfileChange) });
export type PendingProfileChangesResponse = z.infer<typeof pendingProfileChangesResponse>;

export const profileChangeDecisionResponse = z.object({
  id: z.number(),
  email: z.string(),
  status: z.enum(PROFILE_CHANGE_STATUSES),
});
export type ProfileChangeDecisionResponse = z.infer<typeof profileChangeDecisionResponse>;
