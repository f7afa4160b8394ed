import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths, NOTIFICATIONS_PAGE_SIZE, type NotificationsPage } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { notificationQueryKeys } from './notification-query-keys';

export const getNotifications = (page: number, signal?: AbortSignal) =>
  apiClient.get<NotificationsPage>(apiPaths.notifications, { authenticated: true, query: { page }, signal });

/** Newest first, one page of 20 at a time ("Load more" fetches the next). */
export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationQueryKeys.list(),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * NOTIFICATIONS_PAGE_SIZE < last.count ? pages.length + 1 : null),
    staleTime: 0,
  });

export const useNotifications = () => useInfiniteQuery(notificationsQueryOptions());
