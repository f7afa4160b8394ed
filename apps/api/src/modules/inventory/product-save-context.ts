import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { categories, wholesalerProfiles } from '../../db/schema.js';
import { fieldError } from '../../errors/app-error.js';

/** What saving a product is checked against, read once per save. */
export interface ProductSaveContext {
  /** The category the product will have (the sent one, else the stored one); null for none. */
  category: Pick<typeof categories.$inferSelect, 'hsnCode' | 'gstRate' | 'regulation'> | null;
  seller: Pick<
    typeof wholesalerProfiles.$inferSelect,
    'turnoverAbove5Crore' | 'drugLicence20b' | 'drugLicence21b' | 'fssaiLicence'
  > | null;
}

/** Reads the product's category and its seller's turnover and licences; refuses a sent category that does not exist. */
export async function productSaveContext(
  db: Database,
  wholesalerId: number,
  sentCategoryId: number | undefined,
  storedCategoryId: number | null,
): Promise<ProductSaveContext> {
  const categoryId = sentCategoryId ?? storedCategoryId;
  const [categoryRows, sellerRows] = await Promise.all([
    categoryId === null
      ? []
      : db
          .select({ hsnCode: categories.hsnCode, gstRate: categories.gstRate, regulation: categories.regulation })
          .from(categories)
          .where(eq(categories.id, categoryId)),
    db
      .select({
        turnoverAbove5Crore: wholesalerProfiles.turnoverAbove5Crore,
        drugLicence20b: wholesalerProfiles.drugLicence20b,
        drugLicence21b: wholesalerProfiles.drugLicence21b,
        fssaiLicence: wholesalerProfiles.fssaiLicence,
      })
      .from(wholesalerProfiles)
      .where(eq(wholesalerProfiles.userId, wholesalerId)),
  ]);
  const category = categoryRows[0] ?? null;
  if (sentCategoryId !== undefined && !category) throw fieldError('category', 'Choose one of the listed categories.');
  return { category, seller: sellerRows[0] ?? null };
}
