import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DEFAULT_INVENTORY_SORT,
  LOW_STOCK_THRESHOLD,
  type createProductRequest,
  type InventoryFilters,
  type DeleteProductResponse,
  type editProductRequest,
  type InventoryResponse,
  type Product,
  DEFAULT_WHOLESALE_TERMS,
  toPaise,
  toRupees,
} from '@marketplace/contract';
import { RICH_TEXT_RULES_VERSION, sanitizeRichText } from '../../content/rich-text.js';
import type { Database, Tx } from '../../db/client.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.js';
import { brands, orderItems, productImages, products } from '../../db/schema.js';
import { fieldError, notFound } from '../../errors/app-error.js';
import type { MediaStorage } from '../../media/storage.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { toWholesaleTerms } from '../catalog/product-mapper.js';
import { selectProductListItems, selectProducts } from '../catalog/product-query.js';
import { INVENTORY_ORDER, inventoryMatches, inventoryWindow, nextInventoryPath, ownListed } from './inventory-query.js';
import { prepareProductImages, type PreparedImage } from './product-images.js';
import { productRegulationFields } from './product-regulation.js';
import { productSaveContext } from './product-save-context.js';
import { productTaxFields } from './product-tax.js';
import { productTermsColumns } from './product-terms.js';
import { noteStockChange } from '../notifications/notification-events.js';

type CreateInput = z.output<typeof createProductRequest>;
type EditInput = z.output<typeof editProductRequest>;

const skuTaken = () => fieldError('sku', 'You already have a product with this SKU.');

/** A verified wholesaler's own products; nobody else's are reachable from here. */
export function createInventoryService(db: Database, storage: MediaStorage, catalog: CatalogService) {
  async function ownProduct(wholesalerId: number, productId: number) {
    const [product] = await db
      .select()
      .from(products)
      .where(and(eq(products.id, productId), eq(products.wholesalerId, wholesalerId), isNull(products.archivedAt)))
      .limit(1);
    if (!product) throw notFound('Product');
    return product;
  }

  async function assertBrand(input: { brand?: number | undefined }) {
    if (input.brand !== undefined) {
      const [found] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, input.brand));
      if (!found) throw fieldError('brand', 'Choose one of the listed brands.');
    }
  }

  const removeImageFiles = (images: Array<{ path: string; thumbnailPath: string }>) =>
    Promise.all(images.flatMap((image) => [storage.remove(image.path), storage.remove(image.thumbnailPath)]));

  async function insertImages(tx: Tx, productId: number, images: PreparedImage[]) {
    if (images.length === 0) return;
    await tx.insert(productImages).values(
      images.map((image) => ({
        productId,
        path: image.path,
        thumbnailPath: image.thumbnailPath,
        isMain: image.isMain,
        position: image.position,
      })),
    );
  }

  async function productResponse(productId: number): Promise<Product> {
    const rows = await selectProducts(db).where(eq(products.id, productId)).limit(1);
    const [product] = catalog.toProducts(rows);
    if (!product) throw notFound('Product');
    return product;
  }

  return {
    /**
     * The products matching the filters, newest first unless sorted otherwise: the first `INVENTORY_UNPAGED_MAX`
     * of them, or one page when `page` or `page_size` is given, with `next` when more follow. The totals always
     * cover every listed product of the wholesaler.
     */
    async list(
      wholesalerId: number,
      filters: InventoryFilters = { sort: DEFAULT_INVENTORY_SORT },
    ): Promise<InventoryResponse> {
      const own = ownListed(wholesalerId);
      const matching = inventoryMatches(wholesalerId, filters);
      const window = inventoryWindow(filters);
      const order = INVENTORY_ORDER[filters.sort];
      // The answer's products are chosen first: only they are read whole (pictures, seller, category).
      const chosen = db
        .select({ id: products.id })
        .from(products)
        .where(matching)
        .orderBy(...order)
        .limit(window.limit)
        .offset(window.offset);
      const [rows, [counted], [totals], lookup] = await Promise.all([
        selectProductListItems(db)
          .where(inArray(products.id, chosen))
          .orderBy(...order),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(products)
          .where(matching),
        db
          .select({
            products: sql<number>`count(*)::int`,
            sales: sql<number>`coalesce(sum(${products.sales}), 0)::int`,
            low: sql<number>`count(*) filter (where ${lte(products.stock, LOW_STOCK_THRESHOLD)})::int`,
          })
          .from(products)
          .where(own),
        catalog.categoriesAndBrands(),
      ]);
      const count = counted?.count ?? 0;
      return {
        products: catalog.toProductListItems(rows),
        categoires: lookup.categories,
        brands: lookup.brands,
        total_sales: totals?.sales ?? 0,
        low_stock_count: totals?.low ?? 0,
        product_count: totals?.products ?? 0,
        count,
        next: nextInventoryPath(filters, window, count),
      };
    },

    async create(wholesalerId: number, input: CreateInput): Promise<Product> {
      const context = await productSaveContext(db, wholesalerId, input.category, null);
      await assertBrand(input);
      const tax = productTaxFields(input, context, { fillDefaults: true });
      const regulated = productRegulationFields(input.drug_schedule, null, context);
      const terms = productTermsColumns(input, DEFAULT_WHOLESALE_TERMS, input.price);
      const images = await prepareProductImages(storage, `products/w${wholesalerId}`, input.images);
      try {
        const id = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(products)
            .values({
              wholesalerId,
              name: input.name,
              pricePaise: toPaise(input.price),
              stock: input.stock,
              description: sanitizeRichText(input.description),
              specifications: sanitizeRichText(input.specifications),
              richTextRules: RICH_TEXT_RULES_VERSION,
              categoryId: input.category ?? null,
              brandId: input.brand ?? null,
              sku: input.sku || null,
              productType: input.product_type,
              ...tax,
              ...regulated,
              ...terms,
            })
            .returning({ id: products.id });
          if (!created) throw new Error('insert returned no row');
          await insertImages(tx, created.id, images);
          return created.id;
        });
        return productResponse(id);
      } catch (error) {
        await removeImageFiles(images);
        if (isUniqueViolation(error)) throw skuTaken();
        throw error;
      }
    },

    async edit(wholesalerId: number, productId: number, input: EditInput): Promise<Product> {
      const existing = await ownProduct(wholesalerId, productId);
      const context = await productSaveContext(db, wholesalerId, input.category, existing.categoryId);
      await assertBrand(input);
      const tax = productTaxFields(input, context, { fillDefaults: false });
      const regulated = productRegulationFields(input.drug_schedule, existing.drugSchedule, context);
      const terms = productTermsColumns(input, toWholesaleTerms(existing), toRupees(existing.pricePaise));
      const images = input.images
        ? await prepareProductImages(storage, `products/w${wholesalerId}`, input.images)
        : null;
      const oldImages = images
        ? await db.select().from(productImages).where(eq(productImages.productId, productId))
        : [];
      try {
        await db.transaction(async (tx) => {
          // Read under the row lock, so a checkout reserving meanwhile cannot hide a crossing to low stock.
          const [before] = await tx
            .select({ stock: products.stock })
            .from(products)
            .where(eq(products.id, existing.id))
            .for('update');
          const [after] = await tx
            .update(products)
            .set({
              ...(input.name !== undefined ? { name: input.name } : {}),
              ...(input.price !== undefined ? { pricePaise: toPaise(input.price) } : {}),
              ...(input.stock !== undefined ? { stock: input.stock } : {}),
              ...(input.description !== undefined ? { description: sanitizeRichText(input.description) } : {}),
              ...(input.specifications !== undefined ? { specifications: sanitizeRichText(input.specifications) } : {}),
              // Both texts are then clean under today's rules, or one of them still is as it was.
              ...(input.description !== undefined && input.specifications !== undefined
                ? { richTextRules: RICH_TEXT_RULES_VERSION }
                : {}),
              ...(input.category !== undefined ? { categoryId: input.category } : {}),
              ...(input.brand !== undefined ? { brandId: input.brand } : {}),
              ...(input.sku !== undefined ? { sku: input.sku || null } : {}),
              ...(input.product_type !== undefined ? { productType: input.product_type } : {}),
              ...tax,
              ...regulated,
              ...terms,
              updatedAt: new Date(),
            })
            .where(eq(products.id, existing.id))
            .returning({
              id: products.id,
              wholesalerId: products.wholesalerId,
              name: products.name,
              stock: products.stock,
            });
          if (before && after) await noteStockChange(tx, after, before.stock, after.stock);
          if (images) {
            await tx.delete(productImages).where(eq(productImages.productId, productId));
            await insertImages(tx, productId, images);
          }
        });
      } catch (error) {
        await removeImageFiles(images ?? []);
        if (isUniqueViolation(error)) throw skuTaken();
        throw error;
      }
      await removeImageFiles(oldImages);
      return productResponse(productId);
    },

    /** A product that was ever ordered is archived, so order history keeps its name; others are erased. */
    async remove(wholesalerId: number, productId: number): Promise<DeleteProductResponse> {
      await ownProduct(wholesalerId, productId);
      const archive = async () => {
        await db
          .update(products)
          .set({ archivedAt: new Date(), updatedAt: new Date() })
          .where(eq(products.id, productId));
        return { id: productId, deleted: false, archived: true, detail: 'Product deleted' };
      };
      const [ordered] = await db
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(eq(orderItems.productId, productId))
        .limit(1);
      if (ordered) return archive();
      const images = await db.select().from(productImages).where(eq(productImages.productId, productId));
      try {
        await db.delete(products).where(eq(products.id, productId));
      } catch (error) {
        // An order placed in the meantime now refers to it: keep it, archived.
        if (isForeignKeyViolation(error)) return archive();
        throw error;
      }
      await removeImageFiles(images);
      return { id: productId, deleted: true, archived: false, detail: 'Product deleted' };
    },
  };
}

export type InventoryService = ReturnType<typeof createInventoryService>;
