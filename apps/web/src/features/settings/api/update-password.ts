import { useMutation } from '@tanstack/react-query';
import { apiPaths, type UpdatePasswordRequest, type UpdatePasswordResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';
import { saveSession } from '../../../lib/storage';

export const updatePassword = (body: UpdatePasswordRequest) =>
  apiClient.post<UpdatePasswordResponse>(apiPaths.updatePassword, body, { authenticated: true });

/** A password change ends the other sessions; the server hands this one a fresh token pair. */
export const useUpdatePassword = () =>
  useMutation({
    mutationFn: updatePassword,
    onSuccess: (tokens) => saveSession({ access: tokens.access, refresh: tokens.refresh }),
  });
