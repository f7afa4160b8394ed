import { describe, expect, it } from 'vitest';
import { REFUND_STATUSES } from '@marketplace/contract';
import { refundBadgeVariant, refundListLabel, refundStatusLabel } from './refund-status';

describe('refund status', () => {
  it('reads Pending, Processed or Failed on the order', () => {
    expect(REFUND_STATUSES.map(refundStatusLabel)).toEqual(['Pending', 'Processed', 'Failed']);
  });

  it('says Refunded, Refund pending or Refund failed in the order history', () => {
    expect(refundListLabel('processed')).toBe('Refunded');
    expect(refundListLabel('pending')).toBe('Refund pending');
    expect(refundListLabel('failed')).toBe('Refund failed');
  });

  it('shows a processed refund green and a failed one red', () => {
    expect(refundBadgeVariant('processed')).toBe('success');
    expect(refundBadgeVariant('failed')).toBe('danger');
    expect(refundBadgeVariant('pending')).toBe('warning');
  });
});
