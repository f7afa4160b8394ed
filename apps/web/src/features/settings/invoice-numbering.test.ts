import { describe, expect, it } from 'vitest';
import { firstInvoiceNumber } from './invoice-numbering';

const november2026 = new Date('2026-11-24T06:00:00.000Z');

describe('invoice number example', () => {
  it("shows the first invoice of this financial year with the wholesaler's prefix", () => {
    expect(firstInvoiceNumber('STC', november2026)).toBe('STC/2627/000001');
  });

  it('shows a lower-case prefix in capitals, as it will be saved', () => {
    expect(firstInvoiceNumber('shtc', november2026)).toBe('SHTC/2627/000001');
  });

  it('moves to the next financial year on 1 April, India time', () => {
    expect(firstInvoiceNumber('STC', new Date('2027-03-31T18:30:00.000Z'))).toBe('STC/2728/000001');
  });

  it('shows PREFIX while the field is empty or holds something that is not a prefix', () => {
    expect(firstInvoiceNumber('', november2026)).toBe('PREFIX/2627/000001');
    expect(firstInvoiceNumber('0AB', november2026)).toBe('PREFIX/2627/000001');
    expect(firstInvoiceNumber('TOOLONG', november2026)).toBe('PREFIX/2627/000001');
  });
});
