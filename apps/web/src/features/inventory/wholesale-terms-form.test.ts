import { describe, expect, it } from 'vitest';
import { DEFAULT_WHOLESALE_TERMS, slabProblem, wholesaleTermsMessages as m } from '@marketplace/contract';
import { addProductForm, editProductForm } from './product-form';
import { wholesaleTermsErrorFields, wholesaleTermsFormValues, wholesaleTermsIssues } from './wholesale-terms-form';

const rice = {
  name: 'Basmati Rice 1 kg',
  price: 110,
  stock: 500,
  hsn_code: '1006',
  gst_rate: 5,
};

/** The add form as a wholesaler fills it: every number still the text typed. */
const typed = (terms: Partial<ReturnType<typeof wholesaleTermsFormValues>> = {}) => ({
  ...rice,
  min_order_quantity: '48',
  order_multiple: '24',
  max_order_quantity: '',
  pack_label: 'Case of 24',
  price_tiers: [
    { min_quantity: '72', price: '100' },
    { min_quantity: '144', price: '95.50' },
  ],
  ...terms,
});

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the body a product form sends', () => {
  it('sends the terms as numbers, slabs as a list of quantity and price', () => {
    const body = addProductForm.parse(typed());
    expect(body).toMatchObject({
      min_order_quantity: 48,
      order_multiple: 24,
      max_order_quantity: null,
      pack_label: 'Case of 24',
      price_tiers: [
        { min_quantity: 72, price: 100 },
        { min_quantity: 144, price: 95.5 },
      ],
    });
  });

  it('sends an empty maximum and an empty pack label as null', () => {
    const body = addProductForm.parse(typed({ max_order_quantity: '', pack_label: '   ' }));
    expect(body.max_order_quantity).toBeNull();
    expect(body.pack_label).toBeNull();
  });

  it('sends an empty slab list on edit, so that removing every slab clears them', () => {
    const body = editProductForm.parse(typed({ price_tiers: [] }));
    expect(body.price_tiers).toEqual([]);
  });

  it('starts the edit form from the saved terms and sends them back unchanged', () => {
    const saved = {
      min_order_quantity: 12,
      order_multiple: 6,
      max_order_quantity: 600,
      pack_label: 'Box of 6',
      price_tiers: [{ min_quantity: 60, price: 99.5 }],
    };
    const values = wholesaleTermsFormValues(saved);
    expect(values).toEqual({
      min_order_quantity: '12',
      order_multiple: '6',
      max_order_quantity: '600',
      pack_label: 'Box of 6',
      price_tiers: [{ min_quantity: '60', price: '99.5' }],
    });
    expect(editProductForm.parse({ ...rice, ...values })).toMatchObject(saved);
  });

  it('starts a new product as sold in single units at one price', () => {
    const values = wholesaleTermsFormValues();
    expect(values).toEqual({
      min_order_quantity: '1',
      order_multiple: '1',
      max_order_quantity: '',
      pack_label: '',
      price_tiers: [],
    });
    expect(addProductForm.parse({ ...rice, ...values })).toMatchObject(DEFAULT_WHOLESALE_TERMS);
  });
});

describe('checking the terms before sending', () => {
  it('accepts a minimum in whole cases with falling slabs', () => {
    expect(addProductForm.safeParse(typed()).success).toBe(true);
  });

  it('asks for the minimum and the case pack when they are emptied', () => {
    const result = editProductForm.safeParse(typed({ min_order_quantity: '', order_multiple: '' }));
    expect(messagesOf(result)).toMatchObject({ min_order_quantity: m.minWhole, order_multiple: m.multipleWhole });
  });

  it('refuses quantities that are not whole numbers, and a long pack label', () => {
    const result = addProductForm.safeParse(
      typed({ min_order_quantity: '2.5', max_order_quantity: '0', pack_label: 'x'.repeat(41) }),
    );
    expect(messagesOf(result)).toMatchObject({
      min_order_quantity: m.minWhole,
      max_order_quantity: m.maxWhole,
      pack_label: m.packLabelLong,
    });
  });

  it('puts an empty or unreadable slab field beside that field', () => {
    const result = addProductForm.safeParse(
      typed({
        price_tiers: [
          { min_quantity: '72', price: '' },
          { min_quantity: '', price: '90.005' },
        ],
      }),
    );
    expect(messagesOf(result)).toEqual({
      'price_tiers.0.price': m.tierPrice,
      'price_tiers.1.min_quantity': m.tierQuantityWhole,
      'price_tiers.1.price': m.tierPrice,
    });
  });

  it('refuses a minimum and a maximum off the case pack', () => {
    const result = addProductForm.safeParse(typed({ min_order_quantity: '50', max_order_quantity: '100' }));
    expect(messagesOf(result)).toMatchObject({
      min_order_quantity: m.minNotMultiple(24),
      max_order_quantity: m.maxNotMultiple(24),
    });
  });

  it('shows the terms problems together with the errors of other fields', () => {
    const result = addProductForm.safeParse({ ...typed({ max_order_quantity: '24', price_tiers: [] }), name: '' });
    expect(Object.keys(messagesOf(result)).sort()).toEqual(['max_order_quantity', 'name']);
    expect(messagesOf(result).max_order_quantity).toBe(m.maxBelowMin(48));
  });

  it('checks the slabs against one another while the price is still missing', () => {
    const result = addProductForm.safeParse({
      ...typed({
        price_tiers: [
          { min_quantity: '72', price: '100' },
          { min_quantity: '96', price: '100' },
        ],
      }),
      price: Number.NaN,
    });
    expect(messagesOf(result)['price_tiers.1.price']).toBe(m.tierPriceNotLower(96, 100));
  });

  it('waits for the terms to read as numbers before judging them together', () => {
    const result = addProductForm.safeParse(typed({ order_multiple: 'abc', min_order_quantity: '50' }));
    expect(messagesOf(result)).toEqual({ order_multiple: m.multipleWhole });
  });
});

describe('placing a slab problem at the input to fix', () => {
  const terms = (price_tiers: { min_quantity: number; price: number }[], max: number | null = null) => ({
    min_order_quantity: 48,
    order_multiple: 24,
    max_order_quantity: max,
    price_tiers,
  });

  it('marks the price of a slab that does not cost less than the one below it, in the order typed', () => {
    const tiers = [
      { min_quantity: 144, price: 101 },
      { min_quantity: 72, price: 100 },
    ];
    expect(slabProblem(terms(tiers), 110)).toMatchObject({ index: 0, field: 'price' });
    expect(wholesaleTermsIssues({ price: 110, ...terms(tiers) })).toEqual([
      { path: ['price_tiers', 0, 'price'], message: m.tierPriceNotLower(144, 100) },
    ]);
  });

  it("marks the first slab's price when it is not below the product's price", () => {
    expect(wholesaleTermsIssues({ price: 100, ...terms([{ min_quantity: 72, price: 100 }]) })).toEqual([
      { path: ['price_tiers', 0, 'price'], message: m.tierPriceNotLower(72, 100) },
    ]);
  });

  it('marks the quantity of a repeated slab, off the case pack, at the minimum or past the maximum', () => {
    const at = (tiers: { min_quantity: number; price: number }[], max: number | null = null) =>
      slabProblem(terms(tiers, max), 110);
    expect(
      at([
        { min_quantity: 72, price: 100 },
        { min_quantity: 96, price: 90 },
        { min_quantity: 72, price: 95 },
      ]),
    ).toMatchObject({ index: 2, field: 'min_quantity' });
    expect(at([{ min_quantity: 60, price: 100 }])).toMatchObject({ index: 0, field: 'min_quantity' });
    expect(at([{ min_quantity: 48, price: 100 }])).toMatchObject({ index: 0, field: 'min_quantity' });
    expect(at([{ min_quantity: 144, price: 100 }], 96)).toMatchObject({ index: 0, field: 'min_quantity' });
  });

  it('finds nothing to mark in sound slabs', () => {
    expect(slabProblem(terms([{ min_quantity: 72, price: 100 }]), 110)).toBeNull();
    expect(wholesaleTermsIssues({ price: 110, ...terms([{ min_quantity: 72, price: 100 }]) })).toEqual([]);
  });
});

describe('refusals from the server', () => {
  it("are placed under the five fields and each slab's inputs", () => {
    expect(wholesaleTermsErrorFields(0)).toEqual([
      'min_order_quantity',
      'order_multiple',
      'max_order_quantity',
      'pack_label',
      'price_tiers',
    ]);
    expect(wholesaleTermsErrorFields(2).slice(5)).toEqual([
      'price_tiers.0.min_quantity',
      'price_tiers.0.price',
      'price_tiers.1.min_quantity',
      'price_tiers.1.price',
    ]);
  });
});
