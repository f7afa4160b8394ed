import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper.js';
import {
  bearer,
  expectNoPasswordSecrets,
  expectTokenNotValid,
  expiredAccessToken,
  forgedAccessToken,
  retailerForm,
  signUp,
  signUpAdmin,
  unsignedToken,
  wholesalerForm,
} from './accounts-fixtures.js';

describe('reading the profile', () => {
  const ctx = useTestApp();
  const profile = (headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: '/api/profile', headers });

  it("a retailer sees the retailer profile's fields", async () => {
    const form = retailerForm();
    const retailer = await signUp(ctx.app, form);
    const response = await profile(retailer.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: retailer.id,
      email: form.email,
      first_name: 'Priya',
      last_name: 'Nair',
      user_type: 'retailer',
      verified: true,
      shop_name: 'Nair Provisions',
      contact_number: '9847012345',
      address: '12 Broadway, Kochi, Kerala 682031',
      gst_number: '32AAGCN1234A1Z9',
      license_number: 'KL-EKM-2021-778',
      pan_card: 'AAGCN1234A',
      drug_licence_20: null,
      drug_licence_21: null,
      drug_licence_valid_to: null,
      drug_licence_pin: null,
      fssai_licence: null,
      licence_status: 'none',
      licence_scan: null,
      pending_changes: null,
    });
    expectNoPasswordSecrets(response.body, [form.password as string]);
  });

  it("a wholesaler sees the wholesaler profile's fields, unverified and without a logo at first", async () => {
    const form = wholesalerForm();
    const wholesaler = await signUp(ctx.app, form);
    const response = await profile(wholesaler.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: wholesaler.id,
      email: form.email,
      first_name: 'Arjun',
      last_name: 'Mehta',
      user_type: 'wholesaler',
      verified: false,
      verification_status: 'pending',
      company_name: 'Mehta Distributors',
      logo: null,
      gst_number: '24AAACM5678B1Z3',
      address: '5 Relief Road, Ahmedabad, Gujarat 380001',
      company_description: 'Textiles and garments wholesale.',
      years_in_business: 12,
      contact_number: '+919824012345',
      state_code: '24',
      state_name: 'Gujarat',
      invoice_prefix: 'MD',
      turnover_above_5_crore: false,
      min_order_value: 0,
      drug_licence_20b: null,
      drug_licence_21b: null,
      fssai_licence: null,
      pending_changes: null,
      payout_details: null,
    });
    expectNoPasswordSecrets(response.body, [form.password as string]);
  });

  it('an administrator sees an account without a business profile', async () => {
    const admin = await signUpAdmin(ctx);
    const response = await profile(admin.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: admin.id, email: admin.email, user_type: 'admin', verified: true });
    expectNoPasswordSecrets(response.body);
  });

  describe('refused with 401', () => {
    it('without a token', async () => {
      const response = await profile();
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'not_authenticated', detail: expect.any(String) });
    });

    it.each([
      ['another scheme', 'Basic cHJpeWE6c2VjcmV0'],
      ['the word Bearer alone', 'Bearer'],
      ['Bearer and a space', 'Bearer '],
    ])('with %s in the Authorization header', async (_label, authorization) => {
      const response = await profile({ authorization });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ detail: expect.any(String) });
    });

    it('with a token signed with another secret', async () => {
      const retailer = await signUp(ctx.app, retailerForm());
      expectTokenNotValid(
        await profile(bearer(await forgedAccessToken({ userId: retailer.id, userType: 'retailer', verified: true }))),
      );
    });

    it('with an expired token, saying so', async () => {
      const retailer = await signUp(ctx.app, retailerForm());
      const response = await profile(
        bearer(await expiredAccessToken({ userId: retailer.id, userType: 'retailer', verified: true })),
      );
      expectTokenNotValid(response);
      expect((response.json() as { detail: string }).detail).toMatch(/expired/i);
    });

    it('with a token that claims to need no signature', async () => {
      const retailer = await signUp(ctx.app, retailerForm());
      expectTokenNotValid(
        await profile(bearer(unsignedToken({ sub: String(retailer.id), user_type: 'retailer', verified: true }))),
      );
    });

    it('with a refresh token in place of the access token', async () => {
      const retailer = await signUp(ctx.app, retailerForm());
      expectTokenNotValid(await profile(bearer(retailer.refresh)));
    });

    it('with garbage', async () => {
      expectTokenNotValid(await profile(bearer('not.a.token')));
    });
  });
});
