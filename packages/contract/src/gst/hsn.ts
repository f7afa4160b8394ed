import { z } from 'zod';

/** HSN codes are read at 4, 6 or 8 digits: chapter and heading, sub-heading, tariff item. */
export const HSN_CODE_PATTERN = /^(?:[0-9]{4}|[0-9]{6}|[0-9]{8})$/;

export const hsnMessages = {
  invalid: 'HSN code must be 4, 6 or 8 digits.',
  tooShortForTurnover: 'HSN code must have at least 6 digits for a turnover above Rs. 5 crore.',
} as const;

/** Businesses with an aggregate turnover above Rs. 5 crore must give at least 6 digits on their invoices. */
export function hsnCode(turnoverAbove5Crore: boolean) {
  return z
    .string({ error: hsnMessages.invalid })
    .trim()
    .regex(HSN_CODE_PATTERN, { message: hsnMessages.invalid, abort: true })
    .refine((code) => !turnoverAbove5Crore || code.length >= 6, hsnMessages.tooShortForTurnover);
}
