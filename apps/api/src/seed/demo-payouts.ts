import { payoutDetailsRequest } from '@marketplace/contract';
import type { Database, Tx } from '../db/client.js';
import { createLedgerRelease } from '../modules/payouts/ledger-release.js';
import { createPayoutDetailsService } from '../modules/payouts/payout-details.service.js';
import { createPayoutsService } from '../modules/payouts/payouts.service.js';

const DAY_MS = 86_400_000;
/** CLAIM_WINDOW_SECONDS's default: the deadlines job of a server started with another window releases the rest. */
const CLAIM_WINDOW_SECONDS = 7 * 24 * 3600;
/** PAYOUT_MINIMUM_RUPEES's default, in paise. */
const MINIMUM_PAISE = 100 * 100;

export const DEMO_PAYOUT_DETAILS = payoutDetailsRequest.parse({
  bank_account_name: 'Shah Trading Company',
  bank_account_number: '50100234567812',
  bank_ifsc: 'HDFC0000240',
  upi_id: 'shahtrading@hdfcbank',
});
export const DEMO_PAYOUT_UTR = 'HDFCN52026111500042';

/**
 * The demo wholesaler's money after its orders: payout details given a month ago, the orders whose claim window
 * closed by 17 days ago released then and paid out the next day (the bank's UTR recorded), the orders whose window
 * closed since released now (available for the next payout), and the recent ones still held. Written in the seed's
 * transaction, through the same release pass and payout services the server uses, at the moments they would have run.
 */
export async function seedDemoPayouts(
  db: Database,
  tx: Tx,
  { wholesalerId }: { wholesalerId: number },
  now = new Date(),
): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  await createPayoutDetailsService(db, 0).saveIn(tx, wholesalerId, DEMO_PAYOUT_DETAILS, ago(35));
  const release = createLedgerRelease(CLAIM_WINDOW_SECONDS);
  await release(tx, ago(17));
  // The payouts service on the seed's transaction: each payout's own transaction becomes a savepoint of it.
  const payouts = createPayoutsService(tx as unknown as Database, { minimumPaise: MINIMUM_PAISE });
  const run = await payouts.run(new Date(ago(17).getTime() + 2 * 3600_000));
  const [paid] = run.payouts.filter((payout) => payout.wholesaler.id === wholesalerId);
  if (!paid) throw new Error('the demo wholesaler had nothing to pay out');
  await payouts.markPaid(paid.id, DEMO_PAYOUT_UTR, ago(16));
  await release(tx, now);
}
