import { apiPaths, type CreateOrderResponse } from '@marketplace/contract';
import { apiClient } from '../../../lib/api-client';

/** The unpaid checkout of an order, to open the payment window for it again. */
export const reopenPayment = (orderId: number) =>
  apiClient.post<CreateOrderResponse>(apiPaths.orderPay(orderId), {}, { authenticated: true });
