import { z } from 'zod';

export const ERROR_CODES = [
  'validation',
  'invalid_credentials',
  'token_not_valid',
  'not_authenticated',
  'forbidden',
  'not_verified',
  'not_found',
  'conflict',
  'out_of_stock',
  'payment_failed',
  'rate_limited',
  'payload_too_large',
  'server_error',
] as const;
export const errorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCode>;

const fieldMessages = z.array(z.string());

/** Messages grouped by field (dotted path): `{ email: ['Email is required'] }`. */
export const fieldErrors = z.record(z.string(), fieldMessages);
export type FieldErrors = z.infer<typeof fieldErrors>;

/**
 * Every error response: `{ ...fieldErrors, detail, code, error }`. `error` repeats `detail` for
 * older clients; any other key is a field at fault with its messages.
 */
export const errorBody = z.object({ detail: z.string(), code: errorCode, error: z.string() }).catchall(fieldMessages);
export type ErrorBody = z.infer<typeof errorBody>;
