import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper.js';
import {
  bearer,
  expectNoPasswordSecrets,
  expectTokenNotValid,
  expiredAccessToken,
  forgedAccessToken,
  multipartForm,
  pngPicture,
  retailerForm,
  signUp,
  signUpAdmin,
  wholesalerForm,
  type FilePart,
} from './accounts-fixtures.js';

const retailerFields = {
  shop_name: 'Nair Super Market',
  contact_number: '98470 54321',
  address: '44 MG Road, Kochi, Kerala 682035',
  gst_number: '32aagcn1234a1z9',
  license_number: 'KL-EKM-2024-001',
  pan_card: 'aagcn1234a',
};

const wholesalerFields = {
  company_name: 'Mehta & Sons Distributors',
  gst_number: '24AAACM5678B1Z3',
  address: '7 Ashram Road, Ahmedabad, Gujarat 380009',
  company_description: 'Cotton textiles, sarees and garments since 2008.',
  years_in_business: '17',
  contact_number: '9824099999',
};

const logoFile = (content: Buffer, filename = 'logo.png', contentType = 'image/png'): FilePart => ({
  field: 'logo',
  filename,
  contentType,
  content,
});

describe('updating the profile', () => {
  const ctx = useTestApp();
  const readProfile = async (auth: Record<string, string>) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: auth })).json() as Record<string, unknown>;
  const sendForm = (auth: Record<string, string>, fields: Record<string, string>, files: FilePart[] = []) => {
    const form = multipartForm(fields, files);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/update-profile/',
      payload: form.payload,
      headers: { ...auth, ...form.headers },
    });
  };
  const sendJson = (auth: Record<string, string>, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/update-profile/', payload, headers: auth });

  /** Sends a refused update and checks it answered 400 for the field and changed nothing. */
  async function expectRefusedUnchanged(
    auth: Record<string, string>,
    send: () => Promise<{ statusCode: number; json(): unknown }>,
    field: string,
    message?: string,
  ) {
    const before = await readProfile(auth);
    const response = await send();
    expect(response.statusCode).toBe(400);
    const body = response.json() as Record<string, unknown>;
    expect(body).toMatchObject({ code: 'validation', detail: expect.any(String) });
    expect(body[field]).toEqual(message ? [message] : expect.any(Array));
    expect(await readProfile(auth)).toEqual(before);
  }

  describe('a retailer', () => {
    it('updates the shop details with a multipart form, with PAN and GSTIN put in capitals', async () => {
      const retailer = await signUp(ctx.app, retailerForm());
      const response = await sendForm(retailer.auth, retailerFields);
      expect(response.statusCode).toBe(200);
      const expected = {
        shop_name: 'Nair Super Market',
        contact_number: '9847054321',
        address: '44 MG Road, Kochi, Kerala 682035',
        gst_number: '32AAGCN1234A1Z9',
        license_number: 'KL-EKM-2024-001',
        pan_card: 'AAGCN1234A',
        user_type: 'retailer',
      };
      expect(response.json()).toMatchObject(expected);
      expect(await readProfile(retailer.auth)).toMatchObject(expected);
      expectNoPasswordSecrets(response.body);
    });

    it('may also send the fields as JSON', async () => {
      const retailer = await signUp(ctx.app, retailerForm());
      const response = await sendJson(retailer.auth, { ...retailerFields, shop_name: 'Nair Stores (JSON)' });
      expect(response.statusCode).toBe(200);
      expect(await readProfile(retailer.auth)).toMatchObject({ shop_name: 'Nair Stores (JSON)' });
    });

    it.each([
      ['shop_name', '', 'Shop Name is required'],
      ['contact_number', '', 'Contact Number is required'],
      ['contact_number', '12345', 'Contact Number must be a 10-digit Indian phone number'],
      ['address', '   ', 'Address is required'],
      ['gst_number', '', 'GST Number is required'],
      ['gst_number', 'NOT-A-GSTIN', 'GST Number must be a 15-character GSTIN such as 27AAPFU0939F1ZV'],
      ['license_number', '', 'License Number is required'],
      ['pan_card', '', 'PAN Card Number is required'],
      ['pan_card', 'ABCDE12345', 'PAN Card Number must look like ABCDE1234F (5 letters, 4 digits, 1 letter)'],
    ])('is refused when %s is "%s", hearing "%s", and nothing changes', async (field, value, message) => {
      const retailer = await signUp(ctx.app, retailerForm());
      await expectRefusedUnchanged(
        retailer.auth,
        () => sendForm(retailer.auth, { ...retailerFields, [field]: value }),
        field,
        message,
      );
    });

    it('is refused when a field is missing altogether', async () => {
      const retailer = await signUp(ctx.app, retailerForm());
      const { shop_name: _omitted, ...rest } = retailerFields;
      await expectRefusedUnchanged(
        retailer.auth,
        () => sendForm(retailer.auth, rest),
        'shop_name',
        'Shop Name is required',
      );
    });

    it.each([
      ['a number', 12345],
      ['a list', ['Nair']],
      ['an object', { name: 'Nair' }],
      ['null', null],
    ])('is refused when the shop name arrives as %s in JSON', async (_label, value) => {
      const retailer = await signUp(ctx.app, retailerForm());
      await expectRefusedUnchanged(
        retailer.auth,
        () => sendJson(retailer.auth, { ...retailerFields, shop_name: value }),
        'shop_name',
      );
    });

    it('cannot upload a logo', async () => {
      const retailer = await signUp(ctx.app, retailerForm());
      await expectRefusedUnchanged(
        retailer.auth,
        async () => sendForm(retailer.auth, retailerFields, [logoFile(await pngPicture())]),
        'logo',
        'Only wholesalers have a logo.',
      );
    });

    it('cannot change its email, role or verification through the profile', async () => {
      const form = retailerForm();
      const retailer = await signUp(ctx.app, form);
      const response = await sendJson(retailer.auth, {
        ...retailerFields,
        email: 'someone.else@example.com',
        user_type: 'admin',
        verified: false,
        id: 1,
      });
      expect(response.statusCode).toBe(200);
      expect(await readProfile(retailer.auth)).toMatchObject({
        id: retailer.id,
        email: form.email,
        user_type: 'retailer',
        verified: true,
      });
    });
  });

  describe('a wholesaler', () => {
    it('updates the company details with a multipart form, Indian scripts included', async () => {
      const wholesaler = await signUp(ctx.app, wholesalerForm());
      const fields = { ...wholesalerFields, company_name: 'मेहता एंड संस – Mehta & Sons' };
      const response = await sendForm(wholesaler.auth, fields);
      expect(response.statusCode).toBe(200);
      const expected = {
        company_name: 'मेहता एंड संस – Mehta & Sons',
        gst_number: '24AAACM5678B1Z3',
        address: '7 Ashram Road, Ahmedabad, Gujarat 380009',
        company_description: 'Cotton textiles, sarees and garments since 2008.',
        years_in_business: 17,
        contact_number: '9824099999',
        logo: null,
      };
      expect(response.json()).toMatchObject(expected);
      expect(await readProfile(wholesaler.auth)).toMatchObject(expected);
    });

    it('may also send the fields as JSON, with years as a number', async () => {
      const wholesaler = await signUp(ctx.app, wholesalerForm());
      const response = await sendJson(wholesaler.auth, { ...wholesalerFields, years_in_business: 3 });
      expect(response.statusCode).toBe(200);
      expect(await readProfile(wholesaler.auth)).toMatchObject({ years_in_business: 3 });
    });

    it('uploads a logo that is then served under /media with a long cache', async () => {
      const wholesaler = await signUp(ctx.app, wholesalerForm());
      const response = await sendForm(wholesaler.auth, wholesalerFields, [logoFile(await pngPicture())]);
      expect(response.statusCode).toBe(200);
      const { logo } = response.json() as { logo: string };
      expect(logo).toMatch(/^\/media\/logos\/[\w-]+\.webp$/);
      expect(await readProfile(wholesaler.auth)).toMatchObject({ logo });

      const served = await ctx.app.inject({ method: 'GET', url: logo });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toMatch(/^image\//);
      expect(served.headers['cache-control']).toMatch(/max-age=31536000/);
      expect(served.headers['cache-control']).toContain('immutable');
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
    });

    it('a new logo replaces the old one, whose address stops working', async () => {
      const wholesaler = await signUp(ctx.app, wholesalerForm());
      const first = (
        (await sendForm(wholesaler.auth, wholesalerFields, [logoFile(await pngPicture('#336699'))])).json() as {
          logo: string;
        }
      ).logo;
      const second = (
        (await sendForm(wholesaler.auth, wholesalerFields, [logoFile(await pngPicture('#993366'))])).json() as {
          logo: string;
        }
      ).logo;
      expect(second).not.toBe(first);
      expect((await ctx.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
      expect((await ctx.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    });

    it('an update without a logo keeps the logo it has', async () => {
      const wholesaler = await signUp(ctx.app, wholesalerForm());
      const { logo } = (await sendForm(wholesaler.auth, wholesalerFields, [logoFile(await pngPicture())])).json() as {
        logo: string;
      };
      const response = await sendForm(wholesaler.auth, { ...wholesalerFields, company_name: 'Renamed' });
      expect(response.json()).toMatchObject({ company_name: 'Renamed', logo });
    });

    it('an empty logo part (no file chosen) keeps the logo it has', async () => {
      const wholesaler = await signUp(ctx.app, wholesalerForm());
      const { logo } = (await sendForm(wholesaler.auth, wholesalerFields, [logoFile(await pngPicture())])).json() as {
        logo: string;
      };
      const response = await sendForm(wholesaler.auth, wholesalerFields, [
        logoFile(Buffer.alloc(0), '', 'application/octet-stream'),
      ]);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ logo });
    });

    it('a text file named logo.png is refused and nothing changes', async () => {
      const wholesaler = await signUp(ctx.app, wholesalerForm());
      await expectRefusedUnchanged(
        wholesaler.auth,
        () => sendForm(wholesaler.auth, wholesalerFields, [logoFile(Buffer.from('this is not a picture\n'))]),
        'logo',
        'The file is not an image. Use a JPEG, PNG or WebP picture.',
      );
    });

    it('an SVG picture is refused as a logo', async () => {
      const wholesaler = await signUp(ctx.app, wholesalerForm());
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script><rect width="64" height="64"/></svg>',
      );
      await expectRefusedUnchanged(
        wholesaler.auth,
        () => sendForm(wholesaler.auth, wholesalerFields, [logoFile(svg, 'logo.svg', 'image/svg+xml')]),
        'logo',
        'Only JPEG, PNG or WebP pictures are accepted.',
      );
    });

    it('a file under another field name is refused', async () => {
      const wholesaler = await signUp(ctx.app, wholesalerForm());
      const before = await readProfile(wholesaler.auth);
      const response = await sendForm(wholesaler.auth, wholesalerFields, [
        { ...logoFile(await pngPicture()), field: 'avatar' },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ detail: expect.stringContaining('avatar') });
      expect(await readProfile(wholesaler.auth)).toEqual(before);
    });

    it('a 20 MB logo is refused with 413 and nothing changes', async () => {
      const wholesaler = await signUp(ctx.app, wholesalerForm());
      const before = await readProfile(wholesaler.auth);
      const huge = Buffer.concat([await pngPicture(), Buffer.alloc(20 * 1024 * 1024)]);
      const response = await sendForm(wholesaler.auth, wholesalerFields, [logoFile(huge)]);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ code: 'payload_too_large', detail: expect.any(String) });
      expect(await readProfile(wholesaler.auth)).toEqual(before);
    });

    it('invalid fields with a good logo store neither', async () => {
      const wholesaler = await signUp(ctx.app, wholesalerForm());
      await expectRefusedUnchanged(
        wholesaler.auth,
        async () =>
          sendForm(wholesaler.auth, { ...wholesalerFields, company_name: '' }, [logoFile(await pngPicture())]),
        'company_name',
        'Company Name is required',
      );
    });

    it.each([
      ['company_name', '', 'Company Name is required'],
      ['company_description', '  ', 'Company Description is required'],
      ['address', '', 'Address is required'],
      ['gst_number', '', 'GST Number is required'],
      ['gst_number', '24AAACM5678B1Z', 'GST Number must be a 15-character GSTIN such as 27AAPFU0939F1ZV'],
      ['years_in_business', '-3', 'Years in Business must be a whole number from 0 to 200'],
      ['years_in_business', '2.5', 'Years in Business must be a whole number from 0 to 200'],
      ['years_in_business', '1000', 'Years in Business must be a whole number from 0 to 200'],
      ['contact_number', '123', 'Contact Number must be a 10-digit Indian phone number'],
    ])('is refused when %s is "%s", hearing "%s", and nothing changes', async (field, value, message) => {
      const wholesaler = await signUp(ctx.app, wholesalerForm());
      await expectRefusedUnchanged(
        wholesaler.auth,
        () => sendForm(wholesaler.auth, { ...wholesalerFields, [field]: value }),
        field,
        message,
      );
    });

    it('who clears Years in Business hears "Years in Business is required" and nothing changes', async () => {
      const wholesaler = await signUp(ctx.app, wholesalerForm());
      await expectRefusedUnchanged(
        wholesaler.auth,
        () => sendForm(wholesaler.auth, { ...wholesalerFields, years_in_business: '' }),
        'years_in_business',
        'Years in Business is required',
      );
    });

    it.each([
      ['a list', [5]],
      ['true', true],
      ['an empty list', []],
    ])('is refused when years in business arrives as %s in JSON', async (_label, value) => {
      const wholesaler = await signUp(ctx.app, wholesalerForm());
      await expectRefusedUnchanged(
        wholesaler.auth,
        () => sendJson(wholesaler.auth, { ...wholesalerFields, years_in_business: value }),
        'years_in_business',
      );
    });

    it('cannot verify itself through the profile', async () => {
      const wholesaler = await signUp(ctx.app, wholesalerForm());
      const response = await sendForm(wholesaler.auth, {
        ...wholesalerFields,
        verified: 'true',
        verification_status: 'verified',
        user_type: 'admin',
      });
      expect(response.statusCode).toBe(200);
      expect(await readProfile(wholesaler.auth)).toMatchObject({
        verified: false,
        verification_status: 'pending',
        user_type: 'wholesaler',
      });
    });
  });

  describe('refused', () => {
    it('without a token: 401', async () => {
      const response = await sendForm({}, retailerFields);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'not_authenticated' });
    });

    it('with a forged token: 401 and nothing changes', async () => {
      const retailer = await signUp(ctx.app, retailerForm());
      const before = await readProfile(retailer.auth);
      const forged = await forgedAccessToken({ userId: retailer.id, userType: 'retailer', verified: true });
      expectTokenNotValid(await sendForm(bearer(forged), retailerFields));
      expect(await readProfile(retailer.auth)).toEqual(before);
    });

    it('with an expired token: 401 and nothing changes', async () => {
      const retailer = await signUp(ctx.app, retailerForm());
      const before = await readProfile(retailer.auth);
      const expired = await expiredAccessToken({ userId: retailer.id, userType: 'retailer', verified: true });
      expectTokenNotValid(await sendJson(bearer(expired), retailerFields));
      expect(await readProfile(retailer.auth)).toEqual(before);
    });

    it('for an administrator, who has no business profile: 403', async () => {
      const admin = await signUpAdmin(ctx);
      const response = await sendJson(admin.auth, retailerFields);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden', detail: expect.any(String) });
    });

    it.each([
      ['a JSON list', '[]', 'application/json'],
      ['JSON null', 'null', 'application/json'],
      ['plain text', 'shop_name=Nair', 'text/plain'],
    ])('when the body is %s: 400', async (_label, payload, contentType) => {
      const retailer = await signUp(ctx.app, retailerForm());
      const before = await readProfile(retailer.auth);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/update-profile/',
        payload,
        headers: { ...retailer.auth, 'content-type': contentType },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ detail: expect.any(String) });
      expect(await readProfile(retailer.auth)).toEqual(before);
    });
  });
});
