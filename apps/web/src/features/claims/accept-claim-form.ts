import { claimMessages, toPaise, type AcceptClaimRequest, type ClaimResponse } from '@marketplace/contract';

/** Units accepted per claimed line, by order item id; starts at everything claimed. */
export type AcceptedUnits = Readonly<Record<number, number>>;

export const everythingClaimed = (items: ClaimResponse['items']): AcceptedUnits =>
  Object.fromEntries(items.map((item) => [item.id, item.quantity]));

/** Accepting part names the units kept per line; lines at 0 are left out and count as rejected. */
export function acceptRequest(part: boolean, units: AcceptedUnits): AcceptClaimRequest {
  if (!part) return {};
  return {
    items: Object.entries(units)
      .filter(([, quantity]) => quantity > 0)
      .map(([id, quantity]) => ({ id: Number(id), quantity })),
  };
}

export const acceptProblem = (part: boolean, units: AcceptedUnits): string | null =>
  part && Object.values(units).every((quantity) => quantity <= 0) ? claimMessages.acceptNothing : null;

/** The goods value of the accepted units, summed in paise; the refund adds its share of the order's charges. */
export const acceptedGoodsValue = (items: ClaimResponse['items'], units: AcceptedUnits): number =>
  items.reduce((paise, item) => paise + toPaise(item.price_per_item) * (units[item.id] ?? 0), 0) / 100;
