import { describe, expect, it } from 'vitest';
import { documentFileName, offersOrderPrint } from './order-documents';

describe('tax document files', () => {
  it('names the file after the document number, slashes made hyphens', () => {
    expect(documentFileName('invoice', 'STC/2627/000123')).toBe('invoice-STC-2627-000123.pdf');
    expect(documentFileName('credit-note', 'CN/2627/000001')).toBe('credit-note-CN-2627-000001.pdf');
  });
});

describe('printing the order page', () => {
  const invoice = { number: 'STC/2627/000123', date: '2026-11-24' };

  it('is offered for paid orders', () => {
    expect(offersOrderPrint({ order_status: 'confirmed', invoice: null })).toBe(true);
    expect(offersOrderPrint({ order_status: 'shipped', invoice })).toBe(true);
    expect(offersOrderPrint({ order_status: 'delivered', invoice })).toBe(true);
  });

  it('is not offered while the order waits for its payment', () => {
    expect(offersOrderPrint({ order_status: 'pending', invoice: null })).toBe(false);
  });

  it('is offered for a canceled order only if it was invoiced', () => {
    expect(offersOrderPrint({ order_status: 'canceled', invoice: null })).toBe(false);
    expect(offersOrderPrint({ order_status: 'canceled', invoice })).toBe(true);
  });
});
