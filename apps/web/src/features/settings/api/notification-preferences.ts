import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type NotificationPreferences } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';

export const notificationPreferencesQueryKey = ['notification-preferences'] as const;

export const getNotificationPreferences = (signal?: AbortSignal) =>
  apiClient.get<NotificationPreferences>(apiPaths.notificationPreferences, { authenticated: true, signal });

export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: notificationPreferencesQueryKey,
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });

export const useNotificationPreferences = () => useQuery(notificationPreferencesQueryOptions());

export const updateNotificationPreferences = (body: NotificationPreferences) =>
  apiClient.put<NotificationPreferences>(apiPaths.notificationPreferences, body, { authenticated: true });

/** Saves the e-mail choices; the answer (every kind with its setting) replaces the cached ones. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesQueryKey, saved),
  });
}
