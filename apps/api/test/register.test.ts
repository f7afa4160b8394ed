import { describe, expect, it } from 'vitest';
import type { RegisterRequest } from '@marketplace/contract';
import { useTestApp } from './helper.js';
import { countAccounts, login, register, retailerForm, uniqueEmail, wholesalerForm } from './accounts-fixtures.js';

type Form = Record<string, unknown>;

const without = (form: RegisterRequest, field: string): Form => {
  const copy: Form = { ...form };
  delete copy[field];
  return copy;
};

describe('registration', () => {
  const ctx = useTestApp();
  const registerRaw = (payload: Form) => ctx.app.inject({ method: 'POST', url: '/api/register/', payload });

  /** A refused form answers 400 with the field's messages and a sentence, and leaves no account behind. */
  async function expectRefused(payload: Form, field: string, message?: string) {
    const before = await countAccounts(ctx);
    const response = await registerRaw(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json() as Record<string, unknown>;
    expect(body).toMatchObject({ code: 'validation', detail: expect.any(String) });
    expect(body[field]).toEqual(message ? expect.arrayContaining([message]) : expect.any(Array));
    expect(await countAccounts(ctx)).toBe(before);
    if (typeof payload.email === 'string' && payload.email.includes('@')) {
      expect((await login(ctx.app, payload.email, 'retailer')).statusCode).toBe(401);
    }
    return body;
  }

  describe('success', () => {
    it('a retailer registers and is verified at once', async () => {
      const form = retailerForm();
      const response = await register(ctx.app, form);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        id: expect.any(Number),
        email: form.email,
        user_type: 'retailer',
        verified: true,
        detail: 'Account created. You can log in now.',
      });
      const loggedIn = await login(ctx.app, form.email as string, 'retailer');
      expect(loggedIn.statusCode).toBe(200);
      expect(loggedIn.json()).toMatchObject({ verified: true, user_type: 'retailer' });
    });

    it('a wholesaler registers and is told the profile is under review', async () => {
      const form = wholesalerForm();
      const response = await register(ctx.app, form);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ email: form.email, user_type: 'wholesaler', verified: false });
      expect((response.json() as { detail: string }).detail).toContain('24-48 hours');
      const loggedIn = await login(ctx.app, form.email as string, 'wholesaler');
      expect(loggedIn.json()).toMatchObject({ verified: false, user_type: 'wholesaler' });
    });

    it('the email is kept in lower case without surrounding spaces, so it logs in however it is typed', async () => {
      const email = uniqueEmail('Mixed.Case').replace('example.com', 'Example.COM');
      const response = await register(ctx.app, retailerForm({ email: `  ${email}  ` }));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ email: email.toLowerCase() });
      expect((await login(ctx.app, email.toUpperCase(), 'retailer')).statusCode).toBe(200);
    });

    it('PAN and GSTIN typed in small letters are stored in capitals', async () => {
      const form = retailerForm({ gstNumber: '32aagcn1234a1z9', panCard: 'aagcn1234a' });
      expect((await register(ctx.app, form)).statusCode).toBe(201);
      const { access } = (await login(ctx.app, form.email as string, 'retailer')).json() as { access: string };
      const profile = await ctx.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { authorization: `Bearer ${access}` },
      });
      expect(profile.json()).toMatchObject({ gst_number: '32AAGCN1234A1Z9', pan_card: 'AAGCN1234A' });
    });

    it('names in Indian scripts are kept as typed', async () => {
      const form = retailerForm({ firstName: 'प्रिया', lastName: 'നായർ', shop_name: 'नायर प्रोविज़न्स' });
      expect((await register(ctx.app, form)).statusCode).toBe(201);
      const { access } = (await login(ctx.app, form.email as string, 'retailer')).json() as { access: string };
      const profile = await ctx.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { authorization: `Bearer ${access}` },
      });
      expect(profile.json()).toMatchObject({ first_name: 'प्रिया', last_name: 'നായർ', shop_name: 'नायर प्रोविज़न्स' });
    });
  });

  describe('every required field is named with the message of the specification', () => {
    const common: Array<[string, string]> = [
      ['firstName', 'First Name is required'],
      ['lastName', 'Last Name is required'],
      ['email', 'Email is required'],
      ['password', 'Password is required'],
      ['confirmPassword', 'Passwords do not match'],
      ['gstNumber', 'GST Number is required'],
      ['contactNumber', 'Contact Number is required'],
      ['address', 'Address is required'],
    ];
    const retailerOnly: Array<[string, string]> = [
      ['shop_name', 'Shop Name is required'],
      ['licenseNumber', 'License Number is required'],
      ['panCard', 'PAN Card Number is required'],
    ];
    const wholesalerOnly: Array<[string, string]> = [
      ['companyName', 'Company Name is required'],
      ['companyDescription', 'Company Description is required'],
      ['yearsInBusiness', 'Years in Business is required'],
    ];

    it.each([...common, ...retailerOnly])('retailer without %s hears "%s"', async (field, message) => {
      await expectRefused(without(retailerForm(), field), field, message);
    });

    it.each([...common, ...wholesalerOnly])('wholesaler without %s hears "%s"', async (field, message) => {
      await expectRefused(without(wholesalerForm(), field), field, message);
    });

    it.each([...common.filter(([field]) => field !== 'confirmPassword'), ...retailerOnly])(
      'retailer with a blank %s hears "%s"',
      async (field, message) => {
        const form: Form = { ...retailerForm(), [field]: field === 'password' ? '' : '   ' };
        await expectRefused(form, field, message);
      },
    );

    it.each(wholesalerOnly)('wholesaler with an empty %s hears "%s"', async (field, message) => {
      await expectRefused({ ...wholesalerForm(), [field]: '' }, field, message);
    });

    it('a wholesaler who types only spaces for Years in Business hears "Years in Business is required"', async () => {
      await expectRefused(
        { ...wholesalerForm(), yearsInBusiness: '   ' },
        'yearsInBusiness',
        'Years in Business is required',
      );
    });

    it('an entirely blank retailer form names every field at once', async () => {
      const blank = Object.fromEntries(Object.keys(retailerForm()).map((key) => [key, '']));
      const body = await expectRefused({ ...blank, userType: 'retailer' }, 'firstName');
      for (const [field, message] of [...common.filter(([field]) => field !== 'confirmPassword'), ...retailerOnly]) {
        expect(body[field], field).toEqual(expect.arrayContaining([message]));
      }
    });

    it('an entirely blank wholesaler form names every field at once', async () => {
      const blank = Object.fromEntries(Object.keys(wholesalerForm()).map((key) => [key, '']));
      const body = await expectRefused({ ...blank, userType: 'wholesaler' }, 'firstName');
      for (const [field, message] of [...common.filter(([field]) => field !== 'confirmPassword'), ...wholesalerOnly]) {
        expect(body[field], field).toEqual(expect.arrayContaining([message]));
      }
    });

    it('an empty object is refused with the common messages and the choice of role', async () => {
      const body = await expectRefused({}, 'userType', 'Choose Retailer or Wholesaler');
      for (const [field, message] of common) expect(body[field], field).toEqual([message]);
    });
  });

  describe('formats', () => {
    it('an email that is not an address hears "Email address is invalid"', async () => {
      await expectRefused({ ...retailerForm(), email: 'priya.at.example.com' }, 'email', 'Email address is invalid');
    });

    it('different password and confirmation hear "Passwords do not match"', async () => {
      await expectRefused(
        { ...retailerForm(), confirmPassword: 'a-different-password' },
        'confirmPassword',
        'Passwords do not match',
      );
    });

    it('a password shorter than 8 characters is refused', async () => {
      await expectRefused(
        { ...retailerForm(), password: 'short', confirmPassword: 'short' },
        'password',
        'Password must be at least 8 characters',
      );
    });

    it.each(['ABC', '27AAPFU0939F1AV', '27AAPFU0939F1Z', '2AAPFU0939F1ZVX'])(
      'a GST number that is not a GSTIN (%s) is refused',
      async (gstNumber) => {
        await expectRefused(
          { ...wholesalerForm(), gstNumber },
          'gstNumber',
          'GST Number must be a 15-character GSTIN such as 27AAPFU0939F1ZV',
        );
      },
    );

    it('a GST number longer than 15 characters is refused', async () => {
      await expectRefused({ ...retailerForm(), gstNumber: '27AAPFU0939F1ZVX' }, 'gstNumber');
    });

    it.each(['ABCDE12345', 'ABCD1234F', '1BCDE1234F'])(
      'a PAN that is not 5 letters, 4 digits, 1 letter (%s) is refused',
      async (panCard) => {
        await expectRefused(
          { ...retailerForm(), panCard },
          'panCard',
          'PAN Card Number must look like ABCDE1234F (5 letters, 4 digits, 1 letter)',
        );
      },
    );

    it.each(['12345', '98470123456789', 'call me'])(
      'a contact number that is not an Indian number (%s) is refused',
      async (contactNumber) => {
        await expectRefused(
          { ...retailerForm(), contactNumber },
          'contactNumber',
          'Contact Number must be a 10-digit Indian phone number',
        );
      },
    );

    it.each(['-1', '2.5', '201', 'twelve'])('years in business of %s is refused', async (yearsInBusiness) => {
      await expectRefused({ ...wholesalerForm(), yearsInBusiness }, 'yearsInBusiness');
    });

    it('nobody can register as an administrator', async () => {
      await expectRefused({ ...retailerForm(), userType: 'admin' }, 'userType', 'Choose Retailer or Wholesaler');
    });

    it('a name longer than 100 characters is refused', async () => {
      await expectRefused(
        { ...retailerForm(), firstName: 'P'.repeat(101) },
        'firstName',
        'Must be at most 100 characters',
      );
    });
  });

  describe('wrong types', () => {
    const wrongValues: Array<[string, unknown]> = [
      ['a number', 12345],
      ['a list', ['Priya']],
      ['an object', { first: 'Priya' }],
      ['null', null],
      ['true', true],
    ];
    const stringFields = [
      'firstName',
      'lastName',
      'email',
      'password',
      'gstNumber',
      'contactNumber',
      'address',
      'shop_name',
      'licenseNumber',
      'panCard',
      'userType',
    ];

    for (const field of stringFields) {
      it.each(wrongValues)(`${field} given as %s is refused`, async (_label, value) => {
        await expectRefused({ ...retailerForm(), [field]: value }, field);
      });
    }

    it.each([
      ['a list', []],
      ['true', true],
      ['an object', {}],
    ])('a wholesaler whose years in business is %s is refused', async (_label, yearsInBusiness) => {
      await expectRefused({ ...wholesalerForm(), yearsInBusiness }, 'yearsInBusiness');
    });
  });

  describe('one account per email', () => {
    it('a second registration with the same email is refused and the first account keeps its password', async () => {
      const first = retailerForm();
      expect((await register(ctx.app, first)).statusCode).toBe(201);
      const before = await countAccounts(ctx);
      const second = wholesalerForm({
        email: first.email,
        password: 'another-password',
        confirmPassword: 'another-password',
      });
      const response = await register(ctx.app, second);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        email: ['An account with this email already exists.'],
        detail: expect.any(String),
      });
      expect(await countAccounts(ctx)).toBe(before);
      expect((await login(ctx.app, first.email as string, 'retailer')).statusCode).toBe(200);
      expect((await login(ctx.app, first.email as string, 'wholesaler', 'another-password')).statusCode).toBe(401);
    });

    it('an email differing only in capital letters counts as the same email', async () => {
      const first = retailerForm();
      expect((await register(ctx.app, first)).statusCode).toBe(201);
      const before = await countAccounts(ctx);
      const response = await register(ctx.app, retailerForm({ email: (first.email as string).toUpperCase() }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ email: ['An account with this email already exists.'] });
      expect(await countAccounts(ctx)).toBe(before);
    });

    it('two simultaneous registrations with one email create exactly one account', async () => {
      const email = uniqueEmail('race');
      const before = await countAccounts(ctx);
      const responses = await Promise.all([
        register(ctx.app, retailerForm({ email })),
        register(ctx.app, wholesalerForm({ email })),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400]);
      expect(await countAccounts(ctx)).toBe(before + 1);
    });
  });

  describe('the server decides what is trusted', () => {
    it('a wholesaler cannot register itself as verified or as an administrator', async () => {
      const form = {
        ...wholesalerForm(),
        verified: true,
        verificationStatus: 'verified',
        verification_status: 'verified',
        user_type: 'admin',
        userType: 'wholesaler',
      };
      const response = await registerRaw(form);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ verified: false, user_type: 'wholesaler' });
      expect((await login(ctx.app, form.email as string, 'wholesaler')).json()).toMatchObject({ verified: false });
      expect((await login(ctx.app, form.email as string, 'admin')).statusCode).toBe(403);
    });
  });
});
