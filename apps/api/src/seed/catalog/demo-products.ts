import type { products } from '../../db/schema.js';
import type { SeededBrand } from './brands.js';
import { CATEGORIES, type ProductType } from './categories.js';
import { productName, wholesalePricePaise } from './product-line.js';
import { descriptionHtml, RICH_TEXT_RULES_VERSION, specificationsHtml } from './product-html.js';
import { PRODUCT_LINES } from './product-lines.js';
import { PALETTES } from './product-pictograms.js';
import type { SeededRandom } from './seeded-random.js';
import type { SeededWholesaler } from './wholesalers.js';
import { demoWholesaleTerms } from './wholesale-terms.js';

type ProductRow = typeof products.$inferInsert & { sku: string; createdAt: Date; productType: ProductType };

export interface DemoProduct {
  row: ProductRow;
  imageCount: number;
  firstPalette: number;
}

export interface DemoCatalog {
  categoryIds: ReadonlyMap<ProductType, number>;
  brands: readonly SeededBrand[];
  wholesalers: readonly SeededWholesaler[];
}

const DAY_MS = 86_400_000;
const LISTING_WINDOW_MS = 90 * DAY_MS;
/** Chance of 1, 2 or 3 pictures. */
const IMAGE_COUNT_WEIGHTS = [5, 3, 2];

/** Mostly healthy stock, with some low (≤ 10) and a few sold-out products for the inventory screens. */
export function stockLevel(rng: SeededRandom): number {
  const roll = rng.next();
  if (roll < 0.03) return 0;
  if (roll < 0.14) return rng.int(1, 10);
  if (roll < 0.3) return rng.int(11, 50);
  return rng.int(51, 900);
}

const categoryOf = (productType: ProductType) => CATEGORIES.find((category) => category.productType === productType);

function skuCode(productType: ProductType): string {
  return categoryOf(productType)?.skuCode ?? 'OTH';
}

/** Demo products carry their category's classification. */
function taxDefaults(productType: ProductType) {
  const category = categoryOf(productType);
  return category ? { hsnCode: category.hsnCode, gstRate: category.gstRate } : {};
}

function categoryId(catalog: DemoCatalog, productType: ProductType): number {
  const id = catalog.categoryIds.get(productType);
  if (id === undefined) throw new Error(`no category for ${productType}`);
  return id;
}

/** The 150 demo products, oldest first so ids and skus grow with the listing date. */
export function planDemoProducts(rng: SeededRandom, catalog: DemoCatalog, now: number): DemoProduct[] {
  const drafts = PRODUCT_LINES.flatMap((line) => {
    const choices = rng.shuffle(line.items.flatMap((item) => item.packs.map((pack) => ({ item, pack }))));
    if (choices.length < line.demoCount) throw new Error(`not enough distinct ${line.productType} products`);
    return choices
      .slice(0, line.demoCount)
      .map((choice) => ({ ...choice, line, createdAt: new Date(now - rng.int(600_000, LISTING_WINDOW_MS)) }));
  });
  drafts.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const skuCounters = new Map<number, number>();
  return drafts.map(({ line, item, pack, createdAt }, index) => {
    const { productType } = line;
    const wholesaler = rng.pick(catalog.wholesalers.filter((seller) => seller.productTypes.includes(productType)));
    const brand = rng.pick(catalog.brands.filter((candidate) => candidate.productTypes.includes(productType)));
    const sequence = (skuCounters.get(wholesaler.id) ?? 0) + 1;
    skuCounters.set(wholesaler.id, sequence);
    const name = productName(line, item, pack);
    const html = { name, brandName: brand.name, companyName: wholesaler.companyName, line, item, pack };
    const pricePaise = wholesalePricePaise(rng.int(...item.unitRupees), pack);
    const stock = stockLevel(rng);
    return {
      row: {
        wholesalerId: wholesaler.id,
        name,
        pricePaise,
        stock,
        sales: Math.floor(rng.next() ** 2 * 1200),
        description: descriptionHtml(rng, html),
        specifications: specificationsHtml(rng, html),
        richTextRules: RICH_TEXT_RULES_VERSION,
        categoryId: categoryId(catalog, productType),
        brandId: brand.id,
        sku: `${wholesaler.skuPrefix}-${skuCode(productType)}-${String(sequence).padStart(4, '0')}`,
        productType,
        ...taxDefaults(productType),
        ...(wholesaler.wholesaleTerms ? demoWholesaleTerms(pricePaise, stock, index % 3) : null),
        createdAt,
        updatedAt: createdAt,
      },
      imageCount: rng.weighted(IMAGE_COUNT_WEIGHTS) + 1,
      firstPalette: rng.int(0, PALETTES.length - 1),
    };
  });
}
