import { queryOptions } from '@tanstack/react-query';
import { apiPaths, type ProfileResponse } from '@marketplace/contract';
import { apiClient } from './api-client';
import { profileQueryKeys } from './query-keys';

export const getProfile = (signal?: AbortSignal) =>
  apiClient.get<ProfileResponse>(apiPaths.profile, { authenticated: true, signal });

/** The signed-in user's own profile: shared by settings and the verification page, so one cache entry. */
export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKeys.all, queryFn: ({ signal }) => getProfile(signal) });
