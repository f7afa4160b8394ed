import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type ProfileResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { profileQueryKeys } from '../../../lib/query-keys';

export interface ProfileUpdate {
  /**
   * Every value travels as text: numbers as digits, yes/no answers as 'true' or 'false'. A field left out
   * stays as stored; null (an emptied licence box) travels as an empty text, which clears it.
   */
  fields: Record<string, string | number | boolean | null | undefined>;
  /** The new logo (wholesalers), sent as the file part `logo`. */
  logo?: File | null;
  /** The scan of the drug licence (retailers), sent as the file part `licence_scan`. */
  licenceScan?: File | null;
}

/** The profile travels as multipart form data, so that a logo file can ride along. */
export function toProfileFormData({ fields, logo, licenceScan }: ProfileUpdate): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) body.append(name, value === null ? '' : String(value));
  }
  if (logo) body.append('logo', logo);
  if (licenceScan) body.append('licence_scan', licenceScan);
  return body;
}

export const updateProfile = (update: ProfileUpdate) =>
  apiClient.post<ProfileResponse>(apiPaths.updateProfile, toProfileFormData(update), { authenticated: true });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKeys.all, profile),
  });
}
