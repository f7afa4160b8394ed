import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, reviewedChangePaths } from '@marketplace/contract';
import {
  bearer,
  login,
  pngPicture,
  register,
  retailerForm,
  signUpRetailer,
  signUpVerifiedWholesaler,
  useTestAppWithAdmin,
  wholesalerForm,
} from './accounts-fixtures.js';
import { adminCommand, PROCESS_TIMEOUT, withEmbeddedApp, type EmbeddedApp } from './admin-cli-fixtures.js';
import {
  decideLicence,
  updateProfileWithScan,
  insertRegulatedCategory,
  insertRegulatedProduct,
  licenceFormFields,
  pendingLicences,
  readProfile,
  retailerAwaitingApproval,
  setSellerLicences,
  SELLER_LICENCES,
  SHOP_FIELDS,
} from './regulation-fixtures.js';
import { addToCart, expectRefusal } from './wholesale-fixtures.js';

const { ctx, admin } = useTestAppWithAdmin();
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string> = {}, payload: object = { version: 1 }) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });

describe('an administrator reviews drug licences', () => {
  it('lists a licence awaiting approval with the shop and licence details, and no retailer without one', async () => {
    const retailer = await retailerAwaitingApproval(ctx.app);
    const unlicensed = await signUpRetailer(ctx.app);
    const licences = await pendingLicences(ctx.app, admin.auth);
    const listed = licences.find((licence) => licence.id === retailer.id);
    expect(listed).toEqual({
      id: retailer.id,
      email: retailer.email,
      first_name: 'Priya',
      last_name: 'Nair',
      shop_name: SHOP_FIELDS.shop_name,
      address: SHOP_FIELDS.address,
      ...licenceFormFields(),
      fssai_licence: null,
      licence_status: 'pending',
      submitted_at: expect.any(String),
      licence_scan: reviewedChangePaths.licenceScan(retailer.id),
      version: expect.any(Number),
    });
    expect(Number.isNaN(Date.parse(listed?.submitted_at ?? ''))).toBe(false);
    expect(licences.map((licence) => licence.id)).not.toContain(unlicensed.id);
  });

  it('approval takes the licence off the list, the profile says approved, and medicines can be bought', async () => {
    const db = ctx.database.db;
    const seller = await signUpVerifiedWholesaler(ctx.app, db);
    await setSellerLicences(db, seller.id, SELLER_LICENCES);
    const medicine = await insertRegulatedCategory(db, 'Medicine (review)', 'drug');
    const syrup = await insertRegulatedProduct(db, {
      wholesalerId: seller.id,
      categoryId: medicine.id,
      name: 'Cough syrup 100 ml',
    });
    const retailer = await retailerAwaitingApproval(ctx.app);
    expectRefusal(
      await addToCart(ctx.app, retailer, { product: syrup.id, quantity: 1 }),
      'product',
      `A valid drug licence (Form 20) is needed to buy ${syrup.name}.`,
    );

    const response = await decideLicence(ctx.app, admin.auth, retailer.id, 'approve');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id: retailer.id, email: retailer.email, licence_status: 'approved' });
    expect((await pendingLicences(ctx.app, admin.auth)).map((licence) => licence.id)).not.toContain(retailer.id);
    expect((await readProfile(ctx.app, retailer)).licence_status).toBe('approved');
    const added = await addToCart(ctx.app, retailer, { product: syrup.id, quantity: 1 });
    expect(added.statusCode, added.body).toBe(200);
  });

  it('rejection takes the licence off the list and the profile says rejected', async () => {
    const retailer = await retailerAwaitingApproval(ctx.app);
    const response = await decideLicence(ctx.app, admin.auth, retailer.id, 'reject');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id: retailer.id, email: retailer.email, licence_status: 'rejected' });
    expect((await pendingLicences(ctx.app, admin.auth)).map((licence) => licence.id)).not.toContain(retailer.id);
    expect((await readProfile(ctx.app, retailer)).licence_status).toBe('rejected');
  });

  it('an unknown id or a wholesaler’s id answers 404', async () => {
    const wholesaler = await signUpVerifiedWholesaler(ctx.app, ctx.database.db);
    for (const id of [999_999, wholesaler.id])
      for (const url of [apiPaths.adminApproveLicence(id), apiPaths.adminRejectLicence(id)]) {
        const response = await post(url, admin.auth);
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toMatchObject({ code: 'not_found', detail: expect.any(String) });
      }
  });

  it('a retailer with no licence answers 409 and stays without one', async () => {
    const retailer = await signUpRetailer(ctx.app);
    for (const decision of ['approve', 'reject'] as const) {
      const response = await decideLicence(ctx.app, admin.auth, retailer.id, decision);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'conflict',
        detail: 'This retailer has no drug licence to review.',
      });
    }
    expect((await readProfile(ctx.app, retailer)).licence_status).toBe('none');
  });

  it('a visitor gets 401, a retailer or wholesaler 403, and the licence still waits', async () => {
    const retailer = await retailerAwaitingApproval(ctx.app);
    const wholesaler = await signUpVerifiedWholesaler(ctx.app, ctx.database.db);
    const paths = [apiPaths.adminApproveLicence(retailer.id), apiPaths.adminRejectLicence(retailer.id)];
    expect((await get(apiPaths.adminPendingLicences)).statusCode).toBe(401);
    for (const url of paths) expect((await post(url)).statusCode).toBe(401);
    for (const someone of [retailer, wholesaler]) {
      const list = await get(apiPaths.adminPendingLicences, someone.auth);
      expect(list.statusCode).toBe(403);
      expect(list.json()).not.toHaveProperty('licences');
      for (const url of paths) expect((await post(url, someone.auth)).statusCode).toBe(403);
    }
    expect((await readProfile(ctx.app, retailer)).licence_status).toBe('pending');
  });
});

/* ---------- the shell commands, run as `npm run admin` runs them ---------- */

async function embeddedRetailer(app: EmbeddedApp, email: string) {
  const response = await login(app, email, 'retailer');
  return bearer((response.json() as { access: string }).access);
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('licence review from the shell', () => {
  let dataDir = '';
  const approved = retailerForm({ shop_name: 'Approved Pharmacy' });
  const refused = retailerForm({ shop_name: 'Refused Pharmacy' });
  const wholesaler = wholesalerForm();

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'marketplace-licence-cli-'));
    await withEmbeddedApp(dataDir, async (app) => {
      for (const form of [approved, refused, wholesaler]) expect((await register(app, form)).statusCode).toBe(201);
      for (const form of [approved, refused]) {
        const auth = await embeddedRetailer(app, form.email as string);
        const saved = await updateProfileWithScan(
          app,
          { auth },
          { ...SHOP_FIELDS, shop_name: form.shop_name, ...licenceFormFields() },
          { content: await pngPicture() },
        );
        expect(saved.statusCode, saved.body).toBe(200);
      }
    });
  }, PROCESS_TIMEOUT);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('list-licences lists each licence awaiting approval on a line', { timeout: PROCESS_TIMEOUT }, async () => {
    const result = await adminCommand(dataDir, 'list-licences');
    expect(result.exitCode, result.stderr).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(approved.email as string);
    expect(lines[0]).toContain('Approved Pharmacy');
    expect(lines[0]).toContain('Form 20 KL-EKM-20-104455');
    expect(lines[0]).toContain('PIN 682031');
    expect(lines[1]).toContain(refused.email as string);
  });

  it(
    'approve-licence and reject-licence decide by email, and the profile says so',
    { timeout: PROCESS_TIMEOUT * 3 },
    async () => {
      const approval = await adminCommand(dataDir, 'approve-licence', (approved.email as string).toUpperCase());
      expect(approval).toMatchObject({
        exitCode: 0,
        stdout: `The drug licence of ${approved.email} is now approved.`,
      });
      const rejection = await adminCommand(dataDir, 'reject-licence', refused.email as string);
      expect(rejection).toMatchObject({ exitCode: 0, stdout: `The drug licence of ${refused.email} is now rejected.` });
      const list = await adminCommand(dataDir, 'list-licences');
      expect(list.stdout).toBe('No drug licences are waiting for approval.');
      await withEmbeddedApp(dataDir, async (app) => {
        for (const [form, status] of [
          [approved, 'approved'],
          [refused, 'rejected'],
        ] as const) {
          const auth = await embeddedRetailer(app, form.email as string);
          const profile = await app.inject({ method: 'GET', url: apiPaths.profile, headers: auth });
          expect(profile.json()).toMatchObject({ licence_status: status });
        }
      });
    },
  );

  it(
    'approve-licence refuses a wholesaler account and an unknown email',
    { timeout: PROCESS_TIMEOUT * 2 },
    async () => {
      const notRetailer = await adminCommand(dataDir, 'approve-licence', wholesaler.email as string);
      expect(notRetailer.exitCode).toBe(1);
      expect(notRetailer.stderr).toContain('is not a retailer account');
      const unknown = await adminCommand(dataDir, 'approve-licence', 'nobody@example.com');
      expect(unknown.exitCode).toBe(1);
      expect(unknown.stderr).toContain('Account nobody@example.com not found.');
    },
  );
});
