import { sql } from 'drizzle-orm';
import type { Regulation } from '@marketplace/contract';
import { categories, products } from '../../db/schema.js';

/**
 * A product's regulation comes from its category; select these with `categories` left-joined on the
 * product's category (a product without a category is unregulated).
 */
export const regulationColumns = {
  regulation: sql<Regulation>`coalesce(${categories.regulation}, 'none')`.as('regulation'),
  drugSchedule: products.drugSchedule,
};
