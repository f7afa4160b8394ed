import { describe, expect, it } from 'vitest';
import { apiPaths, payoutDetailsMessages as pm } from '@marketplace/contract';
import { multipartForm, type Account } from './accounts-fixtures.js';
import {
  BANK,
  givePayoutDetails,
  payoutNotices,
  putPayoutDetails,
  readPayoutDetails,
  signUpSeller,
  usePayoutsMarketplace,
} from './payouts-fixtures.js';

const DAY_MS = 24 * 3600 * 1000;

describe('payout details on the wholesaler profile', () => {
  const { ctx, accounts } = usePayoutsMarketplace();

  const profileOf = async (account: Account) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: account.auth })).json() as Record<
      string,
      unknown
    >;

  /** The profile form as the browser sends it: the business fields as they are, plus the given ones. */
  async function sendProfileForm(seller: Account, extra: Record<string, string>) {
    const profile = await profileOf(seller);
    const keys = [
      'company_name',
      'gst_number',
      'address',
      'company_description',
      'years_in_business',
      'contact_number',
    ];
    const fields = Object.fromEntries(keys.map((key) => [key, String(profile[key] ?? '')]));
    const form = multipartForm({ ...fields, ...extra });
    return ctx.app.inject({
      method: 'POST',
      url: '/api/update-profile/',
      headers: { ...seller.auth, ...form.headers },
      payload: form.payload,
    });
  }

  it('saves them, and every answer shows the account number masked', async () => {
    const seller = await signUpSeller(ctx, 'kerala');
    expect((await readPayoutDetails(ctx.app, seller)).json()).toEqual({ payout_details: null });
    expect((await profileOf(seller)).payout_details).toBeNull();
    const saved = await putPayoutDetails(ctx.app, seller, {
      bank_account_name: '  Kochi Kitchenware  ',
      bank_account_number: '5010 0012-341234',
      bank_ifsc: 'hdfc0001234',
      upi_id: 'kochi@hdfcbank',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      bank_account_name: 'Kochi Kitchenware',
      bank_account_number: 'XXXXXX1234',
      bank_ifsc: 'HDFC0001234',
      upi_id: 'kochi@hdfcbank',
      razorpay_account_id: null,
      updated_at: expect.any(String),
      // The first details hold nothing back.
      payouts_held_until: null,
    };
    expect(saved.json()).toEqual({ payout_details: expected });
    expect((await readPayoutDetails(ctx.app, seller)).json()).toEqual({ payout_details: expected });
    expect((await profileOf(seller)).payout_details).toEqual(expected);
    for (const response of [saved, await readPayoutDetails(ctx.app, seller)])
      expect(response.body).not.toContain('50100012341234');
    // A retailer's profile has none.
    expect((await profileOf(accounts.retailer)).payout_details).toBeUndefined();
  });

  it.each([
    ['bank_account_name', '', pm.accountName],
    ['bank_account_name', undefined, pm.accountName],
    ['bank_account_number', '', pm.accountNumber],
    ['bank_account_number', undefined, pm.accountNumber],
    ['bank_account_number', '12345678', pm.accountNumberInvalid],
    ['bank_account_number', '1234567890123456789', pm.accountNumberInvalid],
    ['bank_account_number', '12345678A0', pm.accountNumberInvalid],
    ['bank_ifsc', '', pm.ifsc],
    ['bank_ifsc', undefined, pm.ifsc],
    ['bank_ifsc', 'HDFC1001234', pm.ifscInvalid],
    ['bank_ifsc', 'HDF00001234', pm.ifscInvalid],
    ['upi_id', 'kochi', pm.upiInvalid],
    ['upi_id', '@bank', pm.upiInvalid],
  ])('refuses %s = %j with its message, on PUT and in the profile form', async (field, value, message) => {
    const seller = await signUpSeller(ctx, 'gujarat');
    const body: Record<string, unknown> = { ...BANK, [field]: value };
    if (value === undefined) delete body[field];
    const put = await putPayoutDetails(ctx.app, seller, body);
    expect(put.statusCode).toBe(400);
    expect(put.json()).toMatchObject({ code: 'validation', [field]: [message] });

    const formFields = Object.fromEntries(
      Object.entries(body).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    // A form always sends every input; a missing one arrives empty.
    if (value === undefined) formFields[field] = '';
    const form = await sendProfileForm(seller, formFields);
    expect(form.statusCode).toBe(400);
    expect(form.json()).toMatchObject({ code: 'validation', [field]: [message] });
    expect((await readPayoutDetails(ctx.app, seller)).json()).toEqual({ payout_details: null });
  });

  it('the profile form saves them with the business fields, masked in its answer and in the profile', async () => {
    const seller = await signUpSeller(ctx, 'gujarat');
    const response = await sendProfileForm(seller, {
      bank_account_name: 'Mehta Distributors',
      bank_account_number: '000123456789',
      bank_ifsc: 'SBIN0004321',
      upi_id: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    const masked = {
      bank_account_name: 'Mehta Distributors',
      bank_account_number: 'XXXXXX6789',
      bank_ifsc: 'SBIN0004321',
      upi_id: null,
      razorpay_account_id: null,
      updated_at: expect.any(String),
      payouts_held_until: null,
    };
    expect(response.json().payout_details).toEqual(masked);
    expect((await profileOf(seller)).payout_details).toEqual(masked);
    expect(JSON.stringify(await profileOf(seller))).not.toContain('000123456789');
    // A profile form without payout fields leaves them as they are.
    expect((await sendProfileForm(seller, {})).statusCode).toBe(200);
    expect((await profileOf(seller)).payout_details).toEqual(masked);
  });

  it('a change of account holds payouts for the cooldown and e-mails the seller; the same details again do not', async () => {
    const seller = await signUpSeller(ctx, 'kerala');
    await givePayoutDetails(ctx.app, seller);
    expect(await payoutNotices(ctx, seller)).toEqual([
      {
        title: 'Your payout details were changed',
        body: 'Payouts now go to account XXXXXX1234 (IFSC HDFC0001234). If you did not make this change, change your password and contact support at once.',
        emailed: true,
      },
    ]);
    // The same details again: nothing changes, nobody is told.
    await givePayoutDetails(ctx.app, seller);
    expect(await payoutNotices(ctx, seller)).toHaveLength(1);
    // Another name on the same account: told, not held.
    const renamed = await givePayoutDetails(ctx.app, seller, { bank_account_name: 'Kochi Kitchenware LLP' });
    expect(renamed.payout_details).toMatchObject({ payouts_held_until: null });
    expect(await payoutNotices(ctx, seller)).toHaveLength(2);

    // Another account, through the profile form: held for a day, and an e-mail saying until when.
    const before = Date.now();
    const form = await sendProfileForm(seller, { ...BANK, bank_account_number: '77700011112222' });
    expect(form.statusCode, form.body).toBe(200);
    const details = form.json().payout_details as { bank_account_number: string; payouts_held_until: string };
    expect(details.bank_account_number).toBe('XXXXXX2222');
    const heldUntil = Date.parse(details.payouts_held_until);
    expect(heldUntil).toBeGreaterThanOrEqual(before + DAY_MS);
    expect(heldUntil).toBeLessThanOrEqual(Date.now() + DAY_MS);
    const notices = await payoutNotices(ctx, seller);
    expect(notices).toHaveLength(3);
    expect(notices[2]).toMatchObject({
      title: 'Your payout details were changed',
      body: expect.stringMatching(
        /^Payouts now go to account XXXXXX2222 \(IFSC HDFC0001234\)\. Payouts wait until .+ IST\. If you did not make this change/,
      ),
      emailed: true,
    });
    // Another IFSC alone holds them too; a later name change keeps the hold.
    const ifsc = await givePayoutDetails(ctx.app, seller, {
      bank_account_number: '77700011112222',
      bank_ifsc: 'ICIC0000001',
    });
    expect((ifsc.payout_details as { payouts_held_until: string | null }).payouts_held_until).not.toBeNull();
    const named = await givePayoutDetails(ctx.app, seller, {
      bank_account_name: 'K K',
      bank_account_number: '77700011112222',
      bank_ifsc: 'ICIC0000001',
    });
    expect((named.payout_details as { payouts_held_until: string | null }).payouts_held_until).toBe(
      (ifsc.payout_details as { payouts_held_until: string }).payouts_held_until,
    );
    const profile = await profileOf(seller);
    expect(profile.payout_details).toMatchObject({ bank_ifsc: 'ICIC0000001', bank_account_name: 'K K' });
  });

  it('only a wholesaler reads and saves its own payout details', async () => {
    for (const stranger of [accounts.retailer, accounts.admin]) {
      expect((await readPayoutDetails(ctx.app, stranger)).statusCode).toBe(403);
      expect((await putPayoutDetails(ctx.app, stranger, BANK)).statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: apiPaths.payoutDetails })).statusCode).toBe(401);
    // Each wholesaler sees its own.
    await givePayoutDetails(ctx.app, accounts.keralaSeller);
    expect((await readPayoutDetails(ctx.app, accounts.otherWholesaler)).json()).toEqual({ payout_details: null });
  });
});
