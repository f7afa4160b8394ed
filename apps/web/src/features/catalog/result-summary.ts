/** "Showing 25–48 of 150 products", or "1 product", above the grid. */
export function resultSummary(count: number, page: number, pageSize: number): string {
  if (count === 0) return 'No products match.';
  const noun = count === 1 ? 'product' : 'products';
  const first = (page - 1) * pageSize + 1;
  if (first > count) return `${count} ${noun}`;
  const last = Math.min(page * pageSize, count);
  if (first === 1 && last === count) return `${count} ${noun}`;
  return `Showing ${first}–${last} of ${count} ${noun}`;
}
