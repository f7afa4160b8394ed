import { z } from 'zod';
import { MARKETPLACE_TIME_ZONE } from '../constants.js';
import { issuedDocument } from '../orders.js';
import { refundStatus } from '../tax-documents.js';

/**
 * A retailer's claim on a delivered order (docs/decisions.md, "Delivery and claims"): what went wrong, which lines
 * and how many units, photos, and where it stands between the retailer, the seller and the marketplace.
 */
export const CLAIM_TYPES = ['short', 'damaged', 'wrong_item', 'expired', 'not_received'] as const;
export const claimType = z.enum(CLAIM_TYPES, { error: `Type must be one of ${CLAIM_TYPES.join(', ')}` });
export type ClaimType = z.infer<typeof claimType>;

export const CLAIM_STATUSES = ['open', 'accepted', 'rejected', 'escalated'] as const;
export const claimStatus = z.enum(CLAIM_STATUSES, { error: `Status must be one of ${CLAIM_STATUSES.join(', ')}` });
export type ClaimStatus = z.infer<typeof claimStatus>;

/** Who moved a claim: its retailer, the seller, an administrator, or the deadline passing. */
export const CLAIM_ACTORS = ['retailer', 'wholesaler', 'admin', 'system'] as const;
export type ClaimActor = (typeof CLAIM_ACTORS)[number];

export const CLAIM_TYPE_LABELS: Record<ClaimType, string> = {
  short: 'Fewer units arrived',
  damaged: 'Damaged goods',
  wrong_item: 'Wrong item',
  expired: 'Expired or short shelf life',
  not_received: 'Order not received',
};

export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  open: 'Waiting for the seller',
  accepted: 'Accepted',
  rejected: 'Rejected',
  escalated: 'With the marketplace',
};

export const CLAIM_ACTOR_LABELS: Record<ClaimActor, string> = {
  retailer: 'Retailer',
  wholesaler: 'Seller',
  admin: 'Marketplace',
  system: 'Marketplace (no answer in time)',
};

/** Made on first use: the web app loads this module on pages that show no claim date. */
let claimDateFormat: Intl.DateTimeFormat | undefined;

/** A day as claim messages name it, on India's calendar: `14 December 2026`. */
export function claimDateText(at: Date): string {
  claimDateFormat ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: MARKETPLACE_TIME_ZONE,
  });
  return claimDateFormat.format(at);
}

/** Types that need at least one photo. */
export const CLAIM_TYPES_NEEDING_PHOTOS: readonly ClaimType[] = ['damaged', 'wrong_item'];
export const MAX_CLAIM_PHOTOS = 4;
export const MAX_CLAIM_DESCRIPTION = 1000;
export const MAX_CLAIM_NOTE = 1000;

export const claimMessages = {
  windowClosed: (date: string) => `The claim window for this order closed on ${date}.`,
  notDelivered: 'A problem can be reported once the order is delivered.',
  confirmedWithCode: 'The delivery was confirmed with your code.',
  confirmedByYou: 'The delivery was confirmed by you.',
  photosRequired: 'Add at least one photo of the goods.',
  tooManyPhotos: `Add at most ${MAX_CLAIM_PHOTOS} photos.`,
  descriptionRequired: 'Describe the problem.',
  descriptionTooLong: `Keep the description to ${MAX_CLAIM_DESCRIPTION.toLocaleString('en-IN')} characters.`,
  itemsRequired: 'Choose at least one item and how many units.',
  nothingLeft: 'Every delivered unit of this order is already in a claim.',
  unknownItem: (id: number) => `Item ${id} is not in this order.`,
  itemTwice: (product: string) => `${product} is listed twice; give it once with the total quantity.`,
  overClaimed: (product: string, left: number) =>
    left === 0
      ? `${product}: every delivered unit is already claimed.`
      : `${product}: at most ${left} more ${left === 1 ? 'unit' : 'units'} can be claimed.`,
  acceptOverClaimed: (product: string, claimed: number) =>
    `${product}: at most ${claimed} ${claimed === 1 ? 'unit was' : 'units were'} claimed.`,
  acceptNothing: 'Accept at least one unit, or reject the claim with a reason.',
  reasonRequired: 'Give the reason for rejecting the claim.',
  notOpen: (status: ClaimStatus) => `This claim is ${status}; only an open claim can be answered.`,
  notRejected: (status: ClaimStatus) => `This claim is ${status}; only a rejected claim can be escalated.`,
  escalationClosed: (date: string) => `A rejected claim can be escalated until ${date}; that time has passed.`,
  decidedFinal: 'The marketplace decided this claim; its decision is final.',
  notEscalated: (status: ClaimStatus) =>
    `This claim is ${status}; only an escalated claim is decided by the marketplace.`,
} as const;

const quantity = z
  .number({ error: 'Quantity must be a whole number' })
  .int('Quantity must be a whole number')
  .min(0, 'Quantity cannot be negative')
  .max(1_000_000, 'Quantity is too large');
export const claimItemInput = z.object({
  id: z.number({ error: 'Each item needs its id' }).int().positive().max(2147483647),
  quantity,
});
export type ClaimItemInput = z.infer<typeof claimItemInput>;

/** JSON, or multipart with these fields as text (`items` as JSON) and up to 4 `photos` files. */
export const fileClaimRequest = z.object({
  type: claimType,
  description: z
    .string({ error: claimMessages.descriptionRequired })
    .trim()
    .min(1, claimMessages.descriptionRequired)
    .max(MAX_CLAIM_DESCRIPTION, claimMessages.descriptionTooLong),
  /** Optional for `not_received`: every unit not yet claimed. */
  items: z.array(claimItemInput).max(500).default([]),
});
export type FileClaimRequest = z.infer<typeof fileClaimRequest>;

export const acceptClaimRequest = z
  .object({
    /** Accept part: the units accepted per line; lines left out, and the rest of each line, count as rejected. */
    items: z.array(claimItemInput).max(500).optional(),
  })
  .default({});
export type AcceptClaimRequest = z.infer<typeof acceptClaimRequest>;

const note = (required: string | null) =>
  required
    ? z
        .string({ error: required })
        .trim()
        .min(1, required)
        .max(MAX_CLAIM_NOTE, `Keep it to ${MAX_CLAIM_NOTE} characters.`)
    : z.string().trim().max(MAX_CLAIM_NOTE, `Keep it to ${MAX_CLAIM_NOTE} characters.`).default('');

export const rejectClaimRequest = z.object({ reason: note(claimMessages.reasonRequired) });
export const escalateClaimRequest = z.object({ note: note(null) }).default({ note: '' });
export const decideClaimRequest = z.object({
  decision: z.enum(['accept', 'reject'], { error: 'Decision must be accept or reject' }),
  note: note(null),
});
export type DecideClaimRequest = z.infer<typeof decideClaimRequest>;

export const claimListQuery = z.object({ status: claimStatus.optional() });

export const claimResponse = z.object({
  id: z.number(),
  /** The order's id. */
  order: z.number(),
  type: claimType,
  status: claimStatus,
  description: z.string(),
  items: z.array(
    z.object({
      /** The order item's id. */
      id: z.number(),
      product: z.object({ id: z.number(), name: z.string() }),
      price_per_item: z.number(),
      quantity: z.number(),
      /** Units the seller or the marketplace accepted; null until the claim is decided. */
      accepted_quantity: z.number().nullable(),
    }),
  ),
  /** Each photo's address; only the order's parties and administrators may read them. */
  photos: z.array(z.string()),
  history: z.array(z.object({ status: claimStatus, by: z.enum(CLAIM_ACTORS), note: z.string(), at: z.string() })),
  /** Open: the seller's deadline; rejected: the retailer's last moment to escalate; otherwise null. */
  respond_by: z.string().nullable(),
  amount_refunded: z.number(),
  refund_status: refundStatus.nullable(),
  credit_note: issuedDocument.nullable(),
  retailer: z.string(),
  wholesaler: z.string(),
  created_at: z.string(),
});
export type ClaimResponse = z.infer<typeof claimResponse>;

export const claimsResponse = z.object({ claims: z.array(claimResponse) });
export type ClaimsResponse = z.infer<typeof claimsResponse>;
