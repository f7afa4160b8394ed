/** A `YYYY-MM` month's first moment and the next month's, on India's clock (UTC+05:30, no daylight saving). */
export function monthBounds(month: string): { from: Date; to: Date } {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const start = (y: number, m: number) => new Date(`${y}-${String(m).padStart(2, '0')}-01T00:00:00+05:30`);
  return {
    from: start(year, monthNumber),
    to: monthNumber === 12 ? start(year + 1, 1) : start(year, monthNumber + 1),
  };
}
