/**
 * India keeps one offset all year (no daylight saving), so a fixed offset gives the Indian date
 * without depending on the machine's time zone or its time-zone data.
 */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

export interface FinancialYear {
  startYear: number;
  /** Two-digit start and end years, `2627` for 1 April 2026 to 31 March 2027. */
  label: string;
}

function inIndia(date: Date): Date {
  return new Date(date.getTime() + INDIA_OFFSET_MS);
}

/** `YYYY-MM-DD` of the instant on a calendar in India. */
export function indiaDate(date: Date): string {
  return inIndia(date).toISOString().slice(0, 10);
}

/** `YYYY-MM` of the instant's month in India. */
export const indiaMonth = (date: Date): string => indiaDate(date).slice(0, 7);

/** `YYYY-MM-DD HH:MM` of the instant on India's clock, as a spreadsheet reads a date and time. */
export const indiaDateTime = (date: Date): string => inIndia(date).toISOString().slice(0, 16).replace('T', ' ');

/** The financial year (1 April to 31 March, India's time) an instant falls in. */
export function financialYearOf(date: Date): FinancialYear {
  const local = inIndia(date);
  const april = 3;
  const startYear = local.getUTCMonth() >= april ? local.getUTCFullYear() : local.getUTCFullYear() - 1;
  const twoDigits = (year: number) => String(year % 100).padStart(2, '0');
  return { startYear, label: `${twoDigits(startYear)}${twoDigits(startYear + 1)}` };
}
