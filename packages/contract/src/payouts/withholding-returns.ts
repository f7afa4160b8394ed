import { z } from 'zod';

/** One supplier's line of GSTR-8 in the GST offline tool's shape, amounts in rupees. */
export const gstr8Supplier = z.object({
  stin: z.string(),
  supR: z.number(),
  retsupR: z.number(),
  amt: z.number(),
  iamt: z.number(),
  camt: z.number(),
  samt: z.number(),
});
export const gstr8Response = z.object({
  /** The marketplace's GSTIN as the e-commerce operator. */
  gstin: z.string(),
  /** Return period, `MMYYYY`. */
  fp: z.string(),
  tcs: z.array(gstr8Supplier),
});
export type Gstr8Response = z.infer<typeof gstr8Response>;
