import { z } from 'zod';

/** A GST state: its two-digit code and name (`27`, `Maharashtra`). */
export const gstState = z.object({ state_code: z.string(), state_name: z.string() });
export type GstState = z.infer<typeof gstState>;

export const LICENCE_KINDS = ['20', '21', '20B', '21B', 'FSSAI'] as const;
export const licenceLabels: Record<(typeof LICENCE_KINDS)[number], string> = {
  '20': 'Drug licence (Form 20)',
  '21': 'Drug licence (Form 21)',
  '20B': 'Drug licence (Form 20B)',
  '21B': 'Drug licence (Form 21B)',
  FSSAI: 'FSSAI licence',
};
export const documentLicence = z.object({ kind: z.enum(LICENCE_KINDS), number: z.string() });
export type DocumentLicence = z.infer<typeof documentLicence>;

export const documentParty = gstState.extend({
  name: z.string(),
  address: z.string(),
  gstin: z.string(),
  /** Licences the goods on the document need (absent on documents issued before licences were kept). */
  licences: z.array(documentLicence).optional(),
});
export type DocumentParty = z.infer<typeof documentParty>;

/** Tax amounts of a line or a whole document, in rupees with two decimals. */
const taxSplit = z.object({
  taxable_value: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  utgst: z.number(),
  igst: z.number(),
  total: z.number(),
});

export const taxDocumentLine = taxSplit.extend({
  description: z.string(),
  hsn_code: z.string(),
  quantity: z.number(),
  /** GST unit code of the quantity as sold (`PCS`); absent on documents issued before units were kept (read NOS). */
  unit: z.string().optional(),
  /** Price per unit as sold, tax included. */
  unit_price: z.number(),
  gst_rate: z.number(),
  batch_no: z.string().nullable().optional(),
  expiry_date: z.string().nullable().optional(),
});
export type TaxDocumentLine = z.infer<typeof taxDocumentLine>;

export const taxInvoice = z.object({
  number: z.string(),
  /** ISO date (YYYY-MM-DD) in India's time. */
  date: z.string(),
  supplier: documentParty,
  recipient: documentParty,
  /**
   * Where the goods go: the order's delivery address, whose state is the place of supply (absent on documents
   * issued before it was printed).
   */
  ship_to: gstState.extend({ name: z.string(), address: z.string() }).optional(),
  place_of_supply: gstState,
  lines: z.array(taxDocumentLine),
  totals: taxSplit,
  amount_in_words: z.string(),
});
export type TaxInvoice = z.infer<typeof taxInvoice>;

export const creditNote = taxInvoice.extend({
  invoice_number: z.string(),
  invoice_date: z.string(),
  reason: z.string(),
});
export type CreditNote = z.infer<typeof creditNote>;

export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export const refundStatus = z.enum(REFUND_STATUSES);
export type RefundStatus = z.infer<typeof refundStatus>;

export const refundResponse = z.object({
  amount: z.number(),
  status: refundStatus,
  provider_refund_id: z.string().nullable(),
  created_at: z.string(),
  processed_at: z.string().nullable(),
});
export type RefundResponse = z.infer<typeof refundResponse>;

export const cancelOrderRequest = z.object({
  reason: z.string().trim().max(500, 'Reason must be at most 500 characters').optional().default(''),
});
export type CancelOrderRequest = z.input<typeof cancelOrderRequest>;

export const adminRefund = refundResponse.extend({
  id: z.number(),
  order_id: z.number(),
  failure_reason: z.string().nullable(),
  retailer: z.string(),
  wholesaler: z.string(),
});
export const adminRefundsResponse = z.object({ refunds: z.array(adminRefund) });
export type AdminRefundsResponse = z.infer<typeof adminRefundsResponse>;

/** The largest signature picture a wholesaler may upload; the server stores a small PNG of it. */
export const SIGNATURE_UPLOAD_MAX_BYTES = 1_000_000;

/** PUT body of the invoice signature: a JPEG, PNG or WebP picture as base64 text or a `data:` URL. */
export const invoiceSignatureUpload = z.object({
  image: z.string({ error: 'Choose a picture of the signature' }).min(1, 'Choose a picture of the signature'),
});
export type InvoiceSignatureUpload = z.infer<typeof invoiceSignatureUpload>;

/** The signature printed above "Authorised signatory" on the wholesaler's next invoices and credit notes. */
export const invoiceSignatureResponse = z.object({
  /** A `data:image/png;base64,` URL, or null when invoices are issued without a signature image. */
  image: z.string().nullable(),
  uploaded_at: z.string().nullable(),
});
export type InvoiceSignatureResponse = z.infer<typeof invoiceSignatureResponse>;
