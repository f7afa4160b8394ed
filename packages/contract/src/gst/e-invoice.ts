import { z } from 'zod';

/**
 * The INV-01 e-invoice JSON (schema 1.1 of the Invoice Registration Portal) of one tax invoice or credit note, with
 * the fields this marketplace fills. Names are the portal's, letter for letter. Amounts are rupees with two decimals
 * (UnitPrice three), dates DD/MM/YYYY. There is no DispDtls: goods leave from the seller's registered address.
 */
export const E_INVOICE_SCHEMA_VERSION = '1.1';

/** Which of an order's documents an e-invoice reports. */
export const E_INVOICE_DOCUMENTS = ['invoice', 'credit_note'] as const;
export type EInvoiceDocument = (typeof E_INVOICE_DOCUMENTS)[number];

const address = {
  Addr1: z.string(),
  Addr2: z.string().optional(),
  Loc: z.string(),
  /** Six digits, present when the address names its PIN code. */
  Pin: z.number().optional(),
  Stcd: z.string(),
};

const eInvoiceItem = z.object({
  SlNo: z.string(),
  PrdDesc: z.string(),
  IsServc: z.enum(['Y', 'N']),
  HsnCd: z.string(),
  Qty: z.number(),
  Unit: z.string(),
  /** The taxable value of one unit, to three decimals. */
  UnitPrice: z.number(),
  TotAmt: z.number(),
  AssAmt: z.number(),
  GstRt: z.number(),
  IgstAmt: z.number(),
  CgstAmt: z.number(),
  /** SGST, or UTGST within a union territory without a legislature: the schema has one field for both. */
  SgstAmt: z.number(),
  TotItemVal: z.number(),
  BchDtls: z.object({ Nm: z.string(), ExpDt: z.string().optional() }).optional(),
});
export type EInvoiceItem = z.infer<typeof eInvoiceItem>;

export const eInvoiceJson = z.object({
  Version: z.literal(E_INVOICE_SCHEMA_VERSION),
  TranDtls: z.object({
    TaxSch: z.literal('GST'),
    SupTyp: z.literal('B2B'),
    RegRev: z.literal('N'),
    /** The marketplace's GSTIN: the supply is made through it as e-commerce operator. */
    EcmGstin: z.string(),
    IgstOnIntra: z.literal('N'),
  }),
  DocDtls: z.object({ Typ: z.enum(['INV', 'CRN']), No: z.string(), Dt: z.string() }),
  SellerDtls: z.object({ Gstin: z.string(), LglNm: z.string(), ...address }),
  BuyerDtls: z.object({ Gstin: z.string(), LglNm: z.string(), Pos: z.string(), ...address }),
  /** Only when the goods go elsewhere than the buyer's registered address. */
  ShipDtls: z.object({ LglNm: z.string(), ...address }).optional(),
  ItemList: z.array(eInvoiceItem),
  ValDtls: z.object({
    AssVal: z.number(),
    CgstVal: z.number(),
    SgstVal: z.number(),
    IgstVal: z.number(),
    TotInvVal: z.number(),
  }),
  /** A credit note names the invoice it reduces. */
  RefDtls: z.object({ PrecDocDtls: z.array(z.object({ InvNo: z.string(), InvDt: z.string() })) }).optional(),
});
export type EInvoiceJson = z.infer<typeof eInvoiceJson>;

export const eInvoiceJsonQuery = z.object({
  document: z
    .enum(E_INVOICE_DOCUMENTS, { error: 'Document must be invoice or credit_note.' })
    .optional()
    .default('invoice'),
});
export type EInvoiceJsonQuery = z.input<typeof eInvoiceJsonQuery>;

/** `2026-11-24` → `24/11/2026`, the portal's date format. */
export function eInvoiceDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}
