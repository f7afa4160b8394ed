import { CLAIM_TYPE_LABELS, formatRupees, toRupees, type ClaimType } from '@marketplace/contract';
import type { Tx } from '../../db/client.js';
import { recordNotification } from '../notifications/record-notification.js';
import type { NoticeText } from '../notifications/notification-texts.js';

/** A step of a claim, as the other party (or both) hear of it, in the app and by e-mail. */
export type ClaimStep =
  | { step: 'filed'; type: ClaimType; buyer: string; respondBy: string }
  | { step: 'accepted'; refundPaise: number; by: 'seller' | 'marketplace' }
  | { step: 'rejected'; reason: string; by: 'seller' | 'marketplace'; escalateBy: string | null }
  | { step: 'escalated'; by: 'retailer' | 'timeout' };

export function claimNoticeText(claim: { id: number; orderId: number }, event: ClaimStep): NoticeText {
  const name = `claim #${claim.id} on order #${claim.orderId}`;
  switch (event.step) {
    case 'filed':
      return {
        title: `New claim on order #${claim.orderId}: ${CLAIM_TYPE_LABELS[event.type]}`,
        body: `${event.buyer} reported a problem (${name}). Accept or reject it by ${event.respondBy}; unanswered, it goes to the marketplace.`,
      };
    case 'accepted':
      return {
        title: `Claim #${claim.id} accepted`,
        body:
          event.refundPaise > 0
            ? `The ${event.by} accepted ${name}. ${formatRupees(toRupees(event.refundPaise))} will be refunded to the account you paid from, with a credit note.`
            : `The ${event.by} accepted ${name}.`,
      };
    case 'rejected':
      return {
        title: `Claim #${claim.id} rejected`,
        body: `The ${event.by} rejected ${name}: “${event.reason}”.${event.escalateBy ? ` You can ask the marketplace to decide until ${event.escalateBy}.` : ' This decision is final.'}`,
      };
    case 'escalated':
      return {
        title: `Claim #${claim.id} goes to the marketplace`,
        body:
          event.by === 'retailer'
            ? `The retailer asked the marketplace to decide ${name}.`
            : `The seller did not answer ${name} in time, so the marketplace will decide it.`,
      };
  }
}

/** Records the notice for each recipient, in the transaction of the step. */
export async function notifyClaimStep(
  tx: Tx,
  claim: { id: number; orderId: number },
  recipients: number[],
  event: ClaimStep,
): Promise<void> {
  const text = claimNoticeText(claim, event);
  for (const userId of recipients)
    await recordNotification(tx, { userId, kind: 'claim', orderId: claim.orderId, ...text });
}
