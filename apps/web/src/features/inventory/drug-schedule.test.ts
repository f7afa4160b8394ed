import { describe, expect, it } from 'vitest';
import { DRUG_SCHEDULES } from '@marketplace/contract';
import { drugScheduleOptions, isDrugCategory, withDrugSchedule } from './drug-schedule';

const categories = [
  { id: 1, regulation: 'none' as const },
  { id: 4, regulation: 'drug' as const },
  { id: 6, regulation: 'food' as const },
];

describe('drug schedule on the product forms', () => {
  it('offers None, H, H1, C and C1, and never X', () => {
    expect(drugScheduleOptions.map((option) => option.label)).toEqual(['None', 'H', 'H1', 'C', 'C1']);
    expect(drugScheduleOptions.map((option) => option.value)).toEqual([...DRUG_SCHEDULES]);
  });

  it('belongs to products of a medicine category only', () => {
    expect(isDrugCategory(categories, 4)).toBe(true);
    expect(isDrugCategory(categories, 6)).toBe(false);
    expect(isDrugCategory(categories, undefined)).toBe(false);
  });

  it('is sent with a medicine and left out for other goods', () => {
    expect(withDrugSchedule({ name: 'Azithromycin 500', category: 4, drug_schedule: 'H1' }, categories)).toEqual({
      name: 'Azithromycin 500',
      category: 4,
      drug_schedule: 'H1',
    });
    expect(withDrugSchedule({ name: 'Rice', category: 6, drug_schedule: 'H1' }, categories)).toEqual({
      name: 'Rice',
      category: 6,
      drug_schedule: undefined,
    });
  });
});
