import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './constants.js';
import { movesForward, orderStatusChoices, refusedStatusMoveMessage } from './order-status-moves.js';

describe('order statuses move forward only', () => {
  it('lets a confirmed order ship, be delivered or be canceled, and a shipped one be delivered or canceled', () => {
    const allowed = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((to) => movesForward(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      'confirmed→shipped',
      'confirmed→delivered',
      'confirmed→canceled',
      'shipped→delivered',
      'shipped→canceled',
    ]);
  });

  it('offers the current status and those ahead of it, nothing for pending or canceled', () => {
    expect(orderStatusChoices('confirmed')).toEqual(['confirmed', 'shipped', 'delivered', 'canceled']);
    expect(orderStatusChoices('shipped')).toEqual(['shipped', 'delivered', 'canceled']);
    expect(orderStatusChoices('delivered')).toEqual(['delivered']);
    expect(orderStatusChoices('canceled')).toEqual([]);
    expect(orderStatusChoices('pending')).toEqual([]);
  });

  it('refuses in the words of the issue', () => {
    expect(refusedStatusMoveMessage('delivered', 'confirmed')).toBe(
      'An order cannot go from delivered back to confirmed.',
    );
  });
});
