import {
  amountInWords,
  PLATFORM_CHARGE_DESCRIPTION,
  PLATFORM_CHARGE_GST_RATE,
  PLATFORM_CHARGE_SAC,
  splitLineTax,
  stateCodeOfGstin,
  toRupees,
  type TaxInvoice,
} from '@marketplace/contract';
import type { PlatformIdentity } from '../../config.js';
import type { OrderRow } from '../orders/order-access.js';
import { party, rupees, stateOf, type PartyProfile } from './tax-document-builder.js';

/**
 * The marketplace's tax invoice to the retailer for one order's shipping & platform charge (18 % included).
 * Place of supply (IGST Act section 12(8), transport of goods): a registered retailer's own state; for an
 * unregistered one, the state where the goods are handed over, the seller's.
 */
export function buildPlatformInvoice(input: {
  number: string;
  date: string;
  order: OrderRow;
  platform: PlatformIdentity;
  recipient: PartyProfile;
  sellerGstin: string;
}): TaxInvoice {
  const placeOfSupply = stateOf(stateCodeOfGstin(input.recipient.gstin || input.sellerGstin));
  const supplier = party(
    { name: input.platform.legalName, address: input.platform.address, gstin: input.platform.gstin },
    placeOfSupply,
  );
  const split = splitLineTax({
    totalPaise: input.order.chargePaise,
    rate: PLATFORM_CHARGE_GST_RATE,
    supplierStateCode: supplier.state_code,
    placeOfSupplyCode: placeOfSupply.state_code,
  });
  return {
    number: input.number,
    date: input.date,
    supplier,
    recipient: party(input.recipient, placeOfSupply),
    place_of_supply: placeOfSupply,
    lines: [
      {
        description: `${PLATFORM_CHARGE_DESCRIPTION}, order #${input.order.id}`,
        hsn_code: PLATFORM_CHARGE_SAC,
        quantity: 1,
        unit: 'OTH',
        unit_price: toRupees(input.order.chargePaise),
        gst_rate: PLATFORM_CHARGE_GST_RATE,
        ...rupees(split),
      },
    ],
    totals: rupees(split),
    amount_in_words: amountInWords(split.total),
  };
}
