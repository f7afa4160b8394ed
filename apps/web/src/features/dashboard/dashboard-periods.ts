import { DASHBOARD_PERIODS, type DashboardPeriod } from '@marketplace/contract';

export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = 'thisMonth';

/** What the period selector says for each period the API knows. */
export const DASHBOARD_PERIOD_LABELS: Record<DashboardPeriod, string> = {
  today: 'Today',
  thisWeek: 'This Week',
  thisMonth: 'This Month',
  thisYear: 'This Year',
};

export const dashboardPeriodOptions = DASHBOARD_PERIODS.map((value) => ({
  value,
  label: DASHBOARD_PERIOD_LABELS[value],
}));

export function isDashboardPeriod(value: unknown): value is DashboardPeriod {
  return typeof value === 'string' && (DASHBOARD_PERIODS as readonly string[]).includes(value);
}

/** The `?period=` of the address; a missing or unknown value falls back to this month. */
export function parseDashboardPeriod(value: string | null): DashboardPeriod {
  return isDashboardPeriod(value) ? value : DEFAULT_DASHBOARD_PERIOD;
}

/** The empty state of a period: "No orders in this period". */
export const NO_ORDERS_TEXT = 'No orders in this period';
