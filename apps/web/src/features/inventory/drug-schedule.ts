import { DRUG_SCHEDULES, type Category } from '@marketplace/contract';

export const drugScheduleTexts = {
  label: 'Drug schedule',
  placeholder: 'Choose a schedule',
  hint: 'Schedule C and C1 drugs need your Form 21B licence; Schedule X drugs are not sold here.',
} as const;

export const drugScheduleOptions = DRUG_SCHEDULES.map((value) => ({
  value,
  label: value === 'none' ? 'None' : value,
}));

/** Whether the chosen category holds medicines, whose products carry a drug schedule. */
export const isDrugCategory = (categories: readonly Pick<Category, 'id' | 'regulation'>[], categoryId: unknown) =>
  categories.some((category) => category.id === categoryId && category.regulation === 'drug');

/**
 * The product as sent: a schedule only travels with a medicine category's product, so a schedule picked
 * before the category changed to another one is not sent with it.
 */
export function withDrugSchedule<T extends { category?: unknown; drug_schedule?: unknown }>(
  values: T,
  categories: readonly Pick<Category, 'id' | 'regulation'>[],
): T {
  return isDrugCategory(categories, values.category) ? values : { ...values, drug_schedule: undefined };
}
