import type { DashboardPeriod } from '@marketplace/contract';

/** Where each period starts (PostgreSQL date_trunc unit) and how its chart is bucketed. */
export const PERIOD_UNITS: Record<DashboardPeriod, { trunc: string; bucket: string }> = {
  today: { trunc: 'day', bucket: 'hour' },
  thisWeek: { trunc: 'week', bucket: 'day' },
  thisMonth: { trunc: 'month', bucket: 'day' },
  thisYear: { trunc: 'year', bucket: 'month' },
};

/** India has no daylight saving: its wall clock is UTC + 5:30 all year. */
const IST_OFFSET_MS = 330 * 60_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const pad = (value: number) => String(value).padStart(2, '0');
const key = (year: number, month: number, day: number, hour = 0) =>
  `${year}-${pad(month + 1)}-${pad(day)}T${pad(hour)}`;

/** Every bucket of the period in India's calendar, keyed like the SQL `to_char(date_trunc(...))`. */
export function periodBuckets(period: DashboardPeriod, now: Date): Array<{ key: string; label: string }> {
  const local = new Date(now.getTime() + IST_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  const day = local.getUTCDate();
  switch (period) {
    case 'today':
      return Array.from({ length: 24 }, (_, hour) => ({ key: key(year, month, day, hour), label: `${pad(hour)}:00` }));
    case 'thisWeek': {
      const mondayOffset = (local.getUTCDay() + 6) % 7;
      return WEEKDAYS.map((label, index) => {
        const date = new Date(Date.UTC(year, month, day - mondayOffset + index));
        return { key: key(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()), label };
      });
    }
    case 'thisMonth': {
      const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
      return Array.from({ length: days }, (_, index) => ({
        key: key(year, month, index + 1),
        label: `${index + 1} ${MONTHS[month]}`,
      }));
    }
    case 'thisYear':
      return MONTHS.map((label, index) => ({ key: key(year, index, 1), label }));
  }
}
