import { describe, expect, it } from 'vitest';
import { parseOrderId } from './parse-order-id';

describe('order id in the address', () => {
  it('reads a positive whole number', () => {
    expect(parseOrderId('42')).toBe(42);
  });

  it('refuses anything else, so no request is sent for it', () => {
    for (const value of [undefined, '', '0', '-3', '4.5', 'abc', '12abc', '99999999999']) {
      expect(parseOrderId(value)).toBeNull();
    }
  });
});
