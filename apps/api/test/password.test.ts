import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper.js';
import {
  bearer,
  expectNoPasswordSecrets,
  expectTokenNotValid,
  expiredAccessToken,
  forgedAccessToken,
  login,
  retailerForm,
  signUp,
  wholesalerForm,
} from './accounts-fixtures.js';

const OLD = 'a-strong-password';
const NEW = 'a-newer-stronger-password';

describe('changing the password', () => {
  const ctx = useTestApp();
  const changePassword = (auth: Record<string, string>, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/update-password/', payload, headers: auth });
  const refresh = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });

  /** A refused change keeps the old password working and the new one unknown. */
  async function expectPasswordUnchanged(email: string, userType: 'retailer' | 'wholesaler') {
    expect((await login(ctx.app, email, userType, OLD)).statusCode).toBe(200);
    expect((await login(ctx.app, email, userType, NEW)).statusCode).toBe(401);
  }

  it('succeeds with the right current password and hands out fresh tokens', async () => {
    const form = retailerForm();
    const retailer = await signUp(ctx.app, form);
    const response = await changePassword(retailer.auth, {
      old_password: OLD,
      new_password: NEW,
      confirm_password: NEW,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      detail: 'Password changed successfully!',
      access: expect.any(String),
      refresh: expect.any(String),
    });
    expectNoPasswordSecrets(response.body, [OLD, NEW]);

    const { access, refresh: newRefresh } = response.json() as { access: string; refresh: string };
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(access) })).statusCode).toBe(
      200,
    );
    expect((await refresh(newRefresh)).statusCode).toBe(200);
  });

  it('afterwards the old password stops working and the new one works', async () => {
    const form = wholesalerForm();
    const wholesaler = await signUp(ctx.app, form);
    await changePassword(wholesaler.auth, { old_password: OLD, new_password: NEW, confirm_password: NEW });
    const withOld = await login(ctx.app, form.email as string, 'wholesaler', OLD);
    expect(withOld.statusCode).toBe(401);
    const withNew = await login(ctx.app, form.email as string, 'wholesaler', NEW);
    expect(withNew.statusCode).toBe(200);
  });

  it('afterwards every earlier session has to log in again', async () => {
    const form = retailerForm();
    const phone = await signUp(ctx.app, form);
    const laptop = (await login(ctx.app, form.email as string, 'retailer')).json() as { refresh: string };
    await changePassword(phone.auth, { old_password: OLD, new_password: NEW, confirm_password: NEW });
    expectTokenNotValid(await refresh(phone.refresh));
    expectTokenNotValid(await refresh(laptop.refresh));
  });

  it('a wrong current password is refused under old_password', async () => {
    const form = retailerForm();
    const retailer = await signUp(ctx.app, form);
    const response = await changePassword(retailer.auth, {
      old_password: 'not-my-password',
      new_password: NEW,
      confirm_password: NEW,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      old_password: ['Current password is incorrect.'],
      code: 'validation',
      detail: expect.any(String),
    });
    await expectPasswordUnchanged(form.email as string, 'retailer');
    expect((await refresh(retailer.refresh)).statusCode).toBe(200);
  });

  it('a confirmation that differs hears "New password and confirmation do not match"', async () => {
    const form = retailerForm();
    const retailer = await signUp(ctx.app, form);
    const response = await changePassword(retailer.auth, {
      old_password: OLD,
      new_password: NEW,
      confirm_password: `${NEW}-typo`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      confirm_password: ['New password and confirmation do not match'],
      detail: expect.any(String),
    });
    await expectPasswordUnchanged(form.email as string, 'retailer');
  });

  it('a new password shorter than 8 characters is refused', async () => {
    const form = retailerForm();
    const retailer = await signUp(ctx.app, form);
    const response = await changePassword(retailer.auth, {
      old_password: OLD,
      new_password: 'short',
      confirm_password: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ new_password: ['Password must be at least 8 characters'] });
    await expectPasswordUnchanged(form.email as string, 'retailer');
  });

  it('missing fields are named', async () => {
    const form = retailerForm();
    const retailer = await signUp(ctx.app, form);
    const response = await changePassword(retailer.auth, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      old_password: ['Current password is required'],
      new_password: ['Password is required'],
      confirm_password: ['New password and confirmation do not match'],
    });
    await expectPasswordUnchanged(form.email as string, 'retailer');
  });

  it.each([
    ['a number', 12345678],
    ['a list', [NEW]],
    ['an object', { value: NEW }],
    ['null', null],
  ])('a new password given as %s is refused', async (_label, value) => {
    const form = retailerForm();
    const retailer = await signUp(ctx.app, form);
    const response = await changePassword(retailer.auth, {
      old_password: OLD,
      new_password: value,
      confirm_password: value,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('new_password');
    await expectPasswordUnchanged(form.email as string, 'retailer');
  });

  describe('refused with 401', () => {
    const change = { old_password: OLD, new_password: NEW, confirm_password: NEW };

    it('without a token', async () => {
      const response = await changePassword({}, change);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'not_authenticated', detail: expect.any(String) });
    });

    it('with a forged token, even when the current password is right', async () => {
      const form = retailerForm();
      const retailer = await signUp(ctx.app, form);
      const forged = await forgedAccessToken({ userId: retailer.id, userType: 'retailer', verified: true });
      expectTokenNotValid(await changePassword(bearer(forged), change));
      await expectPasswordUnchanged(form.email as string, 'retailer');
    });

    it('with an expired token', async () => {
      const form = retailerForm();
      const retailer = await signUp(ctx.app, form);
      const expired = await expiredAccessToken({ userId: retailer.id, userType: 'retailer', verified: true });
      expectTokenNotValid(await changePassword(bearer(expired), change));
      await expectPasswordUnchanged(form.email as string, 'retailer');
    });
  });
});
