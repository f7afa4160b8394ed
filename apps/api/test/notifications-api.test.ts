import { NOTIFICATIONS_PAGE_SIZE, type NotificationPreferences, type NotificationsPage } from '@marketplace/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordNotification } from '../src/modules/notifications/record-notification.js';
import { signUpAdmin, signUpRetailer, signUpVerifiedWholesaler, type Account } from './accounts-fixtures.js';
import { useTestApp } from './helper.js';

describe('the notifications API', () => {
  const ctx = useTestApp();
  let retailer: Account;
  let other: Account;
  let wholesaler: Account;

  const list = (account: Account, query = '') =>
    ctx.app.inject({ method: 'GET', url: `/api/notifications/${query}`, headers: account.auth });
  const markRead = (account: Account, payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read/',
      headers: account.auth,
      payload: payload as Record<string, unknown>,
    });
  const preferences = (account: { auth: Record<string, string> }, payload?: unknown) =>
    ctx.app.inject({
      method: payload === undefined ? 'GET' : 'PUT',
      url: '/api/notifications/preferences/',
      headers: account.auth,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  async function notify(account: Account, count: number) {
    await ctx.database.db.transaction(async (tx) => {
      for (let index = 1; index <= count; index += 1) {
        await recordNotification(tx, {
          userId: account.id,
          kind: 'order_status',
          title: `Notice ${index}`,
          body: `Body ${index}`,
        });
      }
    });
  }

  beforeAll(async () => {
    retailer = await signUpRetailer(ctx.app);
    other = await signUpRetailer(ctx.app);
    wholesaler = await signUpVerifiedWholesaler(ctx.app, ctx.database.db);
    await notify(retailer, NOTIFICATIONS_PAGE_SIZE + 5);
    await notify(other, 2);
  });

  it('needs a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications/'],
      ['POST', '/api/notifications/read/'],
      ['GET', '/api/notifications/preferences/'],
      ['PUT', '/api/notifications/preferences/'],
    ] as const) {
      expect((await ctx.app.inject({ method, url })).statusCode).toBe(401);
    }
  });

  it('lists the caller’s own notices newest first, a page at a time, with the total and unread count', async () => {
    const first = (await list(retailer)).json() as NotificationsPage;
    expect(first.count).toBe(NOTIFICATIONS_PAGE_SIZE + 5);
    expect(first.unread).toBe(NOTIFICATIONS_PAGE_SIZE + 5);
    expect(first.results).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(first.results[0]).toEqual({
      id: expect.any(Number),
      kind: 'order_status',
      title: `Notice ${NOTIFICATIONS_PAGE_SIZE + 5}`,
      body: `Body ${NOTIFICATIONS_PAGE_SIZE + 5}`,
      order_id: null,
      product_id: null,
      read: false,
      created_at: expect.any(String),
    });
    const second = (await list(retailer, '?page=2')).json() as NotificationsPage;
    expect(second.results.map((notice) => notice.title)).toEqual([
      'Notice 5',
      'Notice 4',
      'Notice 3',
      'Notice 2',
      'Notice 1',
    ]);
    expect(((await list(retailer, '?page=9')).json() as NotificationsPage).results).toEqual([]);
    expect((await list(retailer, '?page=0')).statusCode).toBe(400);
    const theirs = (await list(other)).json() as NotificationsPage;
    expect(theirs).toMatchObject({ count: 2, unread: 2 });
  });

  it('marks given ids read; ids of another user are ignored', async () => {
    const mine = ((await list(retailer)).json() as NotificationsPage).results;
    const theirs = ((await list(other)).json() as NotificationsPage).results;
    const response = await markRead(retailer, { ids: [mine[0]!.id, mine[1]!.id, theirs[0]!.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unread: NOTIFICATIONS_PAGE_SIZE + 3 });
    const after = ((await list(retailer)).json() as NotificationsPage).results;
    expect(after.slice(0, 3).map((notice) => notice.read)).toEqual([true, true, false]);
    expect(((await list(other)).json() as NotificationsPage).unread).toBe(2);
    // Reading again changes nothing.
    expect((await markRead(retailer, { ids: [mine[0]!.id] })).json()).toEqual({ unread: NOTIFICATIONS_PAGE_SIZE + 3 });
  });

  it('marks everything read with {all: true}, only the caller’s', async () => {
    expect((await markRead(retailer, { all: true })).json()).toEqual({ unread: 0 });
    expect(((await list(retailer)).json() as NotificationsPage).unread).toBe(0);
    expect(((await list(other)).json() as NotificationsPage).unread).toBe(2);
  });

  it('refuses a malformed read request', async () => {
    for (const payload of [{}, { ids: [] }, { ids: ['x'] }, { all: false }, { ids: [1], all: true }]) {
      expect((await markRead(retailer, payload)).statusCode).toBe(400);
    }
  });

  it('e-mail choices default to on for every kind the role receives, and are saved per user', async () => {
    expect((await preferences(retailer)).json()).toEqual({
      email: { order_status: true, claim: true, refund: true, password_changed: true },
    });
    expect((await preferences(wholesaler)).json()).toEqual({
      email: {
        new_order: true,
        claim: true,
        payout: true,
        low_stock: true,
        verification: true,
        password_changed: true,
      },
    });
    const saved = await preferences(wholesaler, { email: { low_stock: false } });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as NotificationPreferences).email).toMatchObject({ low_stock: false, new_order: true });
    expect(((await preferences(wholesaler)).json() as NotificationPreferences).email.low_stock).toBe(false);
    const back = await preferences(wholesaler, { email: { low_stock: true, new_order: false } });
    expect((back.json() as NotificationPreferences).email).toMatchObject({ low_stock: true, new_order: false });
    expect(((await preferences(other)).json() as NotificationPreferences).email.order_status).toBe(true);
  });

  it('refuses a kind the role cannot receive with a field error, and changes nothing', async () => {
    const response = await preferences(retailer, { email: { new_order: false, refund: false } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation', email: [expect.stringContaining('new_order')] });
    expect(((await preferences(retailer)).json() as NotificationPreferences).email.refund).toBe(true);
    const admin = await signUpAdmin(ctx);
    expect((await preferences(admin)).json()).toEqual({ email: {} });
    expect((await preferences(admin, { email: { password_changed: false } })).statusCode).toBe(400);
  });
});
