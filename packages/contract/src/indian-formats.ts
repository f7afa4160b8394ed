import { z } from 'zod';

/** GSTIN: 2-digit state code, the holder's PAN, entity number, a fixed Z, a check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
/** PAN: five letters, four digits, one letter. */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/** A 10-digit Indian number, optionally written with +91 or a leading 0. */
export const PHONE_PATTERN = /^(?:\+91|0)?[0-9]{10}$/;
export const PIN_CODE_PATTERN = /^[1-9][0-9]{5}$/;

/** Text that must be present: a missing, non-string or blank value gets the same message. */
export function requiredText(message: string, max = 500) {
  return z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);
}

export function gstNumber(requiredMessage: string, invalidMessage: string) {
  return requiredText(requiredMessage, 15)
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(GSTIN_PATTERN, invalidMessage));
}

export function panNumber(requiredMessage: string, invalidMessage: string) {
  return requiredText(requiredMessage, 10)
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(PAN_PATTERN, invalidMessage));
}

export function phoneNumber(requiredMessage: string, invalidMessage: string) {
  return requiredText(requiredMessage, 20)
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(PHONE_PATTERN, invalidMessage));
}

/**
 * Years typed into a form arrive as text: blank means "missing"; only whole numbers (as numbers or digits)
 * are accepted, never `true`, a list or an empty box read as 0.
 */
export function optionalYearsInBusiness(requiredMessage: string, invalidMessage: string) {
  return z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    z
      .union([z.number({ error: invalidMessage }), z.string().trim().regex(/^\d+$/, invalidMessage)], {
        error: invalidMessage,
      })
      .transform(Number)
      .pipe(z.number().int(invalidMessage).min(0, invalidMessage).max(200, invalidMessage))
      .optional(),
  );
}

export function yearsInBusiness(requiredMessage: string, invalidMessage: string) {
  return optionalYearsInBusiness(requiredMessage, invalidMessage).refine(
    (value) => value !== undefined,
    requiredMessage,
  );
}
