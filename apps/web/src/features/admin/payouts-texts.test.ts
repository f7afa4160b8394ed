import { describe, expect, it } from 'vitest';
import { payoutRunSummary } from '@marketplace/contract';
import { payoutsFilterOf, previousIndiaMonth } from './payouts-texts';

describe('the month the returns are downloaded for', () => {
  it('is the month before this one', () => {
    expect(previousIndiaMonth(new Date('2026-12-07T12:00:00Z'))).toBe('2026-11');
    expect(previousIndiaMonth(new Date('2026-11-15T12:00:00Z'))).toBe('2026-10');
  });

  it('in January is December of the year before', () => {
    expect(previousIndiaMonth(new Date('2027-01-05T06:00:00Z'))).toBe('2026-12');
  });

  it("follows India's calendar, not the browser's: 1 December in India is still 30 November in UTC", () => {
    // 30 November 2026, 19:00 UTC is 1 December 2026, 00:30 in India.
    expect(previousIndiaMonth(new Date('2026-11-30T19:00:00Z'))).toBe('2026-11');
    // 31 December 2026, 18:29 UTC is still 31 December (23:59) in India.
    expect(previousIndiaMonth(new Date('2026-12-31T18:29:00Z'))).toBe('2026-11');
    expect(previousIndiaMonth(new Date('2026-12-31T18:30:00Z'))).toBe('2026-12');
  });
});

describe('the line that says what a payout run did', () => {
  it('counts the payouts and sums them in rupees, Indian style', () => {
    expect(payoutRunSummary({ created: 2, amount: 1234.5 })).toBe('2 payouts created, Rs. 1,234.50');
    expect(payoutRunSummary({ created: 1, amount: 123456 })).toBe('1 payout created, Rs. 1,23,456.00');
  });

  it('says so when no seller is due a payout', () => {
    expect(payoutRunSummary({ created: 0, amount: 0 })).toBe('No seller is due a payout.');
  });
});

describe("the list's status filter in the address", () => {
  it('reads a known status, and pending otherwise', () => {
    expect(payoutsFilterOf('paid')).toBe('paid');
    expect(payoutsFilterOf('all')).toBe('all');
    expect(payoutsFilterOf(null)).toBe('pending');
    expect(payoutsFilterOf('everything')).toBe('pending');
  });
});
