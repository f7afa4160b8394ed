import { formatRupees } from '@marketplace/contract';

/**
 * A statement line's effect on what the seller is owed, signed as on a bank statement: `+Rs. 1,180.00` for money
 * coming in, `−Rs. 5.00` (a true minus sign) for money withheld or paid out; a line that moves nothing (a release
 * from held to available) shows `Rs. 0.00` with no sign.
 */
export function formatStatementAmount(amount: number): string {
  if (amount === 0 || Object.is(amount, -0)) return formatRupees(0);
  return `${amount > 0 ? '+' : '\u2212'}${formatRupees(Math.abs(amount))}`;
}
