import { z } from 'zod';
import { emptyToUndefined } from '../form-fields.js';

export const payoutDetailsMessages = {
  accountName: 'Enter the name on the bank account.',
  accountNumber: 'Enter the bank account number.',
  accountNumberInvalid: 'A bank account number is 9 to 18 digits.',
  ifsc: 'Enter the IFSC code.',
  ifscInvalid: 'An IFSC code looks like HDFC0001234: four letters, a zero, then six letters or digits.',
  upiInvalid: 'A UPI id looks like name@bank.',
  razorpayAccountInvalid: 'A Razorpay linked account id looks like acc_ followed by 14 letters and digits.',
};
const pm = payoutDetailsMessages;

export const BANK_ACCOUNT_NUMBER_PATTERN = /^[0-9]{9,18}$/;
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const RAZORPAY_ACCOUNT_PATTERN = /^acc_[A-Za-z0-9]{14}$/;
export const UPI_ID_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/;

/** `PUT /api/wholesaler/payout-details/` (also accepted among the fields of `POST /api/update-profile/`). */
export const payoutDetailsRequest = z.object({
  bank_account_name: z
    .string({ error: pm.accountName })
    .trim()
    .min(1, pm.accountName)
    .max(100, 'The account name must be at most 100 characters.'),
  bank_account_number: z
    .string({ error: pm.accountNumber })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, { error: pm.accountNumber, abort: true })
        .regex(BANK_ACCOUNT_NUMBER_PATTERN, pm.accountNumberInvalid),
    ),
  bank_ifsc: z
    .string({ error: pm.ifsc })
    .trim()
    .min(1, pm.ifsc)
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(IFSC_PATTERN, pm.ifscInvalid)),
  upi_id: z.preprocess(
    emptyToUndefined,
    z.string({ error: pm.upiInvalid }).trim().regex(UPI_ID_PATTERN, pm.upiInvalid).nullable().optional(),
  ),
  /** The seller's Razorpay linked account, for a marketplace that pays through Route. */
  razorpay_account_id: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: pm.razorpayAccountInvalid })
      .trim()
      .regex(RAZORPAY_ACCOUNT_PATTERN, pm.razorpayAccountInvalid)
      .nullable()
      .optional(),
  ),
});
export type PayoutDetailsRequest = z.input<typeof payoutDetailsRequest>;

/** `XXXXXX1234`: only the last four digits of an account number are ever shown. */
export const maskAccountNumber = (number: string) => `XXXXXX${number.slice(-4)}`;

/** The saved details, number masked; `payouts_held_until` is set while a change is cooling down. */
export const payoutDetails = z.object({
  bank_account_name: z.string(),
  bank_account_number: z.string(),
  bank_ifsc: z.string(),
  upi_id: z.string().nullable(),
  razorpay_account_id: z.string().nullable(),
  updated_at: z.string(),
  payouts_held_until: z.string().nullable(),
});
export type PayoutDetails = z.infer<typeof payoutDetails>;
export const payoutDetailsResponse = z.object({ payout_details: payoutDetails.nullable() });
export type PayoutDetailsResponse = z.infer<typeof payoutDetailsResponse>;
