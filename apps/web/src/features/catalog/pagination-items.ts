export type PaginationItem = number | 'gap';

/**
 * The page numbers to offer: always the first and last page, the current one with a neighbour on
 * each side, and a gap where pages are left out (1 … 4 5 6 … 20).
 */
export function paginationItems(current: number, total: number): PaginationItem[] {
  if (total <= 1) return [];
  if (total <= 7) return Array.from({ length: total }, (_, index) => index + 1);
  const pages = new Set([1, total, current - 1, current, current + 1]);
  if (current <= 3) [2, 3, 4].forEach((page) => pages.add(page));
  if (current >= total - 2) [total - 3, total - 2, total - 1].forEach((page) => pages.add(page));
  const sorted = [...pages].filter((page) => page >= 1 && page <= total).sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) items.push(page - previous === 2 ? previous + 1 : 'gap');
    items.push(page);
  });
  return items;
}
