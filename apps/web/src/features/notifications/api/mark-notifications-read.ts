import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type MarkNotificationsReadRequest, type MarkNotificationsReadResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { notificationQueryKeys } from './notification-query-keys';

export const markNotificationsRead = (body: MarkNotificationsReadRequest) =>
  apiClient.post<MarkNotificationsReadResponse>(apiPaths.notificationsRead, body, { authenticated: true });

/** Marks notices read; the bell shows the server's new count at once, then the list is read afresh. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: ({ unread }) => queryClient.setQueryData(notificationQueryKeys.unread(), unread),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationQueryKeys.list() }),
  });
}
