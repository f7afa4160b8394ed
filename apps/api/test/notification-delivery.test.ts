import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client.js';
import { notificationDeliveries } from '../src/db/schema.js';
import { runAdminCommand } from '../src/modules/admin/admin-commands.js';
import { createMailTransport } from '../src/modules/notifications/mail-transport.js';
import {
  createNotificationDelivery,
  DELIVERY_LEASE_SECONDS,
  MAX_DELIVERY_ATTEMPTS,
  retryDelaySeconds,
} from '../src/modules/notifications/notification-delivery.js';
import { recordNotification } from '../src/modules/notifications/record-notification.js';
import { readMail, startSmtpServer } from './mail-fixtures.js';
import { deliveryRows } from './notification-fixtures.js';
import { checkoutAndPay, insertProduct, useOrderMarketplace } from './order-fixtures.js';

const PUBLIC_URL = 'https://shop.example.in';
const FROM = '"Wholesale Marketplace" <no-reply@shop.example.in>';
const later = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);

describe('e-mail notifications leave the outbox once each', () => {
  const { ctx, accounts } = useOrderMarketplace();
  const db = () => ctx.database.db;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  const worker = (smtpUrl: string | undefined, database: Database = db()) =>
    createNotificationDelivery(database, createMailTransport({ smtpUrl, mailDir: ctx.config.mail.dir }), {
      from: FROM,
      publicUrl: PUBLIC_URL,
    });

  /** Notices for the demo retailer, committed; their e-mails wait in the outbox. */
  async function commitNotices(count: number, title = 'Order update') {
    await db().transaction(async (tx) => {
      for (let index = 1; index <= count; index += 1) {
        await recordNotification(tx, {
          userId: accounts.retailer.id,
          kind: 'order_status',
          title: `${title} ${index}`,
          body: `Notice number ${index}.`,
        });
      }
    });
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  // Each test starts with an empty outbox and an empty mailbox.
  beforeEach(async () => {
    await db().delete(notificationDeliveries);
    smtp.received.length = 0;
  });

  it('a paid order reaches its wholesaler by SMTP: subject, sender, text and HTML parts, a link to the order', async () => {
    const product = await insertProduct(db(), { wholesalerId: accounts.wholesaler.id, price: 250, stock: 50 });
    const created = await checkoutAndPay(ctx.app, accounts.retailer, [{ product, quantity: 4 }]);
    const orderId = created.order_ids[0]!;

    expect(await worker(smtp.url).deliverPending()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const [arrived] = smtp.received;
    expect(arrived!.to).toEqual([accounts.wholesaler.email]);
    expect(arrived!.from).toBe('no-reply@shop.example.in');
    const mail = readMail(arrived!.raw);
    expect(mail.subject).toBe(`New paid order #${orderId}`);
    expect(mail.from).toBe('Wholesale Marketplace <no-reply@shop.example.in>');
    expect(mail.text).toContain(`Nair Provisions paid Rs. 1,030.00 for order #${orderId} (1 item).`);
    expect(mail.text).toContain(`Open order #${orderId}: ${PUBLIC_URL}/orders_details/${orderId}`);
    expect(mail.html).toContain(`<a href="${PUBLIC_URL}/orders_details/${orderId}">Open order #${orderId}</a>`);
    expect(mail.html).toContain('Rs. 1,030.00');
    const [row] = await deliveryRows(db());
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);

    expect(await worker(smtp.url).deliverPending()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('two workers delivering at the same time send every e-mail exactly once', async () => {
    await commitNotices(30);
    // On PostgreSQL the second worker has its own connection pool, as a second API process would.
    let second: DatabaseHandle | undefined;
    if (ctx.database.kind === 'postgres') second = await openDatabase({ ...ctx.config, poolSize: 4 });
    try {
      const [a, b] = await Promise.all([
        worker(smtp.url).deliverPending(),
        worker(smtp.url, second?.db ?? db()).deliverPending(),
      ]);
      expect(a + b).toBe(30);
    } finally {
      await second?.close();
    }
    const subjects = smtp.received.map((mail) => readMail(mail.raw).subject).sort();
    expect(subjects).toHaveLength(30);
    expect(new Set(subjects).size).toBe(30);
    expect(new Set(smtp.received.map((mail) => readMail(mail.raw).messageId)).size).toBe(30);
    const rows = await deliveryRows(db());
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('a worker that stops after claiming (a crash) leaves the e-mail to another worker once its lease ends', async () => {
    await commitNotices(1, 'Crash test');
    const start = new Date();
    const crashed = worker(smtp.url);
    expect(await crashed.claimDue(start)).toHaveLength(1);

    const restarted = worker(smtp.url);
    expect(await restarted.deliverPending(later(start, DELIVERY_LEASE_SECONDS - 1))).toBe(0);
    expect(smtp.received).toHaveLength(0);
    expect(await restarted.deliverPending(later(start, DELIVERY_LEASE_SECONDS + 1))).toBe(1);
    expect(await restarted.deliverPending(later(start, DELIVERY_LEASE_SECONDS * 10))).toBe(0);
    expect(smtp.received.map((mail) => readMail(mail.raw).subject)).toEqual(['Crash test 1']);
    const [row] = await deliveryRows(db());
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('a mail server that refuses is retried with growing waits, then the e-mail is failed and listed', async () => {
    const refusing = await startSmtpServer({ reject: 'Mailbox unavailable' });
    try {
      await commitNotices(1, 'Refused');
      const attempt = worker(refusing.url);
      let now = new Date();
      for (let attempts = 1; attempts <= MAX_DELIVERY_ATTEMPTS; attempts += 1) {
        expect(await attempt.deliverPending(now)).toBe(0);
        const [row] = await deliveryRows(db());
        expect(row).toMatchObject({ attempts, lockedUntil: null });
        expect(row!.lastError).toContain('Mailbox unavailable');
        if (attempts < MAX_DELIVERY_ATTEMPTS) {
          expect(row!.status).toBe('pending');
          const wait = retryDelaySeconds(attempts);
          expect(row!.nextAttemptAt.getTime()).toBe(later(now, wait).getTime());
          // Not before its time: a pass a second early does not try again.
          expect(await attempt.deliverPending(later(now, wait - 1))).toBe(0);
          expect((await deliveryRows(db()))[0]!.attempts).toBe(attempts);
          now = later(now, wait);
        } else {
          expect(row!.status).toBe('failed');
        }
      }
      expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([30, 60, 120, 240]);
      // Failed is final: a working server later changes nothing.
      expect(await worker(smtp.url).deliverPending(later(now, 86_400))).toBe(0);
      expect(smtp.received).toHaveLength(0);

      const listed = await runAdminCommand(ctx.app.services, { command: 'list-failed-mail' });
      expect(listed).toContain(accounts.retailer.email);
      expect(listed).toContain('Refused 1');
      expect(listed).toContain('5 attempts');
      expect(listed).toContain('Mailbox unavailable');
    } finally {
      await refusing.close();
    }
  });

  it('a user who switched a kind off gets no e-mail of that kind, but the notice is still in the app', async () => {
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences/',
      headers: accounts.otherRetailer.auth,
      payload: { email: { order_status: false } },
    });
    expect(saved.statusCode).toBe(200);
    await db().transaction(async (tx) => {
      for (const kind of ['order_status', 'refund'] as const) {
        await recordNotification(tx, { userId: accounts.otherRetailer.id, kind, title: `About ${kind}`, body: '.' });
      }
    });
    expect(await worker(smtp.url).deliverPending()).toBe(1);
    expect(smtp.received.map((mail) => readMail(mail.raw).subject)).toEqual(['About refund']);
    const inApp = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications/',
      headers: accounts.otherRetailer.auth,
    });
    expect((inApp.json() as { results: Array<{ title: string }> }).results.map((n) => n.title)).toEqual([
      'About refund',
      'About order_status',
    ]);
  });

  it('without SMTP_URL the server writes each e-mail as an .eml file under DATA_DIR/mail', async () => {
    expect(ctx.config.mail.smtpUrl).toBeUndefined();
    expect(ctx.config.mail.dir).toBe(path.join(ctx.config.dataDir, 'mail'));
    await commitNotices(1, 'Written to a file');
    expect(await ctx.app.services.mail.deliverPending()).toBe(1);
    const files = (await readdir(ctx.config.mail.dir)).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const mail = readMail(await readFile(path.join(ctx.config.mail.dir, files[0]!), 'utf8'));
    expect(mail).toMatchObject({ subject: 'Written to a file 1', to: accounts.retailer.email });
    expect(mail.from).toContain('Wholesale Marketplace');
    expect(mail.text).toContain('Notice number 1.');
    expect(mail.text).toContain('http://localhost:3000/settings#email');
    expect(mail.html).toContain('<p>Notice number 1.</p>');
    expect((await deliveryRows(db()))[0]).toMatchObject({ status: 'sent' });
  });
});
