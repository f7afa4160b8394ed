/**
 * What an accepted claim refunds: the accepted goods' value plus that value's share of the order's shipping &
 * platform charge. Shares are rounded down on the running total of accepted goods, so the shares of an order's
 * claims never add up to more than its charge, and to exactly the charge once every unit was accepted (the paisa
 * a rounding drops goes to the claim that crosses it, as with largest-remainder apportioning). The refund never
 * exceeds what the order paid less the refunds it already had.
 */
export function claimRefundPaise(input: {
  /** Accepted units × price per item, this claim. */
  acceptedGoodsPaise: number;
  /** The same for the order's claims accepted before this one. */
  earlierAcceptedGoodsPaise: number;
  order: { subtotalPaise: number; chargePaise: number; totalPaise: number };
  /** Every refund already recorded for the order (its claims', and any other). */
  earlierRefundsPaise: number;
}): { chargeSharePaise: number; refundPaise: number } {
  const { subtotalPaise, chargePaise, totalPaise } = input.order;
  const shareUpTo = (goodsPaise: number) =>
    subtotalPaise === 0
      ? 0
      : Number((BigInt(chargePaise) * BigInt(Math.min(goodsPaise, subtotalPaise))) / BigInt(subtotalPaise));
  const before = input.earlierAcceptedGoodsPaise;
  const chargeSharePaise = shareUpTo(before + input.acceptedGoodsPaise) - shareUpTo(before);
  const left = Math.max(0, totalPaise - input.earlierRefundsPaise);
  return { chargeSharePaise, refundPaise: Math.min(input.acceptedGoodsPaise + chargeSharePaise, left) };
}
