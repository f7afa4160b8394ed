import { describe, expect, it } from 'vitest';
import { PENDING_ORDER_NOTICE, statusBadgeText, statusBadgeVariant, statusLabel } from './order-status';

describe('order status badge', () => {
  it('gives each status its colour: pending grey, confirmed blue, shipped yellow, delivered green, canceled red', () => {
    expect(statusBadgeVariant('pending')).toBe('neutral');
    expect(statusBadgeVariant('confirmed')).toBe('info');
    expect(statusBadgeVariant('shipped')).toBe('warning');
    expect(statusBadgeVariant('delivered')).toBe('success');
    expect(statusBadgeVariant('canceled')).toBe('danger');
  });

  it('shows a status it does not know in grey', () => {
    expect(statusBadgeVariant('returned')).toBe('neutral');
  });

  it('reads "status - description" for the buyer', () => {
    expect(statusBadgeText('shipped', 'Dispatched with BlueDart')).toBe('shipped - Dispatched with BlueDart');
  });

  it('reads just the status when there is no description', () => {
    expect(statusBadgeText('confirmed', '')).toBe('confirmed');
    expect(statusBadgeText('confirmed', '   ')).toBe('confirmed');
    expect(statusBadgeText('confirmed', null)).toBe('confirmed');
  });

  it('tells the buyer of a pending order to wait, in the words of the spec', () => {
    expect(PENDING_ORDER_NOTICE).toBe('Please wait for confirmation. (Payment Failed)');
  });

  it('capitalises a status for menus', () => {
    expect(statusLabel('delivered')).toBe('Delivered');
  });
});
