import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notificationDeliveries, notifications } from '../src/db/schema.js';
import { createMailTransport } from '../src/modules/notifications/mail-transport.js';
import { createNotificationDelivery } from '../src/modules/notifications/notification-delivery.js';
import { ORDER_EMAIL_INTERVAL_SECONDS } from '../src/modules/notifications/order-email-windows.js';
import { recordNotification } from '../src/modules/notifications/record-notification.js';
import { readMail, startSmtpServer } from './mail-fixtures.js';
import { checkoutAndPay, insertProduct, patchStatus, useOrderMarketplace } from './order-fixtures.js';

const later = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);

/**
 * Issue 52, finding 6: notices caused by one order reach a person by e-mail at most once per 10 minutes; what
 * comes in between is folded into the next e-mail. In-app notices are still each recorded.
 */
describe('e-mails about one order are limited', () => {
  const { ctx, accounts } = useOrderMarketplace();
  const db = () => ctx.database.db;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  const worker = (smtpUrl = smtp.url) =>
    createNotificationDelivery(db(), createMailTransport({ smtpUrl, mailDir: ctx.config.mail.dir }), {
      from: 'no-reply@shop.example.in',
      publicUrl: 'https://shop.example.in',
    });
  const mailsTo = (email: string) =>
    smtp.received.filter((mail) => mail.to.includes(email)).map((mail) => readMail(mail.raw));

  async function paidOrderId() {
    const product = await insertProduct(db(), { wholesalerId: accounts.wholesaler.id, price: 300, stock: 20 });
    return (await checkoutAndPay(ctx.app, accounts.retailer, [{ product, quantity: 1 }])).order_ids[0]!;
  }

  /** A notice to the retailer about `orderId` (null: about no order), committed with its e-mail in the outbox. */
  const notify = (orderId: number | null, title: string) =>
    db().transaction((tx) =>
      recordNotification(tx, { userId: accounts.retailer.id, kind: 'order_status', title, body: `${title}.`, orderId }),
    );

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  beforeEach(async () => {
    await db().delete(notificationDeliveries);
    smtp.received.length = 0;
  });

  it('30 status changes of one order: the refused ones tell nobody, and the retailer gets one e-mail in 10 minutes', async () => {
    const orderId = await paidOrderId();
    const cycle = ['shipped', 'delivered', 'confirmed'];
    const answers: number[] = [];
    for (let change = 0; change < 30; change += 1) {
      const response = await patchStatus(ctx.app, accounts.wholesaler, orderId, {
        status: cycle[change % cycle.length],
        description: 'URGENT: your account is blocked, re-verify at http://example.test',
      });
      answers.push(response.statusCode);
    }
    expect(answers.slice(0, 2)).toEqual([200, 200]);
    expect(answers.slice(2).every((status) => status === 409 || status === 200)).toBe(true);
    const notices = await db()
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.orderId, orderId))
      .orderBy(asc(notifications.id));
    expect(notices.map((notice) => notice.title)).toEqual([
      `New paid order #${orderId}`,
      `Order #${orderId} shipped`,
      `Order #${orderId} delivered`,
    ]);

    const start = new Date();
    for (let minute = 0; minute < 10; minute += 1) await worker().deliverPending(later(start, minute * 60));
    const toRetailer = mailsTo(accounts.retailer.email);
    expect(toRetailer).toHaveLength(1);
    expect(toRetailer[0]!.subject).toBe(`Order #${orderId}: 2 updates`);
    expect(toRetailer[0]!.text).toContain(`Order #${orderId} shipped.`);
    expect(toRetailer[0]!.text).toContain(`Order #${orderId} delivered.`);
  });

  it('one e-mail goes at once; the next 29 notices wait and arrive together 10 minutes after it', async () => {
    const orderId = await paidOrderId();
    await db().delete(notificationDeliveries);
    await notify(orderId, 'Update 1');
    // The worker's clock starts after the notice was written (its outbox row is due from then).
    const start = new Date();
    expect(await worker().deliverPending(start)).toBe(1);

    for (let update = 2; update <= 30; update += 1) {
      await notify(orderId, `Update ${update}`);
      expect(await worker().deliverPending(later(start, update * 20 - 20))).toBe(0);
    }
    expect(await worker().deliverPending(later(start, ORDER_EMAIL_INTERVAL_SECONDS - 1))).toBe(0);
    expect(mailsTo(accounts.retailer.email)).toHaveLength(1);

    expect(await worker().deliverPending(later(start, ORDER_EMAIL_INTERVAL_SECONDS))).toBe(1);
    const [first, second] = mailsTo(accounts.retailer.email);
    expect(first!.subject).toBe('Update 1');
    expect(second!.subject).toBe(`Order #${orderId}: 29 updates`);
    for (let update = 2; update <= 30; update += 1)
      expect(second!.text).toContain(`Update ${update}. Update ${update}.`);
    expect(second!.text.indexOf('Update 2.')).toBeLessThan(second!.text.indexOf('Update 30.'));
    expect(second!.text).toContain(`https://shop.example.in/orders_details/${orderId}`);

    const rows = await db().select().from(notificationDeliveries).orderBy(asc(notificationDeliveries.id));
    expect(rows).toHaveLength(30);
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    const carriers = rows.filter((row) => row.foldedInto === null);
    expect(carriers).toHaveLength(2);
    expect(rows.filter((row) => row.foldedInto === carriers[1]!.id)).toHaveLength(28);

    // The window starts again with that e-mail: the next notice waits another 10 minutes.
    await notify(orderId, 'Update 31');
    expect(await worker().deliverPending(later(start, 2 * ORDER_EMAIL_INTERVAL_SECONDS - 1))).toBe(0);
    expect(await worker().deliverPending(later(start, 2 * ORDER_EMAIL_INTERVAL_SECONDS))).toBe(1);
    expect(mailsTo(accounts.retailer.email).map((mail) => mail.subject)).toEqual([
      'Update 1',
      `Order #${orderId}: 29 updates`,
      'Update 31',
    ]);
  });

  it('the limit is per order: notices about another order or about no order are not held back', async () => {
    const [one, two] = [await paidOrderId(), await paidOrderId()];
    await db().delete(notificationDeliveries);
    await notify(one, 'First order');
    const start = new Date();
    expect(await worker().deliverPending(start)).toBe(1);
    await notify(one, 'First order again');
    await notify(two, 'Second order');
    await notify(null, 'Password changed');
    expect(await worker().deliverPending(later(start, 60))).toBe(2);
    expect(
      mailsTo(accounts.retailer.email)
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual(['First order', 'Password changed', 'Second order']);
  });

  it('two workers at once send one e-mail for an order', async () => {
    const orderId = await paidOrderId();
    await db().delete(notificationDeliveries);
    for (let update = 1; update <= 5; update += 1) await notify(orderId, `Burst ${update}`);
    const start = new Date();
    const sent = await Promise.all([worker().deliverPending(start), worker().deliverPending(start)]);
    expect(sent[0] + sent[1]).toBe(1);
    expect(mailsTo(accounts.retailer.email).map((mail) => mail.subject)).toEqual([`Order #${orderId}: 5 updates`]);
  });

  it('an e-mail the mail server refused gives the window back: its retry carries every waiting notice', async () => {
    const refusing = await startSmtpServer({ reject: 'Mailbox unavailable' });
    try {
      const orderId = await paidOrderId();
      await db().delete(notificationDeliveries);
      await notify(orderId, 'Try 1');
      await notify(orderId, 'Try 2');
      const start = new Date();
      expect(await worker(refusing.url).deliverPending(start)).toBe(0);
      expect(await worker().deliverPending(later(start, 29))).toBe(0);
      expect(await worker().deliverPending(later(start, 30))).toBe(1);
      expect(mailsTo(accounts.retailer.email).map((mail) => mail.subject)).toEqual([`Order #${orderId}: 2 updates`]);
    } finally {
      await refusing.close();
    }
  });
});
