import { stockLevel } from '../catalog/demo-products.js';
import { productName, wholesalePricePaise, type ProductLine } from '../catalog/product-line.js';
import { descriptionHtml, RICH_TEXT_RULES_VERSION, specificationsHtml } from '../catalog/product-html.js';
import type { SeededRandom } from '../catalog/seeded-random.js';

/** A products row as json_to_recordset reads it: column names, not Drizzle's property names. */
export interface BulkProductRow {
  wholesaler_id: number;
  name: string;
  price_paise: number;
  stock: number;
  sales: number;
  description: string;
  specifications: string;
  rich_text_rules: number;
  category_id: number;
  brand_id: number;
  sku: string;
  product_type: string;
  created_at: Date;
  updated_at: Date;
}

/** The PostgreSQL type of each column of a bulk row. */
export const BULK_COLUMNS: Record<keyof BulkProductRow, 'int' | 'text' | 'timestamptz'> = {
  wholesaler_id: 'int',
  name: 'text',
  price_paise: 'int',
  stock: 'int',
  sales: 'int',
  description: 'text',
  specifications: 'text',
  rich_text_rules: 'int',
  category_id: 'int',
  brand_id: 'int',
  sku: 'text',
  product_type: 'text',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};

export interface BulkCatalog {
  categories: ReadonlyArray<{ id: number; line: ProductLine }>;
  brands: ReadonlyArray<{ id: number; name: string }>;
  wholesalers: ReadonlyArray<{ id: number; companyName: string }>;
}

const LISTING_WINDOW_MS = 365 * 86_400_000;
/** Put in front of the demo item names so that name search and A–Z sorting have a spread to work on. */
const ADJECTIVES = (
  'Advanced Apex Bharat Classic Compact Deluxe Desi Eco Economy Elite Essential Everyday Fresh Gold Heavy-Duty ' +
  'Imperial Jumbo Kesari Lotus Metro Nova Orient Premium Pro Quick Royal Shree Signature Silver Smart Super Supreme ' +
  'Trusty Ultra Urban Value Vintage Weekend Xpress Young Zen'
).split(' ');

/** A benchmark product: a demo item under a varied name, listed some time in the last year. */
export function bulkProductRow(rng: SeededRandom, catalog: BulkCatalog, number: number, now: number): BulkProductRow {
  const category = rng.pick(catalog.categories);
  const { line } = category;
  const item = rng.pick(line.items);
  const pack = rng.pick(item.packs);
  const brand = rng.pick(catalog.brands);
  const wholesaler = rng.pick(catalog.wholesalers);
  const name = `${rng.pick(ADJECTIVES)} ${productName(line, item, pack)}`;
  const html = { name, brandName: brand.name, companyName: wholesaler.companyName, line, item, pack };
  const createdAt = new Date(now - rng.int(60_000, LISTING_WINDOW_MS));
  return {
    wholesaler_id: wholesaler.id,
    name,
    price_paise: wholesalePricePaise(rng.int(...item.unitRupees), pack),
    stock: stockLevel(rng),
    sales: Math.floor(rng.next() ** 3 * 5_000),
    description: descriptionHtml(rng, html),
    specifications: specificationsHtml(rng, html),
    rich_text_rules: RICH_TEXT_RULES_VERSION,
    category_id: category.id,
    brand_id: brand.id,
    sku: `BULK-${number}`,
    product_type: line.productType,
    created_at: createdAt,
    updated_at: createdAt,
  };
}
