import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  type CatalogResponse,
  type CategoriesResponse,
  type Product,
  type ProductDetailResponse,
} from '@marketplace/contract';
import { type Account, signUpAdmin, signUpVerifiedWholesaler } from './accounts-fixtures.js';
import { useTestApp } from './helper.js';
import {
  insertRegulatedCategory,
  readProfile,
  setSellerLicences,
  SELLER_LICENCES,
  updateProfile,
} from './regulation-fixtures.js';
import { decideProfileChange } from './profile-change-fixtures.js';
import { expectRefusal } from './wholesale-fixtures.js';

/* The messages, restated so that a change of wording in the contract shows up as a failure. */
const m = {
  scheduleX: 'Schedule X drugs cannot be sold on this marketplace.',
  scheduleInvalid: 'Drug schedule must be one of none, H, H1, C, C1.',
  scheduleOnlyForDrugs: 'Only products of a medicine category have a drug schedule.',
  needs20B: 'Add your drug licence in Form 20B in Settings before listing medicines.',
  needs21B: 'Add your drug licence in Form 21B in Settings before listing Schedule C or C1 drugs.',
  needsFssai: 'Add your FSSAI licence in Settings before listing food products.',
};

const ctx = useTestApp();
const db = () => ctx.database.db;

let medicine: { id: number; name: string };
let grocery: { id: number; name: string };
let hardware: { id: number; name: string };

beforeAll(async () => {
  // The catalogue remembers categories for a minute: they exist before the first request.
  medicine = await insertRegulatedCategory(db(), 'Medicine', 'drug');
  grocery = await insertRegulatedCategory(db(), 'Packaged food', 'food');
  hardware = await insertRegulatedCategory(db(), 'Hardware', 'none');
});

let nameCounter = 0;

/** The add-product form as the web application sends it, in the medicine category unless told otherwise. */
const productForm = (overrides: Record<string, unknown> = {}) => ({
  name: `Paracetamol 500 mg, strip of 10 (${++nameCounter})`,
  category: medicine.id,
  price: 32.5,
  stock: 200,
  ...overrides,
});

const createRequest = (seller: Account, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: apiPaths.inventoryCreate, headers: seller.auth, payload });
const editRequest = (seller: Account, id: number, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: apiPaths.inventoryEdit(id), headers: seller.auth, payload });

/** A refusal by the request schema: the message on its field, and in the detail after the schema's preamble. */
function expectSchemaRefusal(
  response: { statusCode: number; json(): unknown; body: string },
  field: string,
  message: string,
) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ code: 'validation', [field]: [message] });
  expect((response.json() as { detail: string }).detail).toContain(message);
}

async function created(seller: Account, overrides: Record<string, unknown> = {}): Promise<Product> {
  const response = await createRequest(seller, productForm(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Product;
}

/** A verified wholesaler holding the given licences (none unless told). */
async function sellerWith(licences: Parameters<typeof setSellerLicences>[2] = {}) {
  const seller = await signUpVerifiedWholesaler(ctx.app, db(), { companyName: 'Malabar Pharma Distributors' });
  await setSellerLicences(db(), seller.id, licences);
  return seller;
}

const inventoryNames = async (seller: Account) => {
  const response = await ctx.app.inject({ method: 'GET', url: apiPaths.inventory, headers: seller.auth });
  expect(response.statusCode).toBe(200);
  return (response.json() as { products: Product[] }).products.map((product) => product.name);
};

async function publicProduct(id: number): Promise<Product> {
  const response = await ctx.app.inject({ method: 'GET', url: apiPaths.product(id) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as ProductDetailResponse).products;
}

async function listedProduct(product: Product): Promise<Product | undefined> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: apiPaths.products,
    query: { q: product.name, page_size: '50' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as CatalogResponse).products.find((item) => item.id === product.id);
}

describe('listing a medicine or food product needs the seller’s licence', () => {
  it('a medicine without the seller’s Form 20B is refused on category, and nothing is listed', async () => {
    const seller = await sellerWith({ fssaiLicence: SELLER_LICENCES.fssaiLicence });
    const form = productForm();
    expectRefusal(await createRequest(seller, form), 'category', m.needs20B);
    expect(await inventoryNames(seller)).not.toContain(form.name);
  });

  it.each(['C', 'C1'])('a Schedule %s drug without Form 21B is refused on drug_schedule', async (schedule) => {
    const seller = await sellerWith({ drugLicence20b: SELLER_LICENCES.drugLicence20b });
    expectRefusal(await createRequest(seller, productForm({ drug_schedule: schedule })), 'drug_schedule', m.needs21B);
  });

  it('a food product without the seller’s FSSAI licence is refused on category', async () => {
    const seller = await sellerWith({ drugLicence20b: SELLER_LICENCES.drugLicence20b });
    const response = await createRequest(seller, productForm({ name: 'Glucose biscuits 100 g', category: grocery.id }));
    expectRefusal(response, 'category', m.needsFssai);
  });

  it('a seller without licences still lists goods of an unregulated category, or of none', async () => {
    const seller = await sellerWith();
    const bucket = await created(seller, { name: 'Plastic bucket 15 L', category: hardware.id });
    expect(bucket).toMatchObject({ regulation: 'none', drug_schedule: 'none' });
    const loose = await created(seller, { name: 'Assorted hooks', category: undefined });
    expect(loose).toMatchObject({ category: null, regulation: 'none', drug_schedule: 'none' });
  });

  it('a seller with Form 20B lists medicines of Schedule H and H1; with Form 21B also C and C1', async () => {
    const seller = await sellerWith({ drugLicence20b: SELLER_LICENCES.drugLicence20b });
    for (const schedule of ['none', 'H', 'H1'] as const)
      expect(await created(seller, { drug_schedule: schedule })).toMatchObject({
        regulation: 'drug',
        drug_schedule: schedule,
      });
    await setSellerLicences(db(), seller.id, SELLER_LICENCES);
    for (const schedule of ['C', 'C1'] as const)
      expect(await created(seller, { drug_schedule: schedule })).toMatchObject({ drug_schedule: schedule });
  });

  it('licences saved through the profile are the ones checked', async () => {
    const seller = await sellerWith();
    expectRefusal(await createRequest(seller, productForm()), 'category', m.needs20B);
    const saved = await updateProfile(ctx.app, seller, {
      company_name: 'Malabar Pharma Distributors',
      gst_number: '24AAACM5678B1Z3',
      address: '7 Ashram Road, Ahmedabad, Gujarat 380009',
      company_description: 'Medicines for chemists.',
      years_in_business: '9',
      drug_licence_20b: SELLER_LICENCES.drugLicence20b,
      fssai_licence: SELLER_LICENCES.fssaiLicence,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // A verified seller's new licences wait for an administrator (issue 52): until then the old ones are checked.
    expect(await readProfile(ctx.app, seller)).toMatchObject({
      drug_licence_20b: null,
      pending_changes: { drug_licence_20b: SELLER_LICENCES.drugLicence20b },
    });
    expectRefusal(await createRequest(seller, productForm()), 'category', m.needs20B);
    const admin = await signUpAdmin(ctx);
    const approved = await decideProfileChange(ctx.app, admin.auth, seller.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await readProfile(ctx.app, seller)).toMatchObject({
      drug_licence_20b: SELLER_LICENCES.drugLicence20b,
      pending_changes: null,
    });
    expect(await created(seller)).toMatchObject({ regulation: 'drug' });
    expect(await created(seller, { name: 'Roasted peanuts 200 g', category: grocery.id })).toMatchObject({
      regulation: 'food',
    });
  });
});

describe('drug schedules', () => {
  it.each(['X', 'x', ' X '])('Schedule X ("%s") is refused with its own message, on create', async (schedule) => {
    const seller = await sellerWith(SELLER_LICENCES);
    const form = productForm({ drug_schedule: schedule });
    expectSchemaRefusal(await createRequest(seller, form), 'drug_schedule', m.scheduleX);
    expect(await inventoryNames(seller)).not.toContain(form.name);
  });

  it('Schedule X is refused on edit, and the product keeps its schedule', async () => {
    const seller = await sellerWith(SELLER_LICENCES);
    const product = await created(seller, { drug_schedule: 'H' });
    expectSchemaRefusal(await editRequest(seller, product.id, { drug_schedule: 'X' }), 'drug_schedule', m.scheduleX);
    expect((await publicProduct(product.id)).drug_schedule).toBe('H');
  });

  it('a schedule outside the list is refused', async () => {
    const seller = await sellerWith(SELLER_LICENCES);
    expectSchemaRefusal(
      await createRequest(seller, productForm({ drug_schedule: 'G' })),
      'drug_schedule',
      m.scheduleInvalid,
    );
  });

  it.each([
    ['food', () => grocery.id],
    ['unregulated', () => hardware.id],
  ])('a schedule on a product of a %s category is refused', async (_kind, category) => {
    const seller = await sellerWith(SELLER_LICENCES);
    const response = await createRequest(seller, productForm({ category: category(), drug_schedule: 'H' }));
    expectRefusal(response, 'drug_schedule', m.scheduleOnlyForDrugs);
  });

  it('a schedule of "none" is accepted on any category', async () => {
    const seller = await sellerWith(SELLER_LICENCES);
    const bucket = await created(seller, { name: 'Steel bucket', category: hardware.id, drug_schedule: 'none' });
    expect(bucket).toMatchObject({ regulation: 'none', drug_schedule: 'none' });
  });
});

describe('editing a regulated product', () => {
  it('moving a product into the medicine category needs Form 20B, and a refusal changes nothing', async () => {
    const seller = await sellerWith({ fssaiLicence: SELLER_LICENCES.fssaiLicence });
    const product = await created(seller, { name: 'Digital thermometer', category: hardware.id });
    expectRefusal(await editRequest(seller, product.id, { category: medicine.id }), 'category', m.needs20B);
    expect(await publicProduct(product.id)).toMatchObject({ category: { id: hardware.id }, regulation: 'none' });
  });

  it('raising a medicine to Schedule C needs Form 21B', async () => {
    const seller = await sellerWith({ drugLicence20b: SELLER_LICENCES.drugLicence20b });
    const product = await created(seller, { drug_schedule: 'H' });
    expectRefusal(await editRequest(seller, product.id, { drug_schedule: 'C' }), 'drug_schedule', m.needs21B);
    expect((await publicProduct(product.id)).drug_schedule).toBe('H');
  });

  it('a medicine moved out of the medicine category loses its schedule', async () => {
    const seller = await sellerWith(SELLER_LICENCES);
    const product = await created(seller, { name: 'Crepe bandage 10 cm', drug_schedule: 'H1' });
    const response = await editRequest(seller, product.id, { category: hardware.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ regulation: 'none', drug_schedule: 'none' });
    expect(await publicProduct(product.id)).toMatchObject({ regulation: 'none', drug_schedule: 'none' });
  });
});

describe('what the catalogue says about regulation', () => {
  it('GET /api/categories carries each category’s regulation', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: apiPaths.categories });
    expect(response.statusCode).toBe(200);
    const { categories } = response.json() as CategoriesResponse;
    const regulationOf = (id: number) => categories.find((category) => category.id === id)?.regulation;
    expect([regulationOf(medicine.id), regulationOf(grocery.id), regulationOf(hardware.id)]).toEqual([
      'drug',
      'food',
      'none',
    ]);
  });

  it('product detail and listing carry the regulation and the drug schedule', async () => {
    const seller = await sellerWith(SELLER_LICENCES);
    const insulin = await created(seller, { name: 'Insulin injection 10 ml vial', drug_schedule: 'C' });
    const biscuits = await created(seller, { name: 'Marie biscuits 250 g', category: grocery.id });
    for (const [product, expected] of [
      [insulin, { regulation: 'drug', drug_schedule: 'C' }],
      [biscuits, { regulation: 'food', drug_schedule: 'none' }],
    ] as const) {
      expect(await publicProduct(product.id)).toMatchObject(expected);
      expect(await listedProduct(product)).toMatchObject(expected);
    }
  });
});
