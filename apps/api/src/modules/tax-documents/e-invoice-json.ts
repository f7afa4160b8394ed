import {
  DEFAULT_QUANTITY_UNIT,
  E_INVOICE_SCHEMA_VERSION,
  eInvoiceDate,
  toPaise,
  toRupees,
  type CreditNote,
  type EInvoiceItem,
  type EInvoiceJson,
  type TaxDocumentLine,
  type TaxInvoice,
} from '@marketplace/contract';
import { portalAddress, samePlace } from './e-invoice-address.js';

/** The issued document to report, as stored: an e-invoice repeats it, it never works anything out afresh. */
export type ReportedDocument = { kind: 'invoice'; body: TaxInvoice } | { kind: 'credit_note'; body: CreditNote };

export interface EInvoiceContext {
  /** The marketplace's GSTIN, as e-commerce operator. */
  ecmGstin: string;
  /** The delivery address's city and PIN code, which the order keeps apart from its address text. */
  shipTo: { city: string; pinCode: string };
}

const NAME_MAX = 100;
const DESCRIPTION_MAX = 300;

/** SGST and UTGST share the schema's one field. */
const stateTax = (tax: { sgst: number; utgst: number }) => toRupees(toPaise(tax.sgst) + toPaise(tax.utgst));

/** The taxable value of one unit, to the three decimals the schema allows. */
const unitTaxableValue = (line: TaxDocumentLine) =>
  Math.round((toPaise(line.taxable_value) * 10) / line.quantity) / 1000;

function item(line: TaxDocumentLine, index: number): EInvoiceItem {
  return {
    SlNo: String(index + 1),
    PrdDesc: line.description.slice(0, DESCRIPTION_MAX),
    IsServc: 'N',
    HsnCd: line.hsn_code,
    Qty: line.quantity,
    // Lines issued before units were kept were counted in numbers.
    Unit: line.unit ?? DEFAULT_QUANTITY_UNIT,
    UnitPrice: unitTaxableValue(line),
    // Prices carry no discount: the assessable amount is the whole taxable value.
    TotAmt: line.taxable_value,
    AssAmt: line.taxable_value,
    GstRt: line.gst_rate,
    IgstAmt: line.igst,
    CgstAmt: line.cgst,
    SgstAmt: stateTax(line),
    TotItemVal: line.total,
    ...(line.batch_no
      ? { BchDtls: { Nm: line.batch_no, ...(line.expiry_date ? { ExpDt: eInvoiceDate(line.expiry_date) } : {}) } }
      : {}),
  };
}

/** The delivery address, when the goods go elsewhere than the buyer's registered address. */
function shipDetails(body: TaxInvoice, shipTo: EInvoiceContext['shipTo']): Pick<EInvoiceJson, 'ShipDtls'> {
  const place = body.ship_to;
  if (!place || samePlace(place, body.recipient)) return {};
  return {
    ShipDtls: {
      LglNm: place.name.slice(0, NAME_MAX),
      ...portalAddress(place.address, place, { loc: shipTo.city, pin: shipTo.pinCode }),
      Stcd: place.state_code,
    },
  };
}

/**
 * The INV-01 JSON (schema 1.1) of an issued invoice or credit note. Every amount is the document's own, so the
 * e-invoice equals the printed document to the paisa.
 */
export function buildEInvoiceJson(document: ReportedDocument, context: EInvoiceContext): EInvoiceJson {
  const { body } = document;
  const { supplier, recipient, totals } = body;
  return {
    Version: E_INVOICE_SCHEMA_VERSION,
    TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', EcmGstin: context.ecmGstin, IgstOnIntra: 'N' },
    DocDtls: { Typ: document.kind === 'invoice' ? 'INV' : 'CRN', No: body.number, Dt: eInvoiceDate(body.date) },
    SellerDtls: {
      Gstin: supplier.gstin,
      LglNm: supplier.name.slice(0, NAME_MAX),
      ...portalAddress(supplier.address, supplier),
      Stcd: supplier.state_code,
    },
    BuyerDtls: {
      Gstin: recipient.gstin,
      LglNm: recipient.name.slice(0, NAME_MAX),
      Pos: body.place_of_supply.state_code,
      ...portalAddress(recipient.address, recipient),
      Stcd: recipient.state_code,
    },
    ...shipDetails(body, context.shipTo),
    ItemList: body.lines.map(item),
    ValDtls: {
      AssVal: totals.taxable_value,
      CgstVal: totals.cgst,
      SgstVal: stateTax(totals),
      IgstVal: totals.igst,
      TotInvVal: totals.total,
    },
    ...(document.kind === 'credit_note'
      ? {
          RefDtls: {
            PrecDocDtls: [{ InvNo: document.body.invoice_number, InvDt: eInvoiceDate(document.body.invoice_date) }],
          },
        }
      : {}),
  };
}
