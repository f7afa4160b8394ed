import { describe, expect, it } from 'vitest';
import { financialYearOf, indiaDate } from './financial-year.js';

const at = (iso: string) => new Date(iso);

describe('financial year in India', () => {
  it('runs from 1 April to 31 March', () => {
    expect(financialYearOf(at('2026-04-01T00:00:00+05:30'))).toEqual({ startYear: 2026, label: '2627' });
    expect(financialYearOf(at('2027-03-31T12:00:00+05:30'))).toEqual({ startYear: 2026, label: '2627' });
  });

  it('turns over at midnight in India, not in UTC', () => {
    expect(financialYearOf(at('2027-03-31T18:29:59Z')).label).toBe('2627');
    expect(financialYearOf(at('2027-03-31T18:30:00Z')).label).toBe('2728');
  });

  it('writes the turn of the century with two digits each', () => {
    expect(financialYearOf(at('2099-06-01T00:00:00Z')).label).toBe('9900');
    expect(financialYearOf(at('2100-01-01T00:00:00Z')).label).toBe('9900');
  });
});

describe('date in India', () => {
  it('is the calendar day in India of the instant', () => {
    expect(indiaDate(at('2027-03-31T18:29:59Z'))).toBe('2027-03-31');
    expect(indiaDate(at('2027-03-31T18:30:00Z'))).toBe('2027-04-01');
    expect(indiaDate(at('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });
});
