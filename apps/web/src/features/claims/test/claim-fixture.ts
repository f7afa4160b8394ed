import type { ClaimResponse } from '@marketplace/contract';

type ClaimItem = ClaimResponse['items'][number];

export const claimItem = (item: Partial<ClaimItem> & Pick<ClaimItem, 'id'>): ClaimItem => ({
  product: { id: item.id * 100, name: `Product ${item.id}` },
  price_per_item: 25,
  quantity: 2,
  accepted_quantity: null,
  ...item,
});

/** An open claim on order 4101, waiting for the seller until a day after `now`. */
export const openClaim = (claim: Partial<ClaimResponse> = {}): ClaimResponse => ({
  id: 9,
  order: 4101,
  type: 'short',
  status: 'open',
  description: 'Two cartons were missing.',
  items: [claimItem({ id: 1 })],
  photos: [],
  history: [{ status: 'open', by: 'retailer', note: 'Two cartons were missing.', at: '2026-11-25T06:00:00.000Z' }],
  respond_by: new Date(Date.now() + 86_400_000).toISOString(),
  amount_refunded: 0,
  refund_status: null,
  credit_note: null,
  retailer: 'Asha Medicals',
  wholesaler: 'Sharma Pharma Distributors',
  created_at: '2026-11-25T06:00:00.000Z',
  ...claim,
});
