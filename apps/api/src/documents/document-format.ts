const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function dateParts(isoDate: string): { year: string; month: number; day: string } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = Number(match?.[2]);
  if (!match || month < 1 || month > 12) throw new Error(`Expected a date as YYYY-MM-DD, got "${isoDate}"`);
  return { year: match[1] ?? '', month, day: match[3] ?? '' };
}

/** `2026-11-24` → `24 Nov 2026`. */
export function formatDocumentDate(isoDate: string): string {
  const { year, month, day } = dateParts(isoDate);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** Midnight of the document's date in India, used as the file's creation date. */
export function documentMoment(isoDate: string): Date {
  dateParts(isoDate);
  return new Date(`${isoDate}T00:00:00+05:30`);
}

const quantityFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });
const rateFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

export function formatQuantity(quantity: number): string {
  return quantityFormat.format(quantity);
}

/** `18 %`, `2.5 %`: the spacing GST documents print rates with ("CGST 9 %"). */
export function formatRate(percent: number): string {
  return `${rateFormat.format(percent)} %`;
}
