import { describe, expect, it } from 'vitest';
import { apiPaths, reviewedChangePaths, reviewMessages } from '@marketplace/contract';
import {
  pngPicture,
  signUpAccount,
  signUpRetailer,
  signUpVerifiedWholesaler,
  useTestAppWithAdmin,
  wholesalerForm,
} from './accounts-fixtures.js';
import {
  decideLicence,
  form20Licence,
  licenceFormFields,
  pendingLicences,
  readProfile,
  retailerAwaitingApproval,
  setRetailerLicence,
  SHOP_FIELDS,
  updateProfile,
  updateProfileWithScan,
} from './regulation-fixtures.js';

/** Issue 52, finding 3: an administrator approves what it reviewed, from the licence's scan. */

const { ctx, admin } = useTestAppWithAdmin();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function listedLicence(retailerId: number) {
  const listed = (await pendingLicences(ctx.app, admin.auth)).find((licence) => licence.id === retailerId);
  if (!listed) throw new Error(`licence of ${retailerId} not listed`);
  return listed;
}

async function pendingWholesalerVersion(wholesalerId: number) {
  const response = await ctx.app.inject({ method: 'GET', url: apiPaths.adminPendingWholesalers, headers: admin.auth });
  const listed = (response.json() as { wholesalers: { id: number; version: number }[] }).wholesalers.find(
    (entry) => entry.id === wholesalerId,
  );
  if (!listed) throw new Error(`wholesaler ${wholesalerId} not listed`);
  return listed.version;
}

describe('a decision names the version the administrator saw', () => {
  it('a licence changed after the list was read is not approved: 409, and it stays pending', async () => {
    const retailer = await retailerAwaitingApproval(ctx.app);
    const seen = await listedLicence(retailer.id);

    // The retailer swaps the licence for another number, PIN and a 2099 expiry, with a new scan.
    const swapped = {
      drug_licence_20: 'KL-EKM-20-999999',
      drug_licence_pin: '682035',
      drug_licence_valid_to: '2099-12-31',
    };
    const changed = await updateProfileWithScan(
      ctx.app,
      retailer,
      { ...SHOP_FIELDS, ...licenceFormFields(), ...swapped },
      { content: await pngPicture('#aa3300') },
    );
    expect(changed.statusCode, changed.body).toBe(200);

    for (const decision of ['approve', 'reject'] as const) {
      const refused = await decideLicence(ctx.app, admin.auth, retailer.id, decision, seen.version);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'conflict', detail: reviewMessages.licenceChanged });
    }
    expect((await readProfile(ctx.app, retailer)).licence_status).toBe('pending');

    // Read again, the new details show with a new version; deciding on that one works.
    const fresh = await listedLicence(retailer.id);
    expect(fresh).toMatchObject({ ...swapped, licence_status: 'pending' });
    expect(fresh.version).not.toBe(seen.version);
    const approved = await decideLicence(ctx.app, admin.auth, retailer.id, 'approve', fresh.version);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await readProfile(ctx.app, retailer)).licence_status).toBe('approved');
  });

  it('a second decision on the version already decided on is refused (two administrators at once)', async () => {
    const retailer = await retailerAwaitingApproval(ctx.app);
    const seen = await listedLicence(retailer.id);
    expect((await decideLicence(ctx.app, admin.auth, retailer.id, 'reject', seen.version)).statusCode).toBe(200);
    const second = await decideLicence(ctx.app, admin.auth, retailer.id, 'approve', seen.version);
    expect(second.statusCode).toBe(409);
    expect((await readProfile(ctx.app, retailer)).licence_status).toBe('rejected');
  });

  it('a wholesaler profile changed after the list was read is not verified: 409, and it stays pending', async () => {
    const form = wholesalerForm();
    const wholesaler = await signUpAccount(ctx.app, form);
    const seen = await pendingWholesalerVersion(wholesaler.id);
    const saved = await updateProfile(ctx.app, wholesaler, {
      company_name: 'Another Company Pvt Ltd',
      gst_number: '29AAACM5678B1Z1',
      address: form.address,
      company_description: 'Something else entirely.',
      years_in_business: '3',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const decision of ['verify', 'reject'] as const) {
      const url =
        decision === 'verify'
          ? apiPaths.adminVerifyWholesaler(wholesaler.id)
          : apiPaths.adminRejectWholesaler(wholesaler.id);
      const refused = await ctx.app.inject({ method: 'POST', url, headers: admin.auth, payload: { version: seen } });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'conflict', detail: reviewMessages.profileChanged });
    }
    expect(await readProfile(ctx.app, wholesaler)).toMatchObject({ verification_status: 'pending' });
    const fresh = await pendingWholesalerVersion(wholesaler.id);
    const verified = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.adminVerifyWholesaler(wholesaler.id),
      headers: admin.auth,
      payload: { version: fresh },
    });
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it('a decision without a version is refused with 400 and changes nothing', async () => {
    const retailer = await retailerAwaitingApproval(ctx.app);
    for (const payload of [undefined, {}, { version: 'latest' }, { version: 0 }]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: apiPaths.adminApproveLicence(retailer.id),
        headers: admin.auth,
        ...(payload === undefined ? {} : { payload }),
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await readProfile(ctx.app, retailer)).licence_status).toBe('pending');
  });
});

describe('a licence is approved from its scan', () => {
  it('new licence details without a scan are refused on licence_scan, and nothing is saved', async () => {
    const retailer = await signUpRetailer(ctx.app);
    const response = await updateProfile(ctx.app, retailer, { ...SHOP_FIELDS, ...licenceFormFields() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation', licence_scan: [reviewMessages.scanRequired] });
    expect(await readProfile(ctx.app, retailer)).toMatchObject({ licence_status: 'none', drug_licence_20: null });
  });

  it.each<[string, Buffer, string]>([
    ['a text file named like a picture', Buffer.from('just some text, not a picture at all'), 'image/png'],
    ['an HTML page', Buffer.from('<!doctype html><script>alert(1)</script>'), 'application/pdf'],
  ])('%s is refused by its content', async (_case, content, contentType) => {
    const retailer = await signUpRetailer(ctx.app);
    const response = await updateProfileWithScan(
      ctx.app,
      retailer,
      { ...SHOP_FIELDS, ...licenceFormFields() },
      { content, contentType, filename: 'licence.png' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ licence_scan: [reviewMessages.scanType] });
    expect((await readProfile(ctx.app, retailer)).licence_status).toBe('none');
  });

  it('a scan over 5 MB is refused on licence_scan', async () => {
    const retailer = await signUpRetailer(ctx.app);
    const huge = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024 + 10, 0x20)]);
    const response = await updateProfileWithScan(
      ctx.app,
      retailer,
      { ...SHOP_FIELDS, ...licenceFormFields() },
      { content: huge, contentType: 'application/pdf', filename: 'licence.pdf' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ licence_scan: [reviewMessages.scanTooLarge] });
  });

  it('the scan is private: its retailer and administrators fetch it, nobody else, and never as media', async () => {
    const retailer = await signUpRetailer(ctx.app);
    const saved = await updateProfileWithScan(
      ctx.app,
      retailer,
      { ...SHOP_FIELDS, ...licenceFormFields() },
      { content: PDF, contentType: 'application/pdf', filename: 'licence.pdf' },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const path = reviewedChangePaths.licenceScan(retailer.id);
    expect(saved.json()).toMatchObject({ licence_scan: path, licence_status: 'pending' });
    expect((await listedLicence(retailer.id)).licence_scan).toBe(path);

    for (const reader of [retailer, admin]) {
      const response = await ctx.app.inject({ method: 'GET', url: path, headers: reader.auth });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.rawPayload.equals(PDF)).toBe(true);
    }
    const stranger = await signUpRetailer(ctx.app);
    const seller = await signUpVerifiedWholesaler(ctx.app, ctx.database.db);
    for (const other of [stranger, seller])
      expect((await ctx.app.inject({ method: 'GET', url: path, headers: other.auth })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    // Nothing of it is under the public media folder.
    const media = await ctx.app.inject({ method: 'GET', url: `/media/licence-scans/${retailer.id}/` });
    expect(media.statusCode).toBe(404);
  });

  it('a licence on file without a scan cannot be approved, only rejected', async () => {
    const retailer = await signUpRetailer(ctx.app);
    await setRetailerLicence(ctx.database.db, retailer.id, form20Licence('pending'));
    const approve = await decideLicence(ctx.app, admin.auth, retailer.id, 'approve');
    expect(approve.statusCode).toBe(409);
    expect((await readProfile(ctx.app, retailer)).licence_status).toBe('pending');
    expect((await decideLicence(ctx.app, admin.auth, retailer.id, 'reject')).statusCode).toBe(200);
  });
});
