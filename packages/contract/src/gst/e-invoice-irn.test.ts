import { describe, expect, it } from 'vitest';
import { eInvoiceMessages, eInvoiceReportBy, parseAckDate, recordIrnRequest } from './e-invoice-irn.js';

describe('the Ack Date of the portal’s answer', () => {
  it('reads the portal’s own form as India’s time', () => {
    expect(parseAckDate('2026-11-24 14:05:00')?.toISOString()).toBe('2026-11-24T08:35:00.000Z');
    expect(parseAckDate(' 2026-11-24 14:05 ')?.toISOString()).toBe('2026-11-24T08:35:00.000Z');
  });

  it('reads an ISO date-time with its offset, and without one as India’s time', () => {
    expect(parseAckDate('2026-11-24T08:35:00.000Z')?.toISOString()).toBe('2026-11-24T08:35:00.000Z');
    expect(parseAckDate('2026-11-24T14:05:00+0530')?.toISOString()).toBe('2026-11-24T08:35:00.000Z');
    expect(parseAckDate('2026-11-24T14:05:00')?.toISOString()).toBe('2026-11-24T08:35:00.000Z');
  });

  it.each(['', '24/11/2026 14:05:00', '2026-02-30 10:00:00', '2026-11-24 24:00:00', '2026-11-24', 'tomorrow'])(
    'refuses "%s"',
    (text) => expect(parseAckDate(text)).toBeNull(),
  );
});

describe('recording the portal’s answer', () => {
  const answer = {
    irn: '706DAECCDA0EF6F818DA78F3A2A05A1288731057373002289B46C3229289A2E7',
    ack_no: 232210036743849,
    ack_date: '2026-11-24 14:05:00',
    signed_qr: 'eyJhbGciOiJSUzI1NiJ9.eyJkYXRhIjoie319.c2lnbmF0dXJl',
  };

  it('keeps the IRN in small letters, the Ack No. as digits and the Ack Date as an instant; invoice by default', () => {
    expect(recordIrnRequest.parse(answer)).toEqual({
      document: 'invoice',
      irn: answer.irn.toLowerCase(),
      ack_no: '232210036743849',
      ack_date: '2026-11-24T08:35:00.000Z',
      signed_qr: answer.signed_qr,
    });
  });

  it('refuses a signed QR code a QR code cannot hold, or one with spaces', () => {
    const messages = (signed_qr: string) =>
      recordIrnRequest.safeParse({ ...answer, signed_qr }).error?.issues.map((issue) => issue.message);
    expect(messages('a'.repeat(2953))).toBeUndefined();
    expect(messages('a'.repeat(2954))).toEqual([eInvoiceMessages.signedQrTooLong]);
    expect(messages('eyJ abc')).toEqual([eInvoiceMessages.signedQrCharacters]);
  });
});

describe('the last day to report', () => {
  it('is 30 days after the document’s date, across months and years', () => {
    expect(eInvoiceReportBy('2026-04-01')).toBe('2026-05-01');
    expect(eInvoiceReportBy('2026-12-15')).toBe('2027-01-14');
    expect(eInvoiceReportBy('2028-02-10')).toBe('2028-03-11');
  });
});
