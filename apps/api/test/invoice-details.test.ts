import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  QUANTITY_UNIT_MESSAGE,
  type CreditNote,
  type InvoiceSignatureResponse,
  type Product,
  type TaxInvoice,
} from '@marketplace/contract';
import { products } from '../src/db/schema.js';
import { signUpVerifiedWholesaler, type Account } from './accounts-fixtures.js';
import { checkoutAndPay, patchStatus, SHIPPING, useOrderMarketplace } from './order-fixtures.js';
import { pdfText, readOrderMoney } from './tax-and-refund-fixtures.js';
import { signaturePng } from './tax-document-fixtures.js';

/** Issue 53, items 2 to 4: the unit of each line, the delivery address, and the signatory of every document. */
describe('invoices and credit notes an accountant signs off', () => {
  const { ctx, accounts } = useOrderMarketplace();

  /** A wholesaler registered in Maharashtra (GSTIN 27…). */
  const maharashtraSeller = (companyName: string) =>
    signUpVerifiedWholesaler(ctx.app, ctx.database.db, { companyName, gstNumber: '27AAPFS1234K1Z5' });

  const createProduct = (seller: Account, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: apiPaths.inventoryCreate,
      headers: seller.auth,
      payload: { name: 'Steel tiffin box, 3 tier', price: 1180, stock: 50, gst_rate: 18, hsn_code: '7323', ...payload },
    });

  async function shippedOrder(seller: Account, product: Product, quantity: number, state = '27') {
    const lines = [{ product: { id: product.id, name: product.name, price: product.price }, quantity }];
    const orderId = (await checkoutAndPay(ctx.app, accounts.retailer, lines, { state })).order_ids[0]!;
    expect((await patchStatus(ctx.app, seller, orderId, { status: 'shipped' })).statusCode).toBe(200);
    return orderId;
  }

  const invoiceOf = async (orderId: number) =>
    (await readOrderMoney(ctx.app, accounts.retailer, orderId, 'invoice')).json() as TaxInvoice;
  const pdfOf = async (orderId: number, path: 'invoice.pdf' | 'credit-note.pdf') => {
    const response = await readOrderMoney(ctx.app, accounts.retailer, orderId, path);
    expect(response.statusCode).toBe(200);
    return response.rawPayload;
  };

  const signature = (seller: Account, method: 'GET' | 'PUT' | 'DELETE', payload?: Record<string, unknown>) =>
    ctx.app.inject({ method, url: apiPaths.invoiceSignature, headers: seller.auth, ...(payload ? { payload } : {}) });

  describe('unit of quantity', () => {
    it('a product is counted in NOS unless its seller names a GST unit code; an unknown code is refused', async () => {
      const seller = await maharashtraSeller('Kaveri Steel Works');
      const plain = await createProduct(seller, {});
      expect(plain.statusCode).toBe(201);
      expect((plain.json() as Product).unit).toBe('NOS');

      const boxed = await createProduct(seller, { unit: ' box ' });
      expect(boxed.statusCode).toBe(201);
      const product = boxed.json() as Product;
      expect(product.unit).toBe('BOX');
      const shown = await ctx.app.inject({ method: 'GET', url: apiPaths.product(product.id) });
      expect((shown.json() as { products: Product }).products.unit).toBe('BOX');

      const edited = await ctx.app.inject({
        method: 'PUT',
        url: apiPaths.inventoryEdit(product.id),
        headers: seller.auth,
        payload: { unit: 'KGS' },
      });
      expect(edited.statusCode).toBe(200);
      expect((edited.json() as Product).unit).toBe('KGS');

      for (const unit of ['DOZENS', 'kg', 12]) {
        const refused = await createProduct(seller, { unit });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ code: 'validation', unit: [QUANTITY_UNIT_MESSAGE] });
      }
    });

    it('each line keeps the unit it was sold in and prints it beside the quantity, whatever the product says later', async () => {
      const seller = await maharashtraSeller('Godavari Vessels');
      const product = (await createProduct(seller, { unit: 'PCS' })).json() as Product;
      const lines = [{ product: { id: product.id, name: product.name, price: product.price }, quantity: 12 }];
      const orderId = (await checkoutAndPay(ctx.app, accounts.retailer, lines, { state: '27' })).order_ids[0]!;
      await ctx.database.db.update(products).set({ unit: 'KGS' }).where(eq(products.id, product.id));
      expect((await patchStatus(ctx.app, seller, orderId, { status: 'shipped' })).statusCode).toBe(200);

      const invoice = await invoiceOf(orderId);
      expect(invoice.lines.map((line) => [line.quantity, line.unit])).toEqual([[12, 'PCS']]);
      expect(await pdfText(await pdfOf(orderId, 'invoice.pdf'))).toContain('7323 12 PCS Rs. 1,180.00 18 %');
    });
  });

  describe('bill to and ship to', () => {
    it('prints the delivery address as Ship to beside the registered address, and says why the place differs', async () => {
      const seller = await maharashtraSeller('Sahyadri Kitchen Supplies');
      const product = (await createProduct(seller, {})).json() as Product;
      const orderId = await shippedOrder(seller, product, 2, '29');

      const invoice = await invoiceOf(orderId);
      expect(invoice.recipient).toMatchObject({ name: 'Nair Provisions', state_code: '32', state_name: 'Kerala' });
      expect(invoice.ship_to).toEqual({
        name: SHIPPING.name,
        address: `${SHIPPING.address}, ${SHIPPING.city} ${SHIPPING.portal_code}`,
        state_code: '29',
        state_name: 'Karnataka',
      });
      expect(invoice.place_of_supply).toEqual({ state_code: '29', state_name: 'Karnataka' });

      const text = await pdfText(await pdfOf(orderId, 'invoice.pdf'));
      for (const fragment of [
        'BILL TO Nair Provisions 12 Broadway, Kochi, Kerala 682031 GSTIN: 32AAGCN1234A1Z9 State: Kerala (32)',
        'SHIP TO Priya Nair 12 Broadway, Kochi 682031 State: Karnataka (29)',
        'Place of supply: Karnataka (29)',
        'Place of supply is Karnataka (29), the state of the delivery address (Ship to), where the movement of the ' +
          'goods ends (IGST Act, section 10(1)(a)); the recipient is registered in Kerala (32).',
      ])
        expect(text).toContain(fragment);
    });

    it('says nothing more when the goods go to the recipient’s own state', async () => {
      const seller = await maharashtraSeller('Konkan Traders');
      const product = (await createProduct(seller, {})).json() as Product;
      const orderId = await shippedOrder(seller, product, 1, '32');
      const text = await pdfText(await pdfOf(orderId, 'invoice.pdf'));
      expect(text).toContain('SHIP TO Priya Nair 12 Broadway, Kochi 682031 State: Kerala (32)');
      expect(text).not.toContain('Place of supply is');
    });
  });

  describe('signatory', () => {
    it('only a wholesaler keeps a signature, and only a picture of at most 1 MB', async () => {
      const seller = await maharashtraSeller('Tapi Textiles');
      expect((await signature(seller, 'GET')).json()).toEqual({ image: null, uploaded_at: null });
      expect((await signature(accounts.retailer, 'PUT', { image: 'aGVsbG8=' })).statusCode).toBe(403);
      expect((await signature(accounts.retailer, 'GET')).statusCode).toBe(403);

      const notBase64 = await signature(seller, 'PUT', { image: 'not base64 at all!' });
      expect(notBase64.statusCode).toBe(400);
      expect(notBase64.json()).toMatchObject({
        code: 'validation',
        image: ['The signature must be a base64 encoded picture.'],
      });
      const notPicture = await signature(seller, 'PUT', { image: Buffer.from('just some text').toString('base64') });
      expect(notPicture.statusCode).toBe(400);
      expect(notPicture.json()).toMatchObject({ code: 'validation' });
      const tooLarge = await signature(seller, 'PUT', { image: Buffer.alloc(1_000_050, 1).toString('base64') });
      expect(tooLarge.statusCode).toBe(400);
      expect(tooLarge.json()).toMatchObject({ image: ['The signature picture must be at most 1 MB.'] });

      const png = await signaturePng(1200, 400);
      const stored = await signature(seller, 'PUT', { image: `data:image/png;base64,${png.toString('base64')}` });
      expect(stored.statusCode).toBe(200);
      const answer = stored.json() as InvoiceSignatureResponse;
      expect(answer.image).toMatch(/^data:image\/png;base64,/);
      expect((await signature(seller, 'GET')).json()).toEqual(answer);

      expect((await signature(seller, 'DELETE')).json()).toEqual({ image: null, uploaded_at: null });
      expect((await signature(seller, 'GET')).json()).toEqual({ image: null, uploaded_at: null });
    });

    it('documents end with For {seller} and Authorised signatory, with the signature they were issued with', async () => {
      const seller = await maharashtraSeller('Narmada Foods');
      const product = (await createProduct(seller, {})).json() as Product;
      const unsignedOrder = await shippedOrder(seller, product, 1);
      const png = (await signaturePng()).toString('base64');
      expect((await signature(seller, 'PUT', { image: png })).statusCode).toBe(200);
      const signedOrder = await shippedOrder(seller, product, 1);

      const unsigned = await pdfOf(unsignedOrder, 'invoice.pdf');
      const signed = await pdfOf(signedOrder, 'invoice.pdf');
      expect(unsigned.includes('/Subtype /Image')).toBe(false);
      expect(signed.includes('/Subtype /Image')).toBe(true);
      for (const pdf of [unsigned, signed]) {
        const text = await pdfText(pdf);
        expect(text).toContain('For Narmada Foods Authorised signatory');
        expect(text).toContain('This is a computer-generated invoice.');
      }

      // Taking the signature away later leaves the signed invoice's credit note signed as it is issued now: unsigned.
      expect((await signature(seller, 'DELETE')).statusCode).toBe(200);
      await patchStatus(ctx.app, seller, signedOrder, { status: 'canceled', description: 'Lids dented' });
      const note = (await readOrderMoney(ctx.app, accounts.retailer, signedOrder, 'credit-note')).json() as CreditNote;
      expect(note.reason).toBe('Lids dented');
      const notePdf = await pdfOf(signedOrder, 'credit-note.pdf');
      expect(notePdf.includes('/Subtype /Image')).toBe(false);
      const noteText = await pdfText(notePdf);
      expect(noteText).toContain('For Narmada Foods Authorised signatory');
      expect(noteText).toContain('This is a computer-generated credit note. Issued through the marketplace.');
      expect(noteText).not.toContain('computer-generated invoice');
      expect((await pdfOf(signedOrder, 'invoice.pdf')).includes('/Subtype /Image')).toBe(true);
    });
  });
});
