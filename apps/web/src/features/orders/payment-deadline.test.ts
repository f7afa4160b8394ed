import { describe, expect, it } from 'vitest';
import { minutesText, unpaidState } from './payment-deadline';

const now = Date.parse('2026-11-24T10:00:00.000Z');
const order = (changes: Partial<Parameters<typeof unpaidState>[0]>) => ({
  order_status: 'pending' as const,
  payment_status: 'failed' as const,
  pay_until: '2026-11-24T10:23:30.000Z',
  ...changes,
});

describe('unpaid orders', () => {
  it('are payable with the minutes left rounded up while the checkout holds', () => {
    expect(unpaidState(order({}), now)).toEqual({ kind: 'payable', minutesLeft: 24 });
    expect(unpaidState(order({ payment_status: 'created', pay_until: '2026-11-24T10:00:01.000Z' }), now)).toEqual({
      kind: 'payable',
      minutesLeft: 1,
    });
  });

  it('read as expired once the time is up, even before the server has canceled them', () => {
    expect(unpaidState(order({ pay_until: '2026-11-24T10:00:00.000Z' }), now)).toEqual({ kind: 'expired' });
    expect(unpaidState(order({ order_status: 'canceled', payment_status: 'expired', pay_until: null }), now)).toEqual({
      kind: 'expired',
    });
  });

  it('are settled once paid, whatever happened to them later', () => {
    expect(unpaidState(order({ order_status: 'confirmed', payment_status: 'paid', pay_until: null }), now)).toBeNull();
    expect(unpaidState(order({ order_status: 'canceled', payment_status: 'paid', pay_until: null }), now)).toBeNull();
  });

  it('say minutes in the singular and plural', () => {
    expect(minutesText(1)).toBe('1 minute');
    expect(minutesText(12)).toBe('12 minutes');
  });
});
