import {
  amountInWords,
  findGstState,
  gstStateByCode,
  splitLineTax,
  stateCodeOfGstin,
  sumTaxSplits,
  toRupees,
  type DocumentLicence,
  type DocumentParty,
  type GstState,
  type CreditNote,
  type TaxInvoice,
} from '@marketplace/contract';
import type { orderItems, orders } from '../../db/schema.js';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

export interface PartyProfile {
  name: string;
  address: string;
  gstin: string;
  licences?: DocumentLicence[];
}

/** A state known by its code; a code outside the list (an old or mistyped GSTIN) keeps the code as its name. */
export function stateOf(code: string): GstState {
  return gstStateByCode(code) ?? { state_code: code, state_name: code };
}

/** A party without a GSTIN (an unregistered buyer) is placed in `fallback`. */
export function party(profile: PartyProfile, fallback: GstState): DocumentParty {
  return { ...profile, ...(profile.gstin ? stateOf(stateCodeOfGstin(profile.gstin)) : fallback) };
}

/** Orders placed before states came from the list name their state in free text. */
export function placeOfSupplyOf(
  order: Pick<OrderRow, 'placeOfSupplyCode' | 'state'>,
  recipientGstin: string,
): GstState {
  if (order.placeOfSupplyCode) return stateOf(order.placeOfSupplyCode);
  return findGstState(order.state) ?? stateOf(stateCodeOfGstin(recipientGstin));
}

/** The order's delivery address, whose state is the place of supply. */
function shipTo(order: OrderRow, placeOfSupply: GstState): NonNullable<TaxInvoice['ship_to']> {
  return {
    name: order.name,
    address: `${order.address}, ${order.city} ${order.portalCode}`,
    ...placeOfSupply,
  };
}

export const rupees = (split: ReturnType<typeof sumTaxSplits>) => ({
  taxable_value: toRupees(split.taxable),
  cgst: toRupees(split.cgst),
  sgst: toRupees(split.sgst),
  utgst: toRupees(split.utgst),
  igst: toRupees(split.igst),
  total: toRupees(split.total),
});

/** The tax invoice of one seller's order: its goods only (the platform charge is the marketplace's supply). */
export function buildTaxInvoice(input: {
  number: string;
  date: string;
  order: OrderRow;
  items: ItemRow[];
  supplier: PartyProfile;
  recipient: PartyProfile;
}): TaxInvoice {
  const placeOfSupply = placeOfSupplyOf(input.order, input.recipient.gstin);
  const supplier = party(input.supplier, placeOfSupply);
  const recipient = party(input.recipient, placeOfSupply);
  const splits = input.items.map((item) =>
    splitLineTax({
      totalPaise: item.pricePaise * item.quantity,
      rate: item.gstRate,
      supplierStateCode: supplier.state_code,
      placeOfSupplyCode: placeOfSupply.state_code,
    }),
  );
  const totals = sumTaxSplits(splits);
  return {
    number: input.number,
    date: input.date,
    supplier,
    recipient,
    ship_to: shipTo(input.order, placeOfSupply),
    place_of_supply: placeOfSupply,
    lines: input.items.map((item, index) => ({
      description: item.productName,
      hsn_code: item.hsnCode,
      quantity: item.quantity,
      unit: item.unit,
      unit_price: toRupees(item.pricePaise),
      gst_rate: item.gstRate,
      ...(item.regulation === 'none' ? {} : { batch_no: item.batchNo, expiry_date: item.expiryDate }),
      ...rupees(splits[index]!),
    })),
    totals: rupees(totals),
    amount_in_words: amountInWords(totals.total),
  };
}

/** The credit note that undoes `invoice` line for line, numbered in its own series. */
export function creditNoteOf(invoice: TaxInvoice, note: { number: string; date: string; reason: string }): CreditNote {
  return { ...invoice, ...note, invoice_number: invoice.number, invoice_date: invoice.date };
}
