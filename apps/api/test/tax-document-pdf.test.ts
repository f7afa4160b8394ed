import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import type { TaxInvoice } from '@marketplace/contract';
import { renderCreditNotePdf, renderTaxInvoicePdf } from '../src/documents/tax-document-pdf.js';
import {
  LONG_DESCRIPTION,
  cookerCreditNote,
  interStateInvoice,
  intraStateInvoice,
  longInvoice,
  unionTerritoryInvoice,
} from './tax-document-fixtures.js';

/** The text of each page, with runs of white space (line wraps included) read as one space. */
async function pagesText(pdf: Buffer): Promise<string[]> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' '));
}

async function documentText(pdf: Buffer): Promise<string> {
  return (await pagesText(pdf)).join(' ');
}

function expectAll(text: string, fragments: string[]) {
  for (const fragment of fragments) expect(text).toContain(fragment);
}

function expectNone(text: string, fragments: string[]) {
  for (const fragment of fragments) expect(text).not.toContain(fragment);
}

/** What every tax document says about who supplies whom, where. */
function partyTexts(document: TaxInvoice): string[] {
  const { place_of_supply: place } = document;
  return [
    ...[document.supplier, document.recipient].flatMap((party) => [
      party.name,
      party.address,
      `GSTIN: ${party.gstin}`,
      `State: ${party.state_name} (${party.state_code})`,
    ]),
    `Place of supply: ${place.state_name} (${place.state_code})`,
    'Reverse charge: No',
  ];
}

const FOOTER = ['This is a computer-generated invoice.', 'Issued through the marketplace.'];

describe('tax invoice PDF', () => {
  it('shows the heading, both parties, place of supply and reverse charge', async () => {
    const text = await documentText(await renderTaxInvoicePdf(intraStateInvoice));
    expectAll(text, ['Tax Invoice', 'Original for Recipient', 'INV/2026-27/0042', '24 Nov 2026']);
    expectAll(text, partyTexts(intraStateInvoice));
  });

  it('lists each line with HSN, quantity, rate and amounts in rupees, and CGST and SGST within a state', async () => {
    const text = await documentText(await renderTaxInvoicePdf(intraStateInvoice));
    expectAll(text, [
      'Rate Taxable value CGST SGST Total',
      '1 Basmati rice, 25 kg bag 1006 10 Rs. 2,100.00 5% Rs. 20,000.00 Rs. 500.00 Rs. 500.00 Rs. 21,000.00',
      LONG_DESCRIPTION,
      '7323 12 Rs. 1,770.00 18% Rs. 18,000.00 Rs. 1,620.00 Rs. 1,620.00 Rs. 21,240.00',
      '3 Sunflower oil, 1 L pouch 1512 120 Rs. 157.50 5% Rs. 18,000.00 Rs. 450.00 Rs. 450.00 Rs. 18,900.00',
    ]);
    expectNone(text, ['IGST', 'UTGST']);
  });

  it('ends with the totals, the amount in words and the footer', async () => {
    const text = await documentText(await renderTaxInvoicePdf(intraStateInvoice));
    expectAll(text, [
      'Taxable value Rs. 56,000.00 CGST Rs. 2,570.00 SGST Rs. 2,570.00 Total Rs. 61,140.00',
      'Amount in words: Rupees Sixty-One Thousand One Hundred Forty Only',
      ...FOOTER,
    ]);
  });

  it.each([
    {
      supply: 'IGST alone across states',
      invoice: interStateInvoice,
      line: 'Toor dal, 30 kg bag 0713 8 Rs. 4,200.00 5% Rs. 32,000.00 Rs. 1,600.00 Rs. 33,600.00',
      totals: 'IGST Rs. 5,920.00 Total Rs. 61,920.00',
      absent: ['CGST', 'SGST'],
    },
    {
      supply: 'CGST and UTGST within a union territory',
      invoice: unionTerritoryInvoice,
      line: 'Tea leaves, 1 kg pack 0902 40 Rs. 472.00 18% Rs. 16,000.00 Rs. 1,440.00 Rs. 1,440.00 Rs. 18,880.00',
      totals: 'CGST Rs. 1,440.00 UTGST Rs. 1,440.00 Total Rs. 18,880.00',
      absent: ['SGST', 'IGST'],
    },
  ])('charges $supply', async ({ invoice, line, totals, absent }) => {
    const text = await documentText(await renderTaxInvoicePdf(invoice));
    expectAll(text, [...partyTexts(invoice), line, totals]);
    expectNone(text, absent);
  });

  it('shows CGST and SGST for an untaxed supply within a state and IGST for one across states', async () => {
    const untaxed = (document: TaxInvoice): TaxInvoice => ({
      ...document,
      lines: document.lines.map((line) => ({ ...line, cgst: 0, sgst: 0, utgst: 0, igst: 0, gst_rate: 0 })),
      totals: { ...document.totals, cgst: 0, sgst: 0, utgst: 0, igst: 0 },
    });
    const within = await documentText(await renderTaxInvoicePdf(untaxed(intraStateInvoice)));
    expect(within).toContain('CGST Rs. 0.00 SGST Rs. 0.00');
    const across = await documentText(await renderTaxInvoicePdf(untaxed(interStateInvoice)));
    expect(across).toContain('IGST Rs. 0.00');
    expect(across).not.toContain('CGST');
  });

  it('continues a long invoice on more pages, repeating the table header, and still ends with the totals', async () => {
    const pages = await pagesText(await renderTaxInvoicePdf(longInvoice));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expectAll(pages.at(-1) ?? '', [
      'Tax Invoice INV/2026-27/0099 (continued)',
      '# Description HSN Qty Unit price Rate Taxable value CGST SGST Total',
      '60 Assorted steel tumbler set, pattern 60',
      'Total Rs. 2,15,940.00',
      `Page ${pages.length} of ${pages.length}`,
    ]);
    const lines = Array.from({ length: 60 }, (_, index) => `Assorted steel tumbler set, pattern ${index + 1} 7323`);
    expectAll(pages.join(' '), lines);
    pages.forEach((page) => expectAll(page, FOOTER));
  });

  it('renders the same document to the same bytes, dated on the document date', async () => {
    const first = await renderTaxInvoicePdf(intraStateInvoice);
    expect((await renderTaxInvoicePdf(intraStateInvoice)).equals(first)).toBe(true);
    const { info } = await (await getDocumentProxy(new Uint8Array(first))).getMetadata();
    expect(info).toMatchObject({ CreationDate: 'D:20261123183000Z', Title: 'Tax Invoice INV/2026-27/0042' });
  });
});

describe('credit note PDF', () => {
  it('names the invoice it amends and why, with the same layout and footer', async () => {
    const text = await documentText(await renderCreditNotePdf(cookerCreditNote));
    expectAll(text, [
      'Credit Note',
      'CN/2026-27/0007',
      '30 Nov 2026',
      'Against invoice INV/2026-27/0042 dated 24 Nov 2026',
      'Reason: Two cookers arrived with dented lids and were returned',
      ...partyTexts(cookerCreditNote),
      LONG_DESCRIPTION,
      'Total Rs. 3,540.00',
      'Amount in words: Rupees Three Thousand Five Hundred Forty Only',
      ...FOOTER,
    ]);
    expect(text).not.toContain('Tax Invoice');
  });
});
