import { platformChargePaise } from '@marketplace/contract';

/**
 * The charge is 3 % of the whole cart, as the buyer saw it; each wholesaler's order carries its share,
 * split by subtotal with the leftover paise going to the largest remainders so the shares add up exactly.
 */
export function splitCharge(subtotals: number[], percent: number): number[] {
  const total = subtotals.reduce((sum, value) => sum + value, 0);
  const charge = platformChargePaise(total, percent);
  if (total === 0) return subtotals.map(() => 0);
  const exact = subtotals.map((subtotal) => (charge * subtotal) / total);
  const shares = exact.map(Math.floor);
  let left = charge - shares.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
