import { eq, sql, type SQL } from 'drizzle-orm';
import { stateCodeOfGstin } from '@marketplace/contract';
import type { Database } from '../../db/client.js';
import { orderItems, orders, retailerProfiles, wholesalerProfiles } from '../../db/schema.js';
import { placeOfSupplyOf } from '../tax-documents/tax-document-builder.js';

/*
 * The GST in the goods of many orders, to the paisa as the seller's tax invoices split it (tax-document-builder.ts):
 * per line, rounded half away from zero, two equal halves within one state or one IGST across states, which can
 * differ by a paisa. The database sums both roundings of every line, grouped by what decides the place of supply;
 * the few groups are then placed with the contract's own functions, as the invoice places them.
 */

/** `dividend / divisor` rounded half away from zero, as the contract's `roundedQuotient`; both are 0 or more. */
const roundedQuotient = (dividend: SQL, divisor: SQL) => sql`((2 * ${dividend} + ${divisor}) / (2 * ${divisor}))`;

/** CGST + SGST (or UTGST) of a tax-inclusive line total: 2 × round(total × rate / 2 / (100 + rate)). */
export const withinStateGstPaise = (totalPaise: SQL, rate: SQL): SQL =>
  sql`2 * ${roundedQuotient(sql`(${totalPaise} * ${rate})`, sql`(2 * (100 + ${rate}))`)}`;

/** IGST of a tax-inclusive line total: round(total × rate / (100 + rate)). */
export const acrossStatesGstPaise = (totalPaise: SQL, rate: SQL): SQL =>
  roundedQuotient(sql`(${totalPaise} * ${rate})`, sql`(100 + ${rate})`);

const lineTotalPaise = sql`(${orderItems.pricePaise}::bigint * ${orderItems.quantity})`;
const legacy = sql`coalesce(${orders.placeOfSupplyCode}, '') = ''`;

interface PlaceGroup {
  supplierGstin: string | null;
  placeOfSupplyCode: string | null;
  /** Only on orders without a place-of-supply code. */
  state: string | null;
  recipientGstin: string | null;
  withinState: string;
  acrossStates: string;
}

/** A seller without a GSTIN is placed in the place of supply, as on its invoices. */
function isWithinOneState(group: PlaceGroup): boolean {
  const placeOfSupply = placeOfSupplyOf(
    { placeOfSupplyCode: group.placeOfSupplyCode, state: group.state ?? '' },
    group.recipientGstin ?? '',
  ).state_code;
  return (group.supplierGstin ? stateCodeOfGstin(group.supplierGstin) : placeOfSupply) === placeOfSupply;
}

/** The GST, in paise, in the goods of the orders that `where` selects. */
export async function goodsGstPaise(db: Database, where: SQL | undefined): Promise<number> {
  const state = sql<string | null>`case when ${legacy} then ${orders.state} end`;
  const recipientGstin = sql<string | null>`case when ${legacy} then ${retailerProfiles.gstNumber} end`;
  const groups: PlaceGroup[] = await db
    .select({
      supplierGstin: wholesalerProfiles.gstNumber,
      placeOfSupplyCode: orders.placeOfSupplyCode,
      state,
      recipientGstin,
      withinState: sql<string>`sum(${withinStateGstPaise(lineTotalPaise, sql`${orderItems.gstRate}`)})::text`,
      acrossStates: sql<string>`sum(${acrossStatesGstPaise(lineTotalPaise, sql`${orderItems.gstRate}`)})::text`,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .leftJoin(retailerProfiles, eq(retailerProfiles.userId, orders.retailerId))
    .leftJoin(wholesalerProfiles, eq(wholesalerProfiles.userId, orders.wholesalerId))
    .where(where)
    .groupBy(wholesalerProfiles.gstNumber, orders.placeOfSupplyCode, state, recipientGstin);
  return groups.reduce(
    (sum, group) => sum + Number(isWithinOneState(group) ? group.withinState : group.acrossStates),
    0,
  );
}
