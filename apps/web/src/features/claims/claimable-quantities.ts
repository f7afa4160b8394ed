import type { ClaimResponse, OrderItem } from '@marketplace/contract';

/**
 * Units of each order line that can still be claimed: the line's quantity less the units of every claim of the
 * order, whatever became of it (the server counts them all the same way).
 */
export function claimableQuantities(
  lines: readonly Pick<OrderItem, 'id' | 'quantity'>[],
  claims: readonly Pick<ClaimResponse, 'items'>[],
): Map<number, number> {
  const claimed = new Map<number, number>();
  for (const claim of claims)
    for (const item of claim.items) claimed.set(item.id, (claimed.get(item.id) ?? 0) + item.quantity);
  return new Map(lines.map((line) => [line.id, Math.max(0, line.quantity - (claimed.get(line.id) ?? 0))]));
}
