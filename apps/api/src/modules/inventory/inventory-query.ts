import { asc, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import { LOW_STOCK_THRESHOLD, type InventoryFilters, type InventorySort } from '@marketplace/contract';
import { products } from '../../db/schema.js';
import { isListed, whereAll } from '../catalog/product-query.js';

/** Every order ends on the id, in the same direction, so equal values never swap places between pages. */
export const INVENTORY_ORDER: Record<InventorySort, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  name_asc: [asc(sql`lower(${products.name})`), asc(products.id)],
  name_desc: [desc(sql`lower(${products.name})`), desc(products.id)],
  stock_asc: [asc(products.stock), asc(products.id)],
  stock_desc: [desc(products.stock), desc(products.id)],
  sales_asc: [asc(products.sales), asc(products.id)],
  sales_desc: [desc(products.sales), desc(products.id)],
  price_asc: [asc(products.pricePaise), asc(products.id)],
  price_desc: [desc(products.pricePaise), desc(products.id)],
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/** The wholesaler's listed products. */
export const ownListed = (wholesalerId: number) => whereAll([isListed, eq(products.wholesalerId, wholesalerId)]);

/** The wholesaler's listed products that match the search (name or SKU, any case) and the low-stock filter. */
export function inventoryMatches(wholesalerId: number, filters: Pick<InventoryFilters, 'q' | 'low_stock'>) {
  const pattern = filters.q ? `%${escapeLike(filters.q.toLowerCase())}%` : undefined;
  return whereAll([
    ownListed(wholesalerId),
    pattern
      ? sql`(lower(${products.name}) like ${pattern} or lower(coalesce(${products.sku}, '')) like ${pattern})`
      : undefined,
    filters.low_stock ? lte(products.stock, LOW_STOCK_THRESHOLD) : undefined,
  ]);
}
