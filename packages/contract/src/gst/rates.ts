import { z } from 'zod';
import { indiaDate } from './financial-year.js';

export interface GstRatePeriod {
  /** Percent. */
  rate: number;
  /** First day in force, India's date (YYYY-MM-DD). */
  effective_from: string;
  /** Last day in force, or null while in force. */
  effective_to: string | null;
}

const GST_START = '2017-07-01';

/** The 22 September 2025 rationalisation dropped the 12 and 28 % slabs and added 40 %. */
export const GST_RATE_TABLE: readonly GstRatePeriod[] = [
  { rate: 0, effective_from: GST_START, effective_to: null },
  { rate: 5, effective_from: GST_START, effective_to: null },
  { rate: 12, effective_from: GST_START, effective_to: '2025-09-21' },
  { rate: 18, effective_from: GST_START, effective_to: null },
  { rate: 28, effective_from: GST_START, effective_to: '2025-09-21' },
  { rate: 40, effective_from: '2025-09-22', effective_to: null },
];

/** Rates that can be charged on the day (in India) of the instant, lowest first. */
export function gstRatesInForce(date: Date = new Date()): number[] {
  const day = indiaDate(date);
  return GST_RATE_TABLE.filter(
    (period) => period.effective_from <= day && (period.effective_to === null || day <= period.effective_to),
  )
    .map((period) => period.rate)
    .sort((a, b) => a - b);
}

export function gstRateMessage(rates: readonly number[]): string {
  return `GST rate must be one of ${rates.join(', ')} %.`;
}

/** A product's GST rate: one in force on `date`, or on the day it is checked if no date is given. */
export function gstRate(date?: Date) {
  const message = () => gstRateMessage(gstRatesInForce(date));
  return z.number({ error: message }).superRefine((rate, ctx) => {
    if (!gstRatesInForce(date).includes(rate)) ctx.addIssue({ code: 'custom', message: message() });
  });
}
