import { describe, expect, it } from 'vitest';
import { apiPaths, reviewedChangePaths, reviewMessages } from '@marketplace/contract';
import { runAdminCommand } from '../src/modules/admin/admin-commands.js';
import {
  signUpAccount,
  signUpRetailer,
  signUpVerifiedWholesaler,
  useTestAppWithAdmin,
  wholesalerForm,
} from './accounts-fixtures.js';
import { decideProfileChange, pendingChangeOf } from './profile-change-fixtures.js';
import { readProfile, SELLER_LICENCES, setSellerLicences, SHOP_FIELDS, updateProfile } from './regulation-fixtures.js';

/** Issue 52, finding 4: a verified party changes who it is only after an administrator's review. */

const { ctx, admin } = useTestAppWithAdmin();

const COMPANY = {
  company_name: 'Mehta Distributors',
  gst_number: '24AAACM5678B1Z3',
  address: '5 Relief Road, Ahmedabad, Gujarat 380001',
  company_description: 'Textiles and garments wholesale.',
  years_in_business: '12',
};
/** Another company in another state, as the dishonest seller typed it. */
const NEW_IDENTITY = {
  company_name: 'Shadow Pharma Traders',
  gst_number: '29AAACS9999K1Z4',
  drug_licence_20b: 'KA-BLR-20B-2024-0001',
};

const publicPage = async (wholesalerId: number) =>
  (await ctx.app.inject({ method: 'GET', url: apiPaths.wholesalerProfile(wholesalerId) })).json() as Record<
    string,
    unknown
  >;

describe('a verified wholesaler', () => {
  it('asks for a new GSTIN, name and 20B: the old values stay in force until an administrator approves', async () => {
    const seller = await signUpVerifiedWholesaler(ctx.app, ctx.database.db);
    await setSellerLicences(ctx.database.db, seller.id, { drugLicence20b: SELLER_LICENCES.drugLicence20b });
    const saved = await updateProfile(ctx.app, seller, {
      ...COMPANY,
      ...NEW_IDENTITY,
      address: '9 New Road, Ahmedabad, Gujarat 380002',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const pending = {
      company_name: NEW_IDENTITY.company_name,
      gst_number: NEW_IDENTITY.gst_number,
      drug_licence_20b: NEW_IDENTITY.drug_licence_20b,
    };
    // Other fields change at once; the identity stays as it was.
    expect(saved.json()).toMatchObject({
      company_name: COMPANY.company_name,
      gst_number: COMPANY.gst_number,
      state_code: '24',
      drug_licence_20b: SELLER_LICENCES.drugLicence20b,
      address: '9 New Road, Ahmedabad, Gujarat 380002',
      verification_status: 'verified',
      pending_changes: pending,
    });
    expect(await publicPage(seller.id)).toMatchObject({ company_name: COMPANY.company_name });

    const request = await pendingChangeOf(ctx.app, admin.auth, seller.id);
    expect(request).toMatchObject({
      user_type: 'wholesaler',
      name: COMPANY.company_name,
      version: expect.any(Number),
      changes: expect.arrayContaining([
        { field: 'company_name', label: 'Company name', old: COMPANY.company_name, new: NEW_IDENTITY.company_name },
        { field: 'gst_number', label: 'GSTIN', old: COMPANY.gst_number, new: NEW_IDENTITY.gst_number },
        {
          field: 'drug_licence_20b',
          label: 'Drug licence 20B',
          old: SELLER_LICENCES.drugLicence20b,
          new: NEW_IDENTITY.drug_licence_20b,
        },
      ]),
    });

    const approved = await decideProfileChange(ctx.app, admin.auth, seller.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved' });
    expect(await readProfile(ctx.app, seller)).toMatchObject({
      ...NEW_IDENTITY,
      state_code: '29',
      pending_changes: null,
    });
    expect(await publicPage(seller.id)).toMatchObject({ company_name: NEW_IDENTITY.company_name });
    expect(await pendingChangeOf(ctx.app, admin.auth, seller.id)).toBeUndefined();
  });

  it('a rejected change leaves the values in force, and saving the values in force withdraws a request', async () => {
    const seller = await signUpVerifiedWholesaler(ctx.app, ctx.database.db);
    expect((await updateProfile(ctx.app, seller, { ...COMPANY, gst_number: NEW_IDENTITY.gst_number })).statusCode).toBe(
      200,
    );
    expect((await decideProfileChange(ctx.app, admin.auth, seller.id, 'reject')).statusCode).toBe(200);
    expect(await readProfile(ctx.app, seller)).toMatchObject({ gst_number: COMPANY.gst_number, pending_changes: null });

    expect((await updateProfile(ctx.app, seller, { ...COMPANY, gst_number: NEW_IDENTITY.gst_number })).statusCode).toBe(
      200,
    );
    const withdrawn = await updateProfile(ctx.app, seller, COMPANY);
    expect(withdrawn.json()).toMatchObject({ pending_changes: null });
    expect(await pendingChangeOf(ctx.app, admin.auth, seller.id)).toBeUndefined();
  });

  it('a request revised after the administrator read it is not approved: 409, nothing changes', async () => {
    const seller = await signUpVerifiedWholesaler(ctx.app, ctx.database.db);
    await updateProfile(ctx.app, seller, { ...COMPANY, gst_number: NEW_IDENTITY.gst_number });
    const seen = await pendingChangeOf(ctx.app, admin.auth, seller.id);
    await updateProfile(ctx.app, seller, { ...COMPANY, gst_number: '27AAACM5678B1Z9' });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: reviewedChangePaths.adminApproveProfileChange(seen!.id),
      headers: admin.auth,
      payload: { version: seen!.version },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ detail: reviewMessages.changeRequestChanged });
    expect(await readProfile(ctx.app, seller)).toMatchObject({
      gst_number: COMPANY.gst_number,
      pending_changes: { gst_number: '27AAACM5678B1Z9' },
    });
  });
});

describe('accounts still reviewed as a whole, and retailers', () => {
  it('a wholesaler awaiting verification edits its identity freely', async () => {
    const applicant = await signUpAccount(ctx.app, wholesalerForm());
    const saved = await updateProfile(ctx.app, applicant, { ...COMPANY, ...NEW_IDENTITY });
    expect(saved.json()).toMatchObject({ ...NEW_IDENTITY, pending_changes: null });
  });

  it("a retailer's GSTIN and PAN wait for review; its other details change at once", async () => {
    const retailer = await signUpRetailer(ctx.app);
    await updateProfile(ctx.app, retailer, SHOP_FIELDS);
    const saved = await updateProfile(ctx.app, retailer, {
      ...SHOP_FIELDS,
      shop_name: 'Nair Medicals and Stores',
      gst_number: '29AAGCN1234A1Z1',
      pan_card: 'aagcn9999a',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      shop_name: 'Nair Medicals and Stores',
      gst_number: SHOP_FIELDS.gst_number,
      pan_card: SHOP_FIELDS.pan_card,
      pending_changes: { gst_number: '29AAGCN1234A1Z1', pan_card: 'AAGCN9999A' },
    });
  });

  it('npm run admin -- approve-change <email> approves the current request', async () => {
    const retailer = await signUpRetailer(ctx.app);
    await updateProfile(ctx.app, retailer, { ...SHOP_FIELDS, pan_card: 'AAGCN7777A' });
    const listed = await runAdminCommand(ctx.app.services, { command: 'list-changes' });
    expect(listed).toContain(`${retailer.email}`);
    expect(listed).toContain('PAN');
    const output = await runAdminCommand(ctx.app.services, { command: 'approve-change', email: retailer.email });
    expect(output).toBe(`The profile change of ${retailer.email} is approved.`);
    expect(await readProfile(ctx.app, retailer)).toMatchObject({ pan_card: 'AAGCN7777A', pending_changes: null });
    await expect(
      runAdminCommand(ctx.app.services, { command: 'reject-change', email: retailer.email }),
    ).rejects.toThrow(reviewMessages.noChangeRequest);
  });
});
