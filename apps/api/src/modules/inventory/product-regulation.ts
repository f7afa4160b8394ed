import { needsForm21, regulationMessages, type DrugSchedule } from '@marketplace/contract';
import { fieldError } from '../../errors/app-error.js';
import type { ProductSaveContext } from './product-save-context.js';

/**
 * The drug schedule to store, once the product as saved is checked: only medicines have a schedule, and a
 * medicine or food product needs the seller's matching licence (20B, 21B for Schedule C and C1, FSSAI).
 */
export function productRegulationFields(
  sentSchedule: DrugSchedule | undefined,
  storedSchedule: DrugSchedule | null,
  { category, seller }: ProductSaveContext,
): { drugSchedule: DrugSchedule } {
  const regulation = category?.regulation ?? 'none';
  let drugSchedule = sentSchedule ?? storedSchedule ?? 'none';
  if (regulation !== 'drug' && drugSchedule !== 'none') {
    if (sentSchedule !== undefined) throw fieldError('drug_schedule', regulationMessages.scheduleOnlyForDrugs);
    drugSchedule = 'none';
  }
  if (regulation === 'food' && !seller?.fssaiLicence) throw fieldError('category', regulationMessages.sellerNeedsFssai);
  if (regulation === 'drug') {
    if (!seller?.drugLicence20b) throw fieldError('category', regulationMessages.sellerNeeds20B);
    if (needsForm21(drugSchedule) && !seller.drugLicence21b)
      throw fieldError('drug_schedule', regulationMessages.sellerNeeds21B);
  }
  return { drugSchedule };
}
