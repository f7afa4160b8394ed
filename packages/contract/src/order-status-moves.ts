import type { ORDER_STATUSES } from './constants.js';

type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Where a paid order may go from each status: forward only (docs/decisions.md). A pending order moves only
 * through its payment, and nothing follows delivered or canceled: money back after delivery is a claim.
 */
const FORWARD_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: [],
  confirmed: ['shipped', 'delivered', 'canceled'],
  shipped: ['delivered', 'canceled'],
  delivered: [],
  canceled: [],
};

/** Whether the wholesaler may move an order from `from` to a different status `to`. */
export const movesForward = (from: OrderStatus, to: OrderStatus) => FORWARD_MOVES[from].includes(to);

/**
 * What the wholesaler's status form offers: the current status (saving it again changes only the description)
 * and the statuses ahead of it. Nothing for a pending or canceled order, whose status the wholesaler cannot touch.
 */
export const orderStatusChoices = (from: OrderStatus): OrderStatus[] =>
  from === 'pending' || from === 'canceled' ? [] : [from, ...FORWARD_MOVES[from]];

/** The refusal of a move that is not forward. */
export const refusedStatusMoveMessage = (from: OrderStatus, to: OrderStatus) =>
  `An order cannot go from ${from} back to ${to}.`;
