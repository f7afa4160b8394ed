import { queryOptions } from '@tanstack/react-query';
import type { ProfileResponse } from '@marketplace/contract';
import { refreshAccessToken } from '../../../lib/api-client';
import { getProfile } from '../../../lib/current-profile';
import { profileQueryKeys } from '../../../lib/query-keys';
import { getUserVerified, storageKeys, writeStorage } from '../../../lib/storage';

/**
 * Asks the server whether the profile is verified yet. Once it is, a new token pair is fetched so that
 * the access token itself says verified=true (the server checks the token, not the browser's flag).
 */
export async function checkVerification(signal?: AbortSignal): Promise<ProfileResponse> {
  const profile = await getProfile(signal);
  if (profile.verified && getUserVerified() !== 'true') {
    await refreshAccessToken();
    writeStorage(storageKeys.userVerified, 'true');
  }
  return profile;
}

export const verificationQueryOptions = () =>
  queryOptions({
    queryKey: profileQueryKeys.verification(),
    queryFn: ({ signal }) => checkVerification(signal),
    staleTime: 0,
  });
