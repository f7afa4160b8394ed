import { describe, expect, it } from 'vitest';
import { DELIVERY_CODE_PATTERN, deliveryEventText, deliveryMessages } from './delivery-proof.js';

describe('delivery proof texts', () => {
  it('names each proof on the timeline, and how long an automatic delivery waited', () => {
    expect(deliveryEventText('code')).toBe('Delivered: confirmed with the delivery code');
    expect(deliveryEventText('retailer')).toBe('Delivered: confirmed by the retailer');
    expect(deliveryEventText('seller')).toBe('Delivered: marked by the seller');
    expect(deliveryEventText('timeout', 14)).toBe('Delivered automatically 14 days after shipping');
    expect(deliveryEventText('timeout', 1)).toBe('Delivered automatically 1 day after shipping');
    // Shortened durations (tests, a demo) and orders with no shipping time say no number.
    expect(deliveryEventText('timeout', 0)).toBe('Delivered automatically after shipping');
    expect(deliveryEventText('timeout', null)).toBe('Delivered automatically after shipping');
  });

  it('takes exactly six digits as a code', () => {
    expect(DELIVERY_CODE_PATTERN.test('048213')).toBe(true);
    for (const code of ['48213', '0482133', '04821a', ' 048213']) expect(DELIVERY_CODE_PATTERN.test(code)).toBe(false);
  });

  it('says how long the lock lasts', () => {
    expect(deliveryMessages.codeLocked(15)).toContain('for the next 15 minutes');
    expect(deliveryMessages.codeLocked(1)).toContain('for the next minute');
  });
});
