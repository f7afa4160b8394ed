import { formatRupees, maskAccountNumber, toRupees } from '@marketplace/contract';
import type { Tx } from '../../db/client.js';
import { recordNotification } from '../notifications/record-notification.js';

/** The seller's warning that payout details changed: always e-mailed, as a stolen login would change them. */
export async function notifyPayoutDetailsChanged(
  tx: Tx,
  wholesalerId: number,
  details: { accountNumber: string; ifsc: string; linkedAccount: string | null; heldUntil: Date | null },
) {
  const held = details.heldUntil
    ? ` Payouts wait until ${details.heldUntil.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })} IST.`
    : '';
  const linked = details.linkedAccount ? ` and Razorpay linked account ${details.linkedAccount}` : '';
  await recordNotification(tx, {
    userId: wholesalerId,
    kind: 'payout',
    title: 'Your payout details were changed',
    body: `Payouts now go to account ${maskAccountNumber(details.accountNumber)} (IFSC ${details.ifsc})${linked}.${held} If you did not make this change, change your password and contact support at once.`,
    alwaysEmail: true,
  });
}

export async function notifyPayoutOutcome(
  tx: Tx,
  payout: { id: number; wholesalerId: number; amountPaise: number; bankAccountNumber: string },
  outcome: { paid: true; utr: string; route?: boolean } | { paid: false; reason: string },
) {
  const amount = formatRupees(toRupees(payout.amountPaise));
  if (outcome.paid && outcome.route)
    return recordNotification(tx, {
      userId: payout.wholesalerId,
      kind: 'payout',
      title: `Payout #${payout.id} paid`,
      body: `Razorpay released ${amount} to your linked account. Route transfer: ${outcome.utr}.`,
    });
  return recordNotification(tx, {
    userId: payout.wholesalerId,
    kind: 'payout',
    ...(outcome.paid
      ? {
          title: `Payout #${payout.id} paid`,
          body: `${amount} was transferred to account ${maskAccountNumber(payout.bankAccountNumber)}. Bank reference (UTR): ${outcome.utr}.`,
        }
      : {
          title: `Payout #${payout.id} failed`,
          body: `The transfer of ${amount} failed: ${outcome.reason}. The amount is available again and goes out with the next payout.`,
        }),
  });
}
