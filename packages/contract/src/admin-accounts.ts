import { z } from 'zod';
import { LOGIN_USER_TYPES, VERIFICATION_STATUSES } from './constants.js';
import { wholeNumberParam } from './form-fields.js';

export const ADMIN_ACCOUNTS_PAGE_SIZE_DEFAULT = 20;
export const ADMIN_ACCOUNTS_PAGE_SIZE_MAX = 50;
export const SUSPENSION_REASON_MAX = 500;

/** `GET /api/admin/users/`: accounts whose e-mail, name, GSTIN or shop/company name contains `q`, newest first. */
export const adminAccountsQuery = z.object({
  q: z.string().trim().max(100, 'Search text is too long').default(''),
  page: wholeNumberParam('Page', 10_000, 1),
  page_size: wholeNumberParam('Page size', ADMIN_ACCOUNTS_PAGE_SIZE_MAX, ADMIN_ACCOUNTS_PAGE_SIZE_DEFAULT),
});
export type AdminAccountsQuery = z.output<typeof adminAccountsQuery>;

export const adminAccount = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  user_type: z.enum(LOGIN_USER_TYPES),
  verification_status: z.enum(VERIFICATION_STATUSES),
  /** The shop (retailer) or company (wholesaler); null for administrators. */
  business_name: z.string().nullable(),
  gst_number: z.string().nullable(),
  suspended: z.boolean(),
  suspended_at: z.string().nullable(),
  suspension_reason: z.string().nullable(),
  created_at: z.string(),
});
export type AdminAccount = z.infer<typeof adminAccount>;

/** One page; `has_more` rather than a total, so a broad search never counts the whole table. */
export const adminAccountsResponse = z.object({
  accounts: z.array(adminAccount),
  page: z.number(),
  page_size: z.number(),
  has_more: z.boolean(),
});
export type AdminAccountsResponse = z.infer<typeof adminAccountsResponse>;

export const suspendAccountRequest = z.object({
  reason: z
    .string({ error: 'Give a reason for the suspension.' })
    .trim()
    .min(1, 'Give a reason for the suspension.')
    .max(SUSPENSION_REASON_MAX, `The reason must be at most ${SUSPENSION_REASON_MAX} characters.`),
});
export type SuspendAccountRequest = z.infer<typeof suspendAccountRequest>;
