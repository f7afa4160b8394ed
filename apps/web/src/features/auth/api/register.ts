import { useMutation } from '@tanstack/react-query';
import { apiPaths, type RegisterData, type RegisterResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';

/** The body carries the form's own field names (firstName, shop_name, ...), as the server expects. */
export const register = (body: RegisterData) => apiClient.post<RegisterResponse>(apiPaths.register, body);

export const useRegister = () => useMutation({ mutationFn: register });
