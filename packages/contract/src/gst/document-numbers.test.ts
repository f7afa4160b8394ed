import { describe, expect, it } from 'vitest';
import {
  creditNoteNumber,
  defaultInvoicePrefix,
  DOCUMENT_NUMBER_PATTERN,
  INVOICE_PREFIX_MESSAGE,
  invoiceNumber,
  invoicePrefix,
} from './document-numbers.js';
import { issueMessages } from './issue-messages.js';

describe('invoice and credit-note numbers', () => {
  it('join the series, the financial year and a six-digit sequence', () => {
    expect(invoiceNumber('SHTC', '2627', 123)).toBe('SHTC/2627/000123');
    expect(creditNoteNumber('2627', 1)).toBe('CN/2627/000001');
  });

  it('fit the 16 characters GST allows with the longest prefix and the last sequence', () => {
    const longest = invoiceNumber('ABCD', '2627', 999999);
    expect(longest).toBe('ABCD/2627/999999');
    expect(longest).toHaveLength(16);
    expect(longest).toMatch(DOCUMENT_NUMBER_PATTERN);
  });

  it('refuse a sequence beyond 999999, below 1 or with a fraction', () => {
    expect(() => invoiceNumber('STC', '2627', 1_000_000)).toThrow(RangeError);
    expect(() => creditNoteNumber('2627', 0)).toThrow(RangeError);
    expect(() => creditNoteNumber('2627', 1.5)).toThrow(RangeError);
  });

  it('refuse a prefix that would break the GST format', () => {
    expect(() => invoiceNumber('0AB', '2627', 1)).toThrow(RangeError);
    expect(() => invoiceNumber('ABCDEFG', '2627', 1)).toThrow(RangeError);
    expect(() => invoiceNumber('A B', '2627', 1)).toThrow(RangeError);
  });
});

describe('document number pattern', () => {
  it('allows letters, digits, hyphen and slash, starting with a letter or 1 to 9', () => {
    expect('INV-26/1').toMatch(DOCUMENT_NUMBER_PATTERN);
    expect('12345').toMatch(DOCUMENT_NUMBER_PATTERN);
    expect('0123').not.toMatch(DOCUMENT_NUMBER_PATTERN);
    expect('/INV').not.toMatch(DOCUMENT_NUMBER_PATTERN);
    expect('INV 1').not.toMatch(DOCUMENT_NUMBER_PATTERN);
    expect('INV_1').not.toMatch(DOCUMENT_NUMBER_PATTERN);
    expect('A'.repeat(17)).not.toMatch(DOCUMENT_NUMBER_PATTERN);
    expect('').not.toMatch(DOCUMENT_NUMBER_PATTERN);
  });
});

describe('invoice prefix a wholesaler chooses', () => {
  it('takes 1 to 4 letters or digits and keeps them in capitals', () => {
    expect(invoicePrefix.parse('shtc')).toBe('SHTC');
    expect(invoicePrefix.parse(' a1 ')).toBe('A1');
    expect(invoicePrefix.parse('9')).toBe('9');
  });

  it('refuses anything longer, empty, with symbols or starting with 0', () => {
    for (const input of ['', 'ABCDE', 'A-B', '0AB', 'ÄB', 12]) {
      expect(issueMessages(invoicePrefix, input)).toEqual([INVOICE_PREFIX_MESSAGE]);
    }
  });
});

describe('invoice prefix suggested from the company name', () => {
  it('uses the initials of the words, up to four', () => {
    expect(defaultInvoicePrefix('Shah Trading Company')).toBe('STC');
    expect(defaultInvoicePrefix('Lakshmi Home Essentials Pvt Ltd')).toBe('LHEP');
    expect(defaultInvoicePrefix('  shah  &  sons ')).toBe('SS');
  });

  it('uses the first letters of a one-word name', () => {
    expect(defaultInvoicePrefix('Reliance')).toBe('RELI');
    expect(defaultInvoicePrefix('A1')).toBe('A1');
  });

  it('never starts with 0', () => {
    expect(defaultInvoicePrefix('007 Traders')).toBe('7T');
    expect(defaultInvoicePrefix('0 Traders')).toBe('TRAD');
  });

  it('falls back to INV when the name has no letters or digits to use', () => {
    expect(defaultInvoicePrefix('&&& ***')).toBe('INV');
    expect(defaultInvoicePrefix('')).toBe('INV');
    expect(defaultInvoicePrefix('000')).toBe('INV');
  });

  it('always suggests a prefix the form accepts', () => {
    for (const name of ['Shah Trading Company', 'Reliance', '007 Traders', '&&&', 'x', 'मेरी दुकान']) {
      expect(issueMessages(invoicePrefix, defaultInvoicePrefix(name))).toEqual([]);
    }
  });
});
