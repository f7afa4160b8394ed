import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { apiPaths, type LogoutRequest } from '@marketplace/contract';
import { toast } from '../../../components/ui/use-toast';
import { apiClient } from '../../../lib/api-client';
import { clearSession, getRefreshToken } from '../../../lib/storage';

/** Log out: tell the server to revoke the refresh token, then forget the session whatever it answered. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const refresh = getRefreshToken();
    try {
      const body: LogoutRequest = refresh ? { refresh } : undefined;
      await apiClient.post(apiPaths.logout, body);
    } catch (error) {
      console.warn('Logout request failed; the session is cleared anyway.', error);
    } finally {
      clearSession();
      queryClient.clear();
      toast({ title: 'Logged Out', description: 'Redirecting to Login...', duration: 1000, closesOnNavigation: true });
      await navigate('/login');
    }
  }, [navigate, queryClient]);
}
