import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BulkOrderResponse } from '@marketplace/contract';
import { insertProduct, useOrderMarketplace, type ShelfProduct } from './order-fixtures.js';
import { pngPicture } from './accounts-fixtures.js';
import { clearStoredCart, storedCart, updateProduct, uploadOrderFile } from './repeat-buying-fixtures.js';

const { ctx, accounts } = useOrderMarketplace();
const db = () => ctx.database.db;

let tea: ShelfProduct;
let rice: ShelfProduct;

beforeAll(async () => {
  tea = await insertProduct(db(), { wholesalerId: accounts.wholesaler.id, price: 250, stock: 40 });
  rice = await insertProduct(db(), { wholesalerId: accounts.wholesaler.id, price: 60, stock: 1000 });
  await updateProduct(db(), tea.id, { sku: 'TEA-1KG' });
  await updateProduct(db(), rice.id, { sku: 'RICE-5' });
});

beforeEach(() => clearStoredCart(db(), accounts.retailer.id));

const fields = (dryRun = false) => ({ wholesaler: String(accounts.wholesaler.id), dry_run: String(dryRun) });

/** A refused upload: 400 with the message under `file`, and the cart untouched. */
async function expectFileRefused(content: Buffer | string, message: string) {
  const response = await uploadOrderFile(ctx.app, accounts.retailer, content, fields());
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({ detail: message, code: 'validation', error: message, file: [message] });
  expect(await storedCart(db(), accounts.retailer.id)).toEqual({});
}

describe('a quick-order file', () => {
  it('reads a CSV saved by a spreadsheet on Windows: byte order mark and CRLF line endings', async () => {
    const content = '\uFEFFSKU,Quantity\r\nTEA-1KG,4\r\n\r\nrice-5 ,10\r\nGONE,1\r\n';
    const response = await uploadOrderFile(ctx.app, accounts.retailer, content, fields());
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as BulkOrderResponse;
    expect(body.added).toBe(2);
    expect(body.lines.map((line) => [line.sku, line.quantity, line.ok, line.reason])).toEqual([
      ['TEA-1KG', 4, true, null],
      ['rice-5', 10, true, null],
      ['GONE', 1, false, 'No product with SKU "GONE" from this wholesaler.'],
    ]);
    expect(await storedCart(db(), accounts.retailer.id)).toEqual({ [tea.id]: 4, [rice.id]: 10 });
  });

  it('takes tab-separated lines and checks only on a dry run', async () => {
    const response = await uploadOrderFile(ctx.app, accounts.retailer, 'sku\tquantity\nTEA-1KG\t2\n', fields(true));
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as BulkOrderResponse).lines[0]).toMatchObject({ ok: true, unit_price: 250 });
    expect((response.json() as BulkOrderResponse).added).toBe(0);
    expect(await storedCart(db(), accounts.retailer.id)).toEqual({});
  });

  it('refuses a file of 501 lines, and takes one of 500', async () => {
    const rows = (count: number) => Array.from({ length: count }, () => 'RICE-5,1').join('\n');
    await expectFileRefused(
      `sku,quantity\n${rows(501)}\n`,
      'A quick order takes at most 500 lines; this one has 501. Split it into smaller orders.',
    );
    const fits = await uploadOrderFile(ctx.app, accounts.retailer, `sku,quantity\n${rows(500)}\n`, fields(true));
    expect(fits.statusCode, fits.body).toBe(200);
    expect((fits.json() as BulkOrderResponse).lines).toHaveLength(500);
  });

  it('refuses a binary file: a picture, or text with NUL bytes', async () => {
    const notText = 'This file is not a CSV text file. Save the sheet as CSV (UTF-8) and upload it again.';
    await expectFileRefused(await pngPicture(), notText);
    await expectFileRefused(Buffer.from('sku,quantity\nTEA-1KG,1\u0000\n'), notText);
    await expectFileRefused(Buffer.from([0x73, 0x6b, 0x75, 0x2c, 0xc3, 0x28]), notText);
  });

  it('refuses a file larger than 1 MB', async () => {
    const large = `sku,quantity\nTEA-1KG,1\n${'#'.repeat(1024 * 1024)}`;
    await expectFileRefused(large, 'The file is larger than 1 MB. Split it into smaller files of at most 500 lines.');
    const huge = Buffer.alloc(3 * 1024 * 1024, 'a');
    await expectFileRefused(huge, 'The file is larger than 1 MB. Split it into smaller files of at most 500 lines.');
  });

  it('refuses a file without the sku,quantity header, or with nothing below it', async () => {
    await expectFileRefused('TEA-1KG,4\n', 'The first line of the file must be the header "sku,quantity".');
    await expectFileRefused('item,qty\nTEA-1KG,4\n', 'The first line of the file must be the header "sku,quantity".');
    await expectFileRefused('sku,quantity\r\n', 'The file has no lines to order below its header.');
  });

  it('refuses a form without a file or a wholesaler', async () => {
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/bulk/file/',
      headers: { ...accounts.retailer.auth, 'content-type': 'application/json' },
      payload: { wholesaler: accounts.wholesaler.id },
    });
    expect(form.statusCode).toBe(400);
    const noSeller = await uploadOrderFile(ctx.app, accounts.retailer, 'sku,quantity\nTEA-1KG,1\n', {});
    expect(noSeller.statusCode, noSeller.body).toBe(400);
    expect(noSeller.json()).toMatchObject({ code: 'validation', wholesaler: ['Choose a wholesaler'] });
    const seller = await uploadOrderFile(ctx.app, accounts.wholesaler, 'sku,quantity\nTEA-1KG,1\n', fields());
    expect(seller.statusCode).toBe(403);
    expect(await storedCart(db(), accounts.retailer.id)).toEqual({});
  });
});
