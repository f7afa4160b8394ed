import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseAdminArguments } from '../src/cli/admin-arguments.js';
import { payoutDetails } from '../src/db/schema.js';
import { runAdminCommand } from '../src/modules/admin/admin-commands.js';
import {
  adminPayouts,
  balanceOf,
  bankFile,
  expectLedgerInvariants,
  givePayoutDetails,
  markFailed,
  markPaid,
  payoutFor,
  payoutNotices,
  payoutRows,
  ranPayouts,
  paise,
  releasedOrder,
  runPayouts,
  sellerPayouts,
  sellerWithReleasedOrder,
  statementOf,
  usePayoutsMarketplace,
} from './payouts-fixtures.js';

const ZERO = { held: 0, available: 0, paid_out: 0 };
const DAY_SECONDS = 24 * 3600;

describe('payout runs', () => {
  // A minimum of Rs. 150, to see the variable at work.
  const { ctx, accounts } = usePayoutsMarketplace({ PAYOUT_MINIMUM_RUPEES: '150' });
  const run = () => ranPayouts(ctx.app, accounts.admin);

  it('a seller below the minimum waits; once its available money reaches it, the run pays all of it', async () => {
    // Rs. 59 with 18 % GST inside: Rs. 50 of value, TCS 0.25 and TDS 0.05 withheld: Rs. 58.70 a unit.
    const { seller } = await sellerWithReleasedOrder(ctx, accounts.retailer, { price: 59, quantity: 2 });
    await givePayoutDetails(ctx.app, seller);
    expect(await balanceOf(ctx.app, seller)).toEqual({ ...ZERO, available: 117.4 });
    expect(payoutFor(await run(), seller)).toBeUndefined();
    expect(await payoutRows(ctx, seller)).toEqual([]);
    await releasedOrder(ctx, accounts.retailer, seller, { price: 59 });
    expect(await balanceOf(ctx.app, seller)).toEqual({ ...ZERO, available: 176.1 });
    expect(payoutFor(await run(), seller)).toMatchObject({ amount: 176.1, status: 'pending' });
    expect(await balanceOf(ctx.app, seller)).toEqual({ ...ZERO, paid_out: 176.1 });
    await expectLedgerInvariants(ctx, [seller]);
  });

  it('npm run admin -- run-payouts does what the button does, and says so', async () => {
    const { seller } = await sellerWithReleasedOrder(ctx, accounts.retailer, { price: 472 });
    await givePayoutDetails(ctx.app, seller);
    const shell = () => runAdminCommand(ctx.app.services, parseAdminArguments(['run-payouts']));
    const said = await shell();
    const [payout] = await payoutRows(ctx, seller);
    expect(payout).toMatchObject({ status: 'pending', amountPaise: paise(469.6) });
    expect(said).toMatch(/^\d+ payouts? created, Rs\. [\d,.]+ in all:/);
    expect(said).toContain(`#${payout!.id}\t`);
    expect(said).toContain('Rs. 469.60\tXXXXXX');
    expect(await shell()).toBe('No seller is due a payout.');
  });

  it('a seller without payout details is left out until it gives them', async () => {
    const { seller } = await sellerWithReleasedOrder(ctx, accounts.retailer, { price: 590 });
    expect(payoutFor(await run(), seller)).toBeUndefined();
    expect(await balanceOf(ctx.app, seller)).toEqual({ ...ZERO, available: 587 });
    // The first details hold nothing: there was no account before to protect.
    await givePayoutDetails(ctx.app, seller);
    expect(payoutFor(await run(), seller)).toMatchObject({ amount: 587 });
  });

  it('two runs at once, by the button and by the service, create one payout per seller', async () => {
    const sellers = [];
    for (const price of [236, 354]) {
      const { seller } = await sellerWithReleasedOrder(ctx, accounts.retailer, { price });
      await givePayoutDetails(ctx.app, seller);
      sellers.push(seller);
    }
    const answers = await Promise.all([runPayouts(ctx.app, accounts.admin), runPayouts(ctx.app, accounts.admin)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    for (const seller of sellers) expect(await payoutRows(ctx, seller)).toHaveLength(1);
    expect((await payoutRows(ctx, sellers[0]!))[0]!.amountPaise).toBe(23_480);
    expect((await payoutRows(ctx, sellers[1]!))[0]!.amountPaise).toBe(35_220);

    const more = [];
    for (const price of [472, 590]) {
      const { seller } = await sellerWithReleasedOrder(ctx, accounts.retailer, { price });
      await givePayoutDetails(ctx.app, seller);
      more.push(seller);
    }
    const runs = await Promise.all([ctx.app.services.payouts.run(), ctx.app.services.payouts.run()]);
    for (const seller of more) {
      expect(runs.filter((one) => payoutFor(one, seller))).toHaveLength(1);
      expect(await payoutRows(ctx, seller)).toHaveLength(1);
    }
    await expectLedgerInvariants(ctx, [...sellers, ...more]);
  });

  it('a failed payout returns the money to available, and the next run pays it again', async () => {
    const { seller } = await sellerWithReleasedOrder(ctx, accounts.retailer, { price: 1180, quantity: 2 });
    await givePayoutDetails(ctx.app, seller);
    const payout = payoutFor(await run(), seller)!;
    expect(payout.amount).toBe(2348);
    const failed = await markFailed(ctx.app, accounts.admin, payout.id, 'Account closed by the beneficiary');
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json()).toMatchObject({
      id: payout.id,
      status: 'failed',
      reason: 'Account closed by the beneficiary',
    });
    expect(await balanceOf(ctx.app, seller)).toEqual({ ...ZERO, available: 2348 });
    const [view] = await sellerPayouts(ctx.app, seller);
    expect(view).toMatchObject({ id: payout.id, status: 'failed', utr: null });
    expect(view!.entries.map((entry) => [entry.type, entry.amount])).toEqual([
      ['payout', -2348],
      ['payout_failed', 2348],
    ]);
    const statement = await statementOf(ctx.app, seller);
    expect(statement.entries.slice(-2).map((line) => [line.type, line.amount, line.balance])).toEqual([
      ['payout', -2348, 0],
      ['payout_failed', 2348, 2348],
    ]);
    expect((await bankFile(ctx.app, accounts.admin, 'pending')).body).not.toContain(
      `Marketplace payout ${payout.id}\n`,
    );

    const again = payoutFor(await run(), seller)!;
    expect(again).toMatchObject({ amount: 2348, status: 'pending' });
    expect(again.id).not.toBe(payout.id);
    expect(await balanceOf(ctx.app, seller)).toEqual({ ...ZERO, paid_out: 2348 });
    const notices = await payoutNotices(ctx, seller);
    expect(notices.at(-1)).toMatchObject({
      title: `Payout #${payout.id} failed`,
      body: 'The transfer of Rs. 2,348.00 failed: Account closed by the beneficiary. The amount is available again and goes out with the next payout.',
    });
    await expectLedgerInvariants(ctx, [seller]);
  });

  it('a payout is settled once: marking it again is 409, a UTR already used is 409, a bad UTR 400', async () => {
    const { seller } = await sellerWithReleasedOrder(ctx, accounts.retailer, { price: 590 });
    const { seller: other } = await sellerWithReleasedOrder(ctx, accounts.retailer, { price: 708 });
    await givePayoutDetails(ctx.app, seller);
    await givePayoutDetails(ctx.app, other);
    const ran = await run();
    const mine = payoutFor(ran, seller)!;
    const theirs = payoutFor(ran, other)!;

    const badUtr = await markPaid(ctx.app, accounts.admin, mine.id, 'ABC-1');
    expect(badUtr.statusCode).toBe(400);
    expect(badUtr.json()).toMatchObject({ code: 'validation', utr: ['A UTR is 12 to 22 letters and digits.'] });
    const noReason = await markFailed(ctx.app, accounts.admin, mine.id, '  ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ reason: ['Say why the transfer failed.'] });

    expect((await markPaid(ctx.app, accounts.admin, mine.id, 'SBIN126012345678')).statusCode).toBe(200);
    const twice = await markPaid(ctx.app, accounts.admin, mine.id, 'SBIN126012345679');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'conflict',
      detail: `Payout #${mine.id} is already paid; it cannot be changed.`,
    });
    expect((await markFailed(ctx.app, accounts.admin, mine.id, 'Too late')).statusCode).toBe(409);
    const sameUtr = await markPaid(ctx.app, accounts.admin, theirs.id, 'sbin126012345678');
    expect(sameUtr.statusCode).toBe(409);
    expect(sameUtr.json()).toMatchObject({
      detail: `UTR SBIN126012345678 is already recorded on payout #${mine.id}.`,
    });
    expect((await markPaid(ctx.app, accounts.admin, 999_999, 'SBIN126012345670')).statusCode).toBe(404);
    // Nothing moved: the one is paid, the other still pending, each balance paid out.
    expect((await payoutRows(ctx, seller)).map((row) => [row.status, row.utr])).toEqual([['paid', 'SBIN126012345678']]);
    expect((await payoutRows(ctx, other)).map((row) => [row.status, row.utr])).toEqual([['pending', null]]);
    expect(await payoutNotices(ctx, seller)).toContainEqual({
      title: `Payout #${mine.id} paid`,
      body: 'Rs. 587.00 was transferred to account XXXXXX1234. Bank reference (UTR): SBIN126012345678.',
      emailed: true,
    });
    await expectLedgerInvariants(ctx, [seller, other]);
  });

  it('a change of bank account holds payouts for the cooldown; a run after it pays', async () => {
    const { seller } = await sellerWithReleasedOrder(ctx, accounts.retailer, { price: 826 });
    await givePayoutDetails(ctx.app, seller);
    const before = Date.now();
    const changed = await givePayoutDetails(ctx.app, seller, { bank_account_number: '987654321098' });
    const heldUntil = (changed.payout_details as { payouts_held_until: string }).payouts_held_until;
    expect(Date.parse(heldUntil) - before).toBeGreaterThanOrEqual(DAY_SECONDS * 1000);
    expect(Date.parse(heldUntil) - Date.now()).toBeLessThanOrEqual(DAY_SECONDS * 1000);
    expect(payoutFor(await run(), seller)).toBeUndefined();
    expect(await balanceOf(ctx.app, seller)).toEqual({ ...ZERO, available: 821.8 });
    // The run a second before the cooldown ends still skips it; the one after it pays to the new account.
    const ends = Date.parse(heldUntil);
    expect(payoutFor(await ctx.app.services.payouts.run(new Date(ends - 1000)), seller)).toBeUndefined();
    const later = payoutFor(await ctx.app.services.payouts.run(new Date(ends + 1000)), seller);
    expect(later).toMatchObject({ amount: 821.8, bank_account_number: 'XXXXXX1098' });
    const [row] = await payoutRows(ctx, seller);
    expect(row!.bankAccountNumber).toBe('987654321098');
    const [details] = await ctx.database.db
      .select({ heldUntil: payoutDetails.payoutsHeldUntil })
      .from(payoutDetails)
      .where(eq(payoutDetails.wholesalerId, seller.id));
    expect(details!.heldUntil?.getTime()).toBe(ends);
    await expectLedgerInvariants(ctx, [seller]);
  });

  it('a payout above Rs. 2,14,74,836.47 (2^31 paise) is made and recorded to the paisa', async () => {
    // Rs. 1,18,00,000 with 18 % GST inside: Rs. 1 crore of value, TCS 50,000 and TDS 10,000 withheld.
    const { seller } = await sellerWithReleasedOrder(ctx, accounts.retailer, { price: 11_800_000 });
    await releasedOrder(ctx, accounts.retailer, seller, { price: 11_800_000 });
    await givePayoutDetails(ctx.app, seller);
    expect(await balanceOf(ctx.app, seller)).toEqual({ ...ZERO, available: 23_480_000 });
    const payout = payoutFor(await run(), seller)!;
    expect(payout).toMatchObject({ amount: 23_480_000, status: 'pending' });
    const [row] = await payoutRows(ctx, seller);
    expect(row!.amountPaise).toBe(2_348_000_000);
    expect(row!.amountPaise).toBeGreaterThan(2 ** 31);
    expect(await balanceOf(ctx.app, seller)).toEqual({ ...ZERO, paid_out: 23_480_000 });
    expect((await bankFile(ctx.app, accounts.admin)).body).toContain(`,23480000.00,Marketplace payout ${payout.id}`);
    expect((await markPaid(ctx.app, accounts.admin, payout.id, 'HDFC126099887766')).statusCode).toBe(200);
    await expectLedgerInvariants(ctx, [seller]);
  });

  it('two payouts marked paid at once with the same UTR: one is paid, the other is 409 naming the UTR', async () => {
    const { seller } = await sellerWithReleasedOrder(ctx, accounts.retailer, { price: 590 });
    const { seller: other } = await sellerWithReleasedOrder(ctx, accounts.retailer, { price: 708 });
    await givePayoutDetails(ctx.app, seller);
    await givePayoutDetails(ctx.app, other);
    const ran = await run();
    const ids = [payoutFor(ran, seller)!.id, payoutFor(ran, other)!.id];
    const answers = await Promise.all(ids.map((id) => markPaid(ctx.app, accounts.admin, id, 'ICIC126055554444')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json()).toMatchObject({
      code: 'conflict',
      utr: [expect.stringMatching(/^UTR ICIC126055554444 is already recorded on (payout #\d+|another payout)\.$/)],
    });
    const rows = [...(await payoutRows(ctx, seller)), ...(await payoutRows(ctx, other))];
    expect(rows.map((row) => [row.status, row.utr]).sort()).toEqual([
      ['paid', 'ICIC126055554444'],
      ['pending', null],
    ]);
    await expectLedgerInvariants(ctx, [seller, other]);
  });

  it('a bank file stamps its pending payouts the first time; a second download lists them and keeps that time', async () => {
    const { seller } = await sellerWithReleasedOrder(ctx, accounts.retailer, { price: 1062 });
    await givePayoutDetails(ctx.app, seller);
    const payout = payoutFor(await run(), seller)!;
    const listed = async () =>
      (await adminPayouts(ctx.app, accounts.admin, 'pending')).find((one) => one.id === payout.id)!;
    expect((await listed()).exported_at).toBeNull();
    const before = Date.now();
    const first = await bankFile(ctx.app, accounts.admin);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain(`Marketplace payout ${payout.id}\n`);
    const exportedAt = (await listed()).exported_at!;
    expect(exportedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Date.parse(exportedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(exportedAt)).toBeLessThanOrEqual(Date.now());
    const second = await bankFile(ctx.app, accounts.admin);
    expect(second.body).toBe(first.body);
    expect((await listed()).exported_at).toBe(exportedAt);
    expect((await payoutRows(ctx, seller))[0]!.exportedAt?.toISOString()).toBe(exportedAt);
  });

  it('a bank file escapes a name that a spreadsheet would run as a formula', async () => {
    const { seller } = await sellerWithReleasedOrder(ctx, accounts.retailer, { price: 1180 });
    await givePayoutDetails(ctx.app, seller, {
      bank_account_name: '=HYPERLINK("x")',
      bank_account_number: '11223344556677',
    });
    const payout = payoutFor(await run(), seller)!;
    expect(payout.bank_account_name).toBe('=HYPERLINK("x")');
    const file = (await bankFile(ctx.app, accounts.admin)).body;
    const line = file.split('\n').find((one) => one.endsWith(`Marketplace payout ${payout.id}`));
    expect(line).toBe(
      `"'=HYPERLINK(""x"")",11223344556677,HDFC0001234,${(paise(payout.amount) / 100).toFixed(2)},Marketplace payout ${payout.id}`,
    );
  });

  it('administrators list payouts by status', async () => {
    const { seller } = await sellerWithReleasedOrder(ctx, accounts.retailer, { price: 944 });
    await givePayoutDetails(ctx.app, seller);
    const payout = payoutFor(await run(), seller)!;
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/payouts/?status=pending',
      headers: accounts.admin.auth,
    });
    expect(listed.statusCode).toBe(200);
    const payouts = listed.json().payouts as Array<{ id: number; status: string }>;
    expect(payouts.map((one) => one.id)).toContain(payout.id);
    expect(payouts.every((one) => one.status === 'pending')).toBe(true);
  });
});
