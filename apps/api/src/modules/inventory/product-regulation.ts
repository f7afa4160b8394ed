import { eq } from 'drizzle-orm';
import { needsForm21, regulationMessages, type DrugSchedule } from '@marketplace/contract';
import type { Database } from '../../db/client.js';
import { categories, wholesalerProfiles, type products } from '../../db/schema.js';
import { fieldError } from '../../errors/app-error.js';

interface RegulationInput {
  category?: number | undefined;
  drug_schedule?: DrugSchedule | undefined;
}

type StoredProduct = Pick<typeof products.$inferSelect, 'categoryId' | 'drugSchedule'>;

/**
 * The drug schedule to store, once the product as saved is checked: only medicines have a schedule, and a
 * medicine or food product needs the seller's matching licence (20B, 21B for Schedule C and C1, FSSAI).
 */
export async function productRegulationFields(
  db: Database,
  wholesalerId: number,
  input: RegulationInput,
  existing: StoredProduct | null,
): Promise<{ drugSchedule: DrugSchedule }> {
  const categoryId = input.category ?? existing?.categoryId ?? null;
  const [category] = categoryId
    ? await db.select({ regulation: categories.regulation }).from(categories).where(eq(categories.id, categoryId))
    : [];
  const regulation = category?.regulation ?? 'none';
  let drugSchedule = input.drug_schedule ?? existing?.drugSchedule ?? 'none';
  if (regulation !== 'drug' && drugSchedule !== 'none') {
    if (input.drug_schedule !== undefined) throw fieldError('drug_schedule', regulationMessages.scheduleOnlyForDrugs);
    drugSchedule = 'none';
  }
  if (regulation === 'none') return { drugSchedule };

  const [seller] = await db
    .select({
      drugLicence20b: wholesalerProfiles.drugLicence20b,
      drugLicence21b: wholesalerProfiles.drugLicence21b,
      fssaiLicence: wholesalerProfiles.fssaiLicence,
    })
    .from(wholesalerProfiles)
    .where(eq(wholesalerProfiles.userId, wholesalerId));
  if (regulation === 'food' && !seller?.fssaiLicence) throw fieldError('category', regulationMessages.sellerNeedsFssai);
  if (regulation === 'drug') {
    if (!seller?.drugLicence20b) throw fieldError('category', regulationMessages.sellerNeeds20B);
    if (needsForm21(drugSchedule) && !seller.drugLicence21b)
      throw fieldError('drug_schedule', regulationMessages.sellerNeeds21B);
  }
  return { drugSchedule };
}
