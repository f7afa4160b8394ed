import { queryOptions, useQuery } from '@tanstack/react-query';
import { getNotifications } from './get-notifications';
import { notificationQueryKeys } from './notification-query-keys';

/** How often the bell asks for news while the page is open; it also asks when the window regains focus. */
export const UNREAD_POLL_MS = 30_000;

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationQueryKeys.unread(),
    queryFn: async ({ signal }) => (await getNotifications(1, signal)).unread,
    staleTime: 0,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  });

export const useUnreadCount = () => useQuery(unreadCountQueryOptions());
