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
  shippedElsewhereInvoice,
  signaturePng,
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
const SIGNATURE = (document: TaxInvoice) => [`For ${document.supplier.name}`, 'Authorised signatory'];

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
      '1 Basmati rice, 25 kg bag 1006 10 BAG Rs. 2,100.00 5 % Rs. 20,000.00 Rs. 500.00 Rs. 500.00 Rs. 21,000.00',
      LONG_DESCRIPTION,
      '7323 12 PCS Rs. 1,770.00 18 % Rs. 18,000.00 Rs. 1,620.00 Rs. 1,620.00 Rs. 21,240.00',
      '3 Sunflower oil, 1 L pouch 1512 120 PAC Rs. 157.50 5 % Rs. 18,000.00 Rs. 450.00 Rs. 450.00 Rs. 18,900.00',
    ]);
    expectNone(text, ['IGST', 'UTGST']);
  });

  it('ends with the totals, each half of the tax at its own rate, the amount in words, signatory and footer', async () => {
    const text = await documentText(await renderTaxInvoicePdf(intraStateInvoice));
    expectAll(text, [
      'Taxable value Rs. 56,000.00 CGST 2.5 % Rs. 950.00 SGST 2.5 % Rs. 950.00 CGST 9 % Rs. 1,620.00 ' +
        'SGST 9 % Rs. 1,620.00 Total Rs. 61,140.00',
      'Amount in words: Rupees Sixty-One Thousand One Hundred Forty Only',
      ...SIGNATURE(intraStateInvoice),
      ...FOOTER,
    ]);
    expect(text.indexOf('Authorised signatory')).toBeGreaterThan(text.indexOf('Amount in words'));
  });

  it('prints the recipient as Bill to beside the delivery address as Ship to', async () => {
    const text = await documentText(await renderTaxInvoicePdf(intraStateInvoice));
    expectAll(text, ['SUPPLIER', 'BILL TO', 'SHIP TO']);
    expectNone(text, ['RECIPIENT', 'Place of supply is']);
  });

  it('says why the place of supply is not the recipient’s state when the goods go to another state', async () => {
    const text = await documentText(await renderTaxInvoicePdf(shippedElsewhereInvoice));
    expectAll(text, [
      'SHIP TO Laxmi General Stores (godown) Plot 9, KIADB Industrial Area, Bommasandra, Bengaluru 560099',
      'State: Karnataka (29)',
      'Place of supply: Karnataka (29)',
      'Place of supply is Karnataka (29), the state of the delivery address (Ship to), where the movement of the ' +
        'goods ends (IGST Act, section 10(1)(a)); the recipient is registered in Maharashtra (27).',
      '10 PCS Rs. 1,180.00 18 % Rs. 10,000.00 Rs. 1,800.00 Rs. 11,800.00',
      'IGST 18 % Rs. 1,800.00 Total Rs. 11,800.00',
    ]);
  });

  it('prints the seller’s signature picture above Authorised signatory', async () => {
    const unsigned = await renderTaxInvoicePdf(intraStateInvoice);
    const signed = await renderTaxInvoicePdf(intraStateInvoice, await signaturePng());
    expect(signed.length).toBeGreaterThan(unsigned.length);
    expect(signed.includes('/Subtype /Image')).toBe(true);
    expect(unsigned.includes('/Subtype /Image')).toBe(false);
    expectAll(await documentText(signed), SIGNATURE(intraStateInvoice));
  });

  it.each([
    {
      supply: 'IGST alone across states',
      invoice: interStateInvoice,
      line: 'Toor dal, 30 kg bag 0713 8 NOS Rs. 4,200.00 5 % Rs. 32,000.00 Rs. 1,600.00 Rs. 33,600.00',
      totals: 'IGST 5 % Rs. 1,600.00 IGST 18 % Rs. 4,320.00 Total Rs. 61,920.00',
      absent: ['CGST', 'SGST'],
    },
    {
      supply: 'CGST and UTGST within a union territory',
      invoice: unionTerritoryInvoice,
      line: 'Tea leaves, 1 kg pack 0902 40 NOS Rs. 472.00 18 % Rs. 16,000.00 Rs. 1,440.00 Rs. 1,440.00 Rs. 18,880.00',
      totals: 'CGST 9 % Rs. 1,440.00 UTGST 9 % Rs. 1,440.00 Total Rs. 18,880.00',
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
    expect(within).toContain('CGST 0 % Rs. 0.00 SGST 0 % Rs. 0.00');
    const across = await documentText(await renderTaxInvoicePdf(untaxed(interStateInvoice)));
    expect(across).toContain('IGST 0 % Rs. 0.00');
    expect(across).not.toContain('CGST');
  });

  it('continues a long invoice on more pages, repeating the table header, and still ends with the totals', async () => {
    const pages = await pagesText(await renderTaxInvoicePdf(longInvoice));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expectAll(pages.at(-1) ?? '', [
      'Tax Invoice INV/2026-27/0099 (continued)',
      '# Description HSN/SAC Qty Unit price Rate Taxable value CGST SGST Total',
      '60 Assorted steel tumbler set, pattern 60',
      'Total Rs. 2,15,940.00',
      ...SIGNATURE(longInvoice),
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
  it('names the invoice it amends and why, with the same layout, and calls itself a credit note at the foot', async () => {
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
      ...SIGNATURE(cookerCreditNote),
      'This is a computer-generated credit note. Issued through the marketplace.',
    ]);
    expect(text).not.toContain('Tax Invoice');
    expect(text).not.toContain('computer-generated invoice');
  });
});
