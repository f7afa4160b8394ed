import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@marketplace/contract';
import {
  multipartForm,
  pngPicture,
  signUpAdmin,
  signUpRetailer,
  signUpAccount,
  signUpVerifiedWholesaler,
  wholesalerForm,
  type Account,
} from './accounts-fixtures.js';
import { useTestApp } from './helper.js';
import {
  decideLicence,
  daysFromToday,
  indiaToday,
  licenceFormFields,
  pendingLicences,
  readProfile,
  retailerAwaitingApproval,
  saveRetailerProfile,
  setRetailerLicence,
  SHOP_FIELDS,
  updateProfile,
} from './regulation-fixtures.js';

const WHOLESALER_FIELDS = {
  company_name: 'Malabar Pharma Distributors',
  gst_number: '24AAACM5678B1Z3',
  address: '7 Ashram Road, Ahmedabad, Gujarat 380009',
  company_description: 'Medicines and packaged food for chemists and grocers.',
  years_in_business: '17',
};

/* The contract's field messages, restated so that a change of wording shows up as a failure. */
const m = {
  fssai: 'FSSAI licence number must be 14 digits.',
  validTo: 'Enter the date the licence is valid to.',
  validToPast: 'This licence is no longer valid: enter a licence valid today or later.',
  pin: 'PIN code of the licensed premises must be 6 digits.',
  pinRequired: 'Enter the PIN code of the licensed premises.',
  licenceNeeded: 'Enter a Form 20 or Form 21 licence number, or clear the licence fields.',
  form20: 'Enter the Form 20 licence number as printed: 5 to 40 letters, digits, spaces, / or -.',
};

const ctx = useTestApp();
const approve = (retailer: Account) => decideLicence(ctx.app, admin.auth, retailer.id, 'approve');

let admin: Account;
beforeAll(async () => {
  admin = await signUpAdmin(ctx);
});

describe('a retailer’s drug licence in the profile', () => {
  it('saving the licence puts it up for approval: the profile shows it, in capitals, as pending', async () => {
    const retailer = await signUpRetailer(ctx.app);
    expect((await readProfile(ctx.app, retailer)).licence_status).toBe('none');
    const validTo = daysFromToday(400);
    const answer = await saveRetailerProfile(ctx.app, retailer, {
      drug_licence_20: ' kl-ekm-20-104455 ',
      drug_licence_21: 'kl  ekm 21  104456',
      drug_licence_valid_to: validTo,
      drug_licence_pin: '682031',
      fssai_licence: '11319008000123',
    });
    const expected = {
      drug_licence_20: 'KL-EKM-20-104455',
      drug_licence_21: 'KL EKM 21 104456',
      drug_licence_valid_to: validTo,
      drug_licence_pin: '682031',
      fssai_licence: '11319008000123',
      licence_status: 'pending',
    };
    expect(answer).toMatchObject(expected);
    expect(await readProfile(ctx.app, retailer)).toMatchObject(expected);
  });

  it('the Settings form may send the licence as a multipart form', async () => {
    const retailer = await signUpRetailer(ctx.app);
    // Since issue 52 a licence goes with its scan.
    const form = multipartForm({ ...SHOP_FIELDS, ...licenceFormFields() }, [
      { field: 'licence_scan', filename: 'licence.png', contentType: 'image/png', content: await pngPicture() },
    ]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.updateProfile,
      payload: form.payload,
      headers: { ...retailer.auth, ...form.headers },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await readProfile(ctx.app, retailer)).toMatchObject({ ...licenceFormFields(), licence_status: 'pending' });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['an FSSAI number of 13 digits', { fssai_licence: '1131900800012' }, 'fssai_licence', m.fssai],
    ['an FSSAI number with letters', { fssai_licence: '1131900800012A' }, 'fssai_licence', m.fssai],
    ['a PIN code of 5 digits', { ...licenceFormFields(), drug_licence_pin: '68203' }, 'drug_licence_pin', m.pin],
    ['a PIN code starting with 0', { ...licenceFormFields(), drug_licence_pin: '082031' }, 'drug_licence_pin', m.pin],
    [
      'a licence number without a validity date',
      { ...licenceFormFields(), drug_licence_valid_to: undefined },
      'drug_licence_valid_to',
      m.validTo,
    ],
    [
      'a licence number without the premises PIN',
      { ...licenceFormFields(), drug_licence_pin: undefined },
      'drug_licence_pin',
      m.pinRequired,
    ],
    [
      'a validity date that ended yesterday',
      { ...licenceFormFields(), drug_licence_valid_to: daysFromToday(-1) },
      'drug_licence_valid_to',
      m.validToPast,
    ],
    [
      'a validity date that does not exist',
      { ...licenceFormFields(), drug_licence_valid_to: '2031-02-30' },
      'drug_licence_valid_to',
      m.validTo,
    ],
    [
      'a validity date and PIN without a licence number',
      { drug_licence_valid_to: daysFromToday(30), drug_licence_pin: '682031' },
      'drug_licence_20',
      m.licenceNeeded,
    ],
    ['a licence number of symbols', { ...licenceFormFields(), drug_licence_20: '##' }, 'drug_licence_20', m.form20],
  ])('%s is refused on its field, and nothing is saved', async (_case, fields, field, message) => {
    const retailer = await signUpRetailer(ctx.app);
    const before = await readProfile(ctx.app, retailer);
    const response = await updateProfile(ctx.app, retailer, { ...SHOP_FIELDS, shop_name: 'Changed Name', ...fields });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation', [field]: [message] });
    expect(await readProfile(ctx.app, retailer)).toEqual(before);
  });

  it('a licence valid to today is accepted', async () => {
    const retailer = await signUpRetailer(ctx.app);
    const answer = await saveRetailerProfile(ctx.app, retailer, {
      ...licenceFormFields(),
      drug_licence_valid_to: indiaToday(),
    });
    expect(answer).toMatchObject({ drug_licence_valid_to: indiaToday(), licence_status: 'pending' });
  });

  it('empty boxes clear the licence: its status goes back to none', async () => {
    const retailer = await signUpRetailer(ctx.app);
    await saveRetailerProfile(ctx.app, retailer, { ...licenceFormFields(), fssai_licence: '11319008000123' });
    const cleared = await saveRetailerProfile(ctx.app, retailer, {
      drug_licence_20: '',
      drug_licence_21: ' ',
      drug_licence_valid_to: '',
      drug_licence_pin: '',
      fssai_licence: '',
    });
    const expected = {
      drug_licence_20: null,
      drug_licence_21: null,
      drug_licence_valid_to: null,
      drug_licence_pin: null,
      fssai_licence: null,
      licence_status: 'none',
    };
    expect(cleared).toMatchObject(expected);
    expect(await readProfile(ctx.app, retailer)).toMatchObject(expected);
    expect((await pendingLicences(ctx.app, admin.auth)).map((licence) => licence.id)).not.toContain(retailer.id);
  });

  it('a save that leaves the licence out keeps it, and keeps its approval', async () => {
    const retailer = await retailerAwaitingApproval(ctx.app);
    expect((await approve(retailer)).statusCode).toBe(200);
    const answer = await saveRetailerProfile(ctx.app, retailer, { shop_name: 'Nair Medicals and General Stores' });
    expect(answer).toMatchObject({ ...licenceFormFields(), licence_status: 'approved' });
    const resent = await saveRetailerProfile(
      ctx.app,
      retailer,
      { ...licenceFormFields(), fssai_licence: '11319008000123' },
      { scan: false },
    );
    expect(resent).toMatchObject({ licence_status: 'approved', fssai_licence: '11319008000123' });
  });

  it.each<[string, Record<string, string>]>([
    ['the Form 20 number', { drug_licence_20: 'KL-EKM-20-999999' }],
    ['the Form 21 number', { drug_licence_21: 'KL-EKM-21-999999' }],
    ['the validity date', { drug_licence_valid_to: daysFromToday(800) }],
    ['the premises PIN', { drug_licence_pin: '682035' }],
  ])('changing %s after approval sends the licence back for approval', async (_field, change) => {
    const retailer = await retailerAwaitingApproval(ctx.app);
    expect((await approve(retailer)).statusCode).toBe(200);
    const answer = await saveRetailerProfile(ctx.app, retailer, { ...licenceFormFields(), ...change });
    expect(answer).toMatchObject({ ...change, licence_status: 'pending' });
    expect((await pendingLicences(ctx.app, admin.auth)).map((licence) => licence.id)).toContain(retailer.id);
  });

  it('an expired licence stays expired through an unrelated save, and a renewal goes for approval', async () => {
    const retailer = await signUpRetailer(ctx.app);
    const stale = { ...licenceFormFields(), drug_licence_valid_to: daysFromToday(-1) };
    await setRetailerLicence(ctx.database.db, retailer.id, {
      form20: stale.drug_licence_20,
      form21: stale.drug_licence_21,
      validTo: stale.drug_licence_valid_to,
      pin: stale.drug_licence_pin,
      status: 'approved',
    });
    expect((await readProfile(ctx.app, retailer)).licence_status).toBe('expired');
    const unrelated = await saveRetailerProfile(
      ctx.app,
      retailer,
      { ...stale, shop_name: 'Nair Medicals' },
      { scan: false },
    );
    expect(unrelated).toMatchObject({ licence_status: 'expired' });
    const renewal = { drug_licence_valid_to: daysFromToday(365) };
    expect(await saveRetailerProfile(ctx.app, retailer, renewal, { scan: true })).toMatchObject({
      licence_status: 'pending',
    });
  });
});

describe('a wholesaler’s licences in the profile', () => {
  it('saves Form 20B, Form 21B and FSSAI numbers, and clears them with empty boxes', async () => {
    // A wholesaler awaiting verification edits freely (a verified one asks for a change: profile-changes.test.ts).
    const wholesaler = await signUpAccount(ctx.app, wholesalerForm());
    const response = await updateProfile(ctx.app, wholesaler, {
      ...WHOLESALER_FIELDS,
      drug_licence_20b: 'kl-ekm-20b-2019-0311',
      drug_licence_21b: 'KL-EKM-21B-2019-0312',
      fssai_licence: '11319008000123',
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = {
      drug_licence_20b: 'KL-EKM-20B-2019-0311',
      drug_licence_21b: 'KL-EKM-21B-2019-0312',
      fssai_licence: '11319008000123',
    };
    expect(await readProfile(ctx.app, wholesaler)).toMatchObject(saved);

    const kept = await updateProfile(ctx.app, wholesaler, { ...WHOLESALER_FIELDS, company_name: 'Malabar Pharma' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await readProfile(ctx.app, wholesaler)).toMatchObject(saved);

    const cleared = await updateProfile(ctx.app, wholesaler, {
      ...WHOLESALER_FIELDS,
      drug_licence_20b: '',
      drug_licence_21b: '',
      fssai_licence: '',
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await readProfile(ctx.app, wholesaler)).toMatchObject({
      drug_licence_20b: null,
      drug_licence_21b: null,
      fssai_licence: null,
    });
  });

  it('refuses an FSSAI number that is not 14 digits', async () => {
    const wholesaler = await signUpVerifiedWholesaler(ctx.app, ctx.database.db);
    const response = await updateProfile(ctx.app, wholesaler, { ...WHOLESALER_FIELDS, fssai_licence: '113190080001' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fssai_licence: [m.fssai] });
    expect(await readProfile(ctx.app, wholesaler)).toMatchObject({ fssai_licence: null });
  });
});
