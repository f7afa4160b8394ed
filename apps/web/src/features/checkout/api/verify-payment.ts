import { apiPaths, type VerifyPaymentRequest, type VerifyPaymentResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';

/** The server checks the provider's signature and confirms the orders of the payment. */
export const verifyPayment = (body: VerifyPaymentRequest) =>
  apiClient.post<VerifyPaymentResponse>(apiPaths.verifyPayment, body, { authenticated: true });
