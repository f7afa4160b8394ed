import { queryOptions } from '@tanstack/react-query';
import { apiPaths, type ProfileResponse } from '@marketplace/contract';
import { apiClient } from './api-client';

/** The signed-in user's own profile: shared by settings and the verification page, so one cache entry. */
export const profileQueryKey = ['profile'] as const;

export const getProfile = (signal?: AbortSignal) =>
  apiClient.get<ProfileResponse>(apiPaths.profile, { authenticated: true, signal });

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });
