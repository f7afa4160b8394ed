import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type DashboardPeriod, type DashboardResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';

export const dashboardQueryKeys = {
  all: ['dashboard'] as const,
  period: (period: DashboardPeriod) => [...dashboardQueryKeys.all, period] as const,
};

export const getDashboard = (period: DashboardPeriod, signal?: AbortSignal) =>
  apiClient.get<DashboardResponse>(apiPaths.dashboard, { query: { period }, authenticated: true, signal });

export const dashboardQueryOptions = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: dashboardQueryKeys.period(period),
    queryFn: ({ signal }) => getDashboard(period, signal),
    // Sales change with every paid order: ask again whenever the dashboard is opened.
    staleTime: 0,
  });

/** Keeps the previous period on screen (dimmed) while the next one loads, so the page does not jump. */
export const useDashboard = (period: DashboardPeriod) =>
  useQuery({ ...dashboardQueryOptions(period), placeholderData: keepPreviousData });
