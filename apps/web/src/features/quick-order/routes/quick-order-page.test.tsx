// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { apiPaths, type BulkOrderLineResult, type BulkOrderRequest } from '@marketplace/contract';
import { MemoryStorage, tokenExpiringIn } from '../../../test/memory-storage';
import { renderInDom } from '../../../test/render';
import { buttonNamed, click, fieldLabelled, settle, typeInto } from '../../../test/dom';
import { QuickOrderPage } from './quick-order-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const found = (sku: string, quantity: number): BulkOrderLineResult => ({
  sku,
  quantity,
  ok: true,
  product_id: 7,
  name: 'Glucose Biscuits',
  unit_price: 1234.5,
  reason: null,
});
const refused = (sku: string, quantity: number | null, reason: string): BulkOrderLineResult => ({
  sku,
  quantity,
  ok: false,
  product_id: null,
  name: null,
  unit_price: null,
  reason,
});

let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
let unmount = () => {};
const bulkBodies: BulkOrderRequest[] = [];

beforeEach(() => {
  const storage = new MemoryStorage();
  storage.setItem('accessToken', tokenExpiringIn(600));
  storage.setItem('userType', 'retailer');
  vi.stubGlobal('localStorage', storage);
  bulkBodies.length = 0;
  fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (url.startsWith(apiPaths.wholesalers))
      return Promise.resolve(json({ results: [{ id: 3, company_name: 'Deccan Supplies' }] }));
    if (url.startsWith(apiPaths.cartBulk)) {
      const body = JSON.parse(String(init?.body)) as BulkOrderRequest;
      bulkBodies.push(body);
      const lines = body.lines.map((line) =>
        line.sku === 'BIS-24'
          ? found('BIS-24', Number(line.quantity))
          : refused(line.sku, 2, `No product with SKU "${line.sku}" from this wholesaler.`),
      );
      return Promise.resolve(json({ lines, added: body.dry_run ? 0 : lines.filter((line) => line.ok).length }));
    }
    if (url.startsWith(apiPaths.cart))
      return Promise.resolve(json({ items: [], total_items: 0, total_unique_items: 0, subtotal: 0, wholesalers: [] }));
    return Promise.reject(new Error(`unexpected request ${url}`));
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

async function openPage() {
  const view = await renderInDom(createElement(QuickOrderPage), { route: '/quick-order' });
  unmount = view.unmount;
  await settle();
  const seller = fieldLabelled('Wholesaler');
  await typeInto(seller, 'Deccan Supplies');
  await settle();
  return view;
}

describe('the quick order page', () => {
  it('checks pasted lines and shows each result beside its row, then adds only the valid ones', async () => {
    await openPage();
    await typeInto(fieldLabelled('Paste lines from a spreadsheet'), 'BIS-24\t48\nNOPE-1,2\n');
    await click(buttonNamed('Use pasted lines'));
    await settle();

    expect(bulkBodies[0]).toEqual({
      wholesaler: 3,
      dry_run: true,
      lines: [
        { sku: 'BIS-24', quantity: '48' },
        { sku: 'NOPE-1', quantity: '2' },
      ],
    });
    const lines = [...document.querySelectorAll('li[aria-label^="Line"]')].map((line) => line.textContent);
    expect(lines[0]).toContain('Glucose Biscuits · Rs. 1,234.50 / unit');
    expect(lines[1]).toContain('No product with SKU "NOPE-1" from this wholesaler.');
    expect((fieldLabelled('SKU, line 2') as HTMLInputElement).getAttribute('aria-invalid')).toBe('true');

    await click(buttonNamed('Add 1 line to cart'));
    await settle();
    expect(bulkBodies[1]?.dry_run).toBe(false);
    expect(document.body.textContent).toContain('Added 1 line to your cart.');
    expect(document.querySelector('a[href="/cart"]')?.textContent).toBe('Go to cart');
  });

  it('forgets a result when its row is edited, and adds nothing until it is checked again', async () => {
    await openPage();
    await typeInto(fieldLabelled('SKU, line 1'), 'BIS-24');
    await typeInto(fieldLabelled('Quantity, line 1'), '48');
    await click(buttonNamed('Check lines'));
    await settle();
    expect(buttonNamed('Add 1 line to cart').disabled).toBe(false);

    await typeInto(fieldLabelled('Quantity, line 1'), '96');
    expect(document.body.textContent).toContain('Not checked yet');
    expect(buttonNamed('Add 0 lines to cart').disabled).toBe(true);
  });

  it('says what is wrong with a pasted list longer than 500 lines and checks nothing', async () => {
    await openPage();
    const many = Array.from({ length: 501 }, (_, index) => `S-${index},1`).join('\n');
    await typeInto(fieldLabelled('Paste lines from a spreadsheet'), many);
    await click(buttonNamed('Use pasted lines'));
    await settle();
    expect(document.body.textContent).toContain('A quick order takes at most 500 lines; this one has 501.');
    expect(bulkBodies).toHaveLength(0);
  });
});
