import { describe, expect, it } from 'vitest';
import {
  licenceStatusOn,
  purchaseRefusal,
  regulationMessages,
  shelfLifeProblem,
  type RetailerDrugLicence,
} from './rules.js';

const today = '2026-11-24';
const licence: RetailerDrugLicence = {
  form20: 'MH-PZ1-20-154321',
  form21: null,
  validTo: today,
  pin: '411030',
  status: 'approved',
};
const paracetamol = { name: 'Paracetamol', regulation: 'drug' as const, drugSchedule: 'none' as const };

describe('licenceStatusOn', () => {
  it('keeps a licence valid through its last day and expires it the day after', () => {
    expect(licenceStatusOn(licence, today)).toBe('approved');
    expect(licenceStatusOn(licence, '2026-11-25')).toBe('expired');
  });
  it('leaves licences under review as they are', () => {
    expect(licenceStatusOn({ status: 'pending', validTo: '2020-01-01' }, today)).toBe('pending');
  });
});

describe('purchaseRefusal', () => {
  it('lets an approved Form 20 licence buy unscheduled drugs', () => {
    expect(purchaseRefusal(paracetamol, licence, today)).toBeNull();
  });

  it.each<[string, RetailerDrugLicence | null]>([
    ['no licence', null],
    ['a pending licence', { ...licence, status: 'pending' }],
    ['a rejected licence', { ...licence, status: 'rejected' }],
    ['an expired licence', { ...licence, validTo: '2026-11-23' }],
    ['only Form 21', { ...licence, form20: null, form21: 'MH-PZ1-21-1' }],
  ])('refuses a drug to a retailer with %s', (_, held) => {
    expect(purchaseRefusal(paracetamol, held, today)).toBe(regulationMessages.needsForm20('Paracetamol'));
  });

  it('asks for Form 21 for Schedule C and C1', () => {
    const insulin = { name: 'Insulin', regulation: 'drug' as const, drugSchedule: 'C' as const };
    expect(purchaseRefusal(insulin, licence, today)).toBe(regulationMessages.needsForm21('Insulin'));
    expect(purchaseRefusal(insulin, { ...licence, form21: 'MH-PZ1-21-1' }, today)).toBeNull();
  });

  it('leaves food and other goods open to everyone', () => {
    expect(purchaseRefusal({ name: 'Biscuits', regulation: 'food', drugSchedule: 'none' }, null, today)).toBeNull();
  });
});

describe('shelfLifeProblem', () => {
  it('needs 90 days left on a medicine and an unexpired date on food', () => {
    expect(shelfLifeProblem(paracetamol, '2027-02-22', today)).toBeNull();
    expect(shelfLifeProblem(paracetamol, '2027-02-21', today)).toBe(
      regulationMessages.drugShelfLife('Paracetamol', '2027-02-21'),
    );
    expect(shelfLifeProblem({ name: 'Biscuits', regulation: 'food' }, today, today)).toBeNull();
    expect(shelfLifeProblem({ name: 'Biscuits', regulation: 'food' }, '2026-11-23', today)).not.toBeNull();
  });
});
