import { useMutation } from '@tanstack/react-query';
import { apiPaths, type LoginRequest, type LoginResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';

export const login = (body: LoginRequest) => apiClient.post<LoginResponse>(apiPaths.login, body);

export const useLogin = () => useMutation({ mutationFn: login });

/** Where each role lands after logging in (spec section 4; administrators review verifications). */
export function homeFor(userType: LoginResponse['user_type']): string {
  if (userType === 'wholesaler') return '/dashboard';
  if (userType === 'admin') return '/admin';
  return '/';
}
