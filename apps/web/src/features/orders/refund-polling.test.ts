import { describe, expect, it } from 'vitest';
import { REFUND_POLL_MS, refundPollInterval } from './refund-polling';

describe('waiting for a refund', () => {
  const requestedAt = '2026-11-24T10:00:00.000Z';
  const secondsLater = (seconds: number) => Date.parse(requestedAt) + seconds * 1000;

  it('asks again every few seconds while a fresh refund is pending', () => {
    expect(refundPollInterval({ status: 'pending', created_at: requestedAt }, secondsLater(3))).toBe(REFUND_POLL_MS);
  });

  it('stops asking once the refund is settled', () => {
    expect(refundPollInterval({ status: 'processed', created_at: requestedAt }, secondsLater(3))).toBe(false);
    expect(refundPollInterval({ status: 'failed', created_at: requestedAt }, secondsLater(3))).toBe(false);
  });

  it('leaves an old pending refund for the next visit', () => {
    expect(refundPollInterval({ status: 'pending', created_at: requestedAt }, secondsLater(600))).toBe(false);
  });

  it('does nothing for an order without a refund', () => {
    expect(refundPollInterval(null)).toBe(false);
  });
});
