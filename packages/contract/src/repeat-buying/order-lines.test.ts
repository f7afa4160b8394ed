import { describe, expect, it } from 'vitest';
import {
  orderLineQuantity,
  parseOrderLines,
  quickOrderMessages,
  readOrderLinesFile,
  skuKey,
  QUICK_ORDER_MAX_FILE_BYTES,
} from './order-lines.js';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('reading quick-order lines', () => {
  it('reads comma and tab separated lines, trimming cells and skipping blank lines', () => {
    const parsed = parseOrderLines('sku,quantity\n BIS-24 , 48\n\n  \nTEA-1\t12\n', { header: 'required' });
    expect(parsed).toEqual({
      ok: true,
      lines: [
        { sku: 'BIS-24', quantity: '48' },
        { sku: 'TEA-1', quantity: '12' },
      ],
    });
  });

  it('drops a byte order mark and handles Windows line endings', () => {
    const parsed = parseOrderLines('\uFEFFSKU,Quantity\r\nA-1,5\r\nB-2,10\r\n', { header: 'required' });
    expect(parsed).toEqual({
      ok: true,
      lines: [
        { sku: 'A-1', quantity: '5' },
        { sku: 'B-2', quantity: '10' },
      ],
    });
  });

  it('requires the header in a file but not in pasted lines', () => {
    expect(parseOrderLines('A-1,5', { header: 'required' })).toEqual({ ok: false, error: quickOrderMessages.header });
    expect(parseOrderLines('product,qty\nA-1,5', { header: 'required' })).toEqual({
      ok: false,
      error: quickOrderMessages.header,
    });
    expect(parseOrderLines('A-1\t5', { header: 'optional' })).toEqual({
      ok: true,
      lines: [{ sku: 'A-1', quantity: '5' }],
    });
    expect(parseOrderLines('sku\tquantity\nA-1\t5', { header: 'optional' })).toEqual({
      ok: true,
      lines: [{ sku: 'A-1', quantity: '5' }],
    });
  });

  it('keeps a line with a missing quantity, and takes spreadsheet quotes off', () => {
    expect(parseOrderLines('"A-1","7"\nB-2', { header: 'optional' })).toEqual({
      ok: true,
      lines: [
        { sku: 'A-1', quantity: '7' },
        { sku: 'B-2', quantity: '' },
      ],
    });
  });

  it('refuses more than 500 lines, counting neither the header nor blank lines', () => {
    const lines = (count: number) => Array.from({ length: count }, (_, index) => `S-${index},1`).join('\n');
    const fits = parseOrderLines(`sku,quantity\n${lines(500)}\n\n`, { header: 'required' });
    expect(fits.ok && fits.lines.length).toBe(500);
    expect(parseOrderLines(`sku,quantity\n${lines(501)}`, { header: 'required' })).toEqual({
      ok: false,
      error: quickOrderMessages.tooManyLines(501),
    });
  });
});

describe('reading a quick-order file', () => {
  it('reads UTF-8 CSV text', () => {
    expect(readOrderLinesFile(bytes('\uFEFFsku,quantity\r\nA-1,5\r\n'))).toEqual({
      ok: true,
      lines: [{ sku: 'A-1', quantity: '5' }],
    });
  });

  it('refuses binary content: NUL bytes or bytes that are not UTF-8', () => {
    expect(readOrderLinesFile(new Uint8Array([0x73, 0x6b, 0x75, 0x00, 0x2c]))).toEqual({
      ok: false,
      error: quickOrderMessages.notText,
    });
    expect(readOrderLinesFile(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe]))).toEqual({
      ok: false,
      error: quickOrderMessages.notText,
    });
  });

  it('refuses a file over 1 MB and one with no lines', () => {
    const large = bytes(`sku,quantity\n${'A,1\n'.repeat(QUICK_ORDER_MAX_FILE_BYTES / 4)}`);
    expect(readOrderLinesFile(large)).toEqual({ ok: false, error: quickOrderMessages.tooLarge });
    expect(readOrderLinesFile(bytes('sku,quantity\r\n\r\n'))).toEqual({ ok: false, error: quickOrderMessages.noLines });
  });
});

describe('a line quantity', () => {
  it('is a whole number from 1', () => {
    expect(orderLineQuantity(' 48 ')).toEqual({ quantity: 48 });
    expect(orderLineQuantity(12)).toEqual({ quantity: 12 });
    for (const bad of ['', '0', '-3', '2.5', 'ten', '1e3', 2.5, -1])
      expect(orderLineQuantity(bad)).toEqual({ problem: quickOrderMessages.quantity });
    expect(orderLineQuantity('100001')).toEqual({ problem: quickOrderMessages.quantityTooLarge });
  });
});

describe('SKU matching', () => {
  it('ignores case and surrounding spaces', () => {
    expect(skuKey('  bis-24 ')).toBe(skuKey('BIS-24'));
  });
});
