import { describe, expect, it } from 'vitest';
import { DASHBOARD_PERIODS } from '@marketplace/contract';
import { DASHBOARD_PERIOD_LABELS, dashboardPeriodOptions, parseDashboardPeriod } from './dashboard-periods';
import { orderStatusBadgeVariant, orderStatusLabel } from './order-status-badge';

describe('dashboard periods', () => {
  it('labels every period the API accepts, in its order', () => {
    expect(dashboardPeriodOptions).toEqual([
      { value: 'today', label: 'Today' },
      { value: 'thisWeek', label: 'This Week' },
      { value: 'thisMonth', label: 'This Month' },
      { value: 'thisYear', label: 'This Year' },
    ]);
    expect(Object.keys(DASHBOARD_PERIOD_LABELS)).toEqual([...DASHBOARD_PERIODS]);
  });

  it('opens on this month when the address names no period or an unknown one', () => {
    expect(parseDashboardPeriod(null)).toBe('thisMonth');
    expect(parseDashboardPeriod('')).toBe('thisMonth');
    expect(parseDashboardPeriod('lastDecade')).toBe('thisMonth');
    expect(parseDashboardPeriod('THISYEAR')).toBe('thisMonth');
  });

  it('keeps a period named in the address', () => {
    expect(parseDashboardPeriod('today')).toBe('today');
    expect(parseDashboardPeriod('thisWeek')).toBe('thisWeek');
    expect(parseDashboardPeriod('thisYear')).toBe('thisYear');
  });
});

describe('order status badges', () => {
  it('colours statuses as the specification says', () => {
    expect(orderStatusBadgeVariant('pending')).toBe('neutral');
    expect(orderStatusBadgeVariant('confirmed')).toBe('info');
    expect(orderStatusBadgeVariant('shipped')).toBe('warning');
    expect(orderStatusBadgeVariant('delivered')).toBe('success');
    expect(orderStatusBadgeVariant('canceled')).toBe('danger');
  });

  it('shows an unknown status grey', () => {
    expect(orderStatusBadgeVariant('refunded')).toBe('neutral');
  });

  it('capitalises the status for display', () => {
    expect(orderStatusLabel('shipped')).toBe('Shipped');
  });
});
