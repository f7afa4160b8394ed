/**
 * Money travels as rupees with two decimals and is computed in integer paise, so that
 * the browser and the server arrive at the same total to the paisa.
 */
export const DEFAULT_PLATFORM_CHARGE_PERCENT = 3;

export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function toRupees(paise: number): number {
  return paise / 100;
}

/** Shipping & platform charge on a subtotal, rounded half up to the paisa. */
export function platformChargePaise(subtotalPaise: number, percent: number = DEFAULT_PLATFORM_CHARGE_PERCENT): number {
  return Math.round((subtotalPaise * percent) / 100);
}

export interface OrderTotals {
  subtotal: number;
  charge: number;
  total: number;
}

/** Totals in paise for lines given in rupees. */
export function orderTotalsPaise(
  lines: ReadonlyArray<{ price: number; quantity: number }>,
  percent: number = DEFAULT_PLATFORM_CHARGE_PERCENT,
): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + toPaise(line.price) * line.quantity, 0);
  const charge = platformChargePaise(subtotal, percent);
  return { subtotal, charge, total: subtotal + charge };
}

// Grouped by hand rather than with Intl.NumberFormat: the first Intl formatter a browser tab creates loads
// locale data (about 30–70 ms of a phone's main thread) before a page can show its first price.
const groupIndianDigits = (digits: string) =>
  digits.length <= 3 ? digits : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;

/** `Rs. 1,23,456.00`: the Rs. prefix and Indian digit grouping, for an amount in whole paise. */
export function formatRupees(rupees: number): string {
  const [whole = '', paise = ''] = Math.abs(rupees).toFixed(2).split('.');
  return `Rs. ${rupees < 0 ? '-' : ''}${groupIndianDigits(whole)}.${paise}`;
}

/** `12,34,567`: a count of units or sales with Indian digit grouping. */
export const formatCount = (count: number) => `${count < 0 ? '-' : ''}${groupIndianDigits(String(Math.abs(count)))}`;

/** True for an amount of whole paise, such as 12.5 or 12.50 (not 12.505). */
export const isWholePaise = (rupees: number) => Math.round(rupees * 100) === Number((rupees * 100).toFixed(6));
