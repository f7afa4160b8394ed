import { z } from 'zod';
import { ERROR_CODES } from './constants.js';

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
