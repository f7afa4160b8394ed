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
export type ErrorCode = (typeof ERROR_CODES)[number];

export const idParam = z.object({
  id: z.coerce
    .number({ error: 'Id must be a number' })
    .int('Id must be a whole number')
    .positive('Id must be positive')
    .max(2147483647, 'Id is too large'),
});
export type IdParam = z.infer<typeof idParam>;

export const detailMessage = z.object({ detail: z.string() });
export type DetailMessage = z.infer<typeof detailMessage>;

export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponse>;

export const publicConfigResponse = z.object({
  platform_charge_percent: z.number(),
  payment_provider: z.enum(['sandbox', 'razorpay']),
  checkout_script_url: z.string(),
  currency: z.literal('INR'),
});
export type PublicConfigResponse = z.infer<typeof publicConfigResponse>;
