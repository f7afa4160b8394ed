import { z } from 'zod';

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
  /** GST rates a new product may carry, in per cent. */
  gst_rates: z.array(z.number()),
  /** States and union territories a shipping address may name (place of supply). */
  states: z.array(z.object({ state_code: z.string(), state_name: z.string() })),
});
export type PublicConfigResponse = z.infer<typeof publicConfigResponse>;
