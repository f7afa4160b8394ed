import { formatRupees } from '../money.js';

/** What a wholesaler's part of the cart still needs, in paise: 0 once its minimum order value is met. */
export const shortfallPaise = (subtotalPaise: number, minOrderValuePaise: number) =>
  Math.max(0, minOrderValuePaise - subtotalPaise);

/** `Add Rs. 1,250.00 more from Mehta Distributors to reach the Rs. 5,000.00 minimum order.` (amounts in rupees) */
export const sellerMinimumMessage = (company: string, shortfall: number, minimum: number) =>
  `Add ${formatRupees(shortfall)} more from ${company} to reach the ${formatRupees(minimum)} minimum order.`;
