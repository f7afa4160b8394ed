import { apiPaths, type CreateOrderRequest, type CreateOrderResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';

/** Reserves the stock, creates one order per wholesaler and one payment for them all. */
export const createOrder = (body: CreateOrderRequest) =>
  apiClient.post<CreateOrderResponse>(apiPaths.orderCreate, body, { authenticated: true });
