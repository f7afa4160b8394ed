import { describe, expect, it } from 'vitest';
import { indiaMonth } from '@marketplace/contract';
import { formatLedgerMonth, ledgerMonthParam, ledgerPageCount, ledgerPageParam } from './ledger-month';

describe('the statement month', () => {
  it("is India's month, which begins five and a half hours before UTC's", () => {
    // 31 Dec 2026 19:00 UTC is already 1 Jan 2027 00:30 in India.
    expect(indiaMonth(new Date('2026-12-31T19:00:00Z'))).toBe('2027-01');
    expect(indiaMonth(new Date('2026-12-31T18:29:59Z'))).toBe('2026-12');
    expect(indiaMonth(new Date('2026-03-05T10:00:00Z'))).toBe('2026-03');
  });

  it('comes from ?month= when it is a YYYY-MM month, else is this month in India', () => {
    const now = new Date('2026-12-08T04:00:00Z');
    expect(ledgerMonthParam('2026-11', now)).toBe('2026-11');
    expect(ledgerMonthParam(null, now)).toBe('2026-12');
    expect(ledgerMonthParam('', now)).toBe('2026-12');
    expect(ledgerMonthParam('2026-13', now)).toBe('2026-12');
    expect(ledgerMonthParam('Nov 2026', now)).toBe('2026-12');
  });

  it('is named in words', () => {
    expect(formatLedgerMonth('2026-12')).toBe('December 2026');
    expect(formatLedgerMonth('2027-01')).toBe('January 2027');
  });
});

describe('the statement pages', () => {
  it('reads ?page= as a page number of 1 or more', () => {
    expect(ledgerPageParam('3')).toBe(3);
    expect(ledgerPageParam(null)).toBe(1);
    expect(ledgerPageParam('0')).toBe(1);
    expect(ledgerPageParam('2.5')).toBe(1);
    expect(ledgerPageParam('x')).toBe(1);
  });

  it('counts the pages the lines fill, one at least', () => {
    expect(ledgerPageCount(0, 50)).toBe(1);
    expect(ledgerPageCount(50, 50)).toBe(1);
    expect(ledgerPageCount(51, 50)).toBe(2);
  });
});
