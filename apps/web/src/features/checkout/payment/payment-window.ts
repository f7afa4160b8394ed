import type { QueryClient } from '@tanstack/react-query';
import type { CreateOrderResponse, VerifyPaymentRequest } from '@marketplace/contract';
import { publicConfigQueryOptions } from '../../../lib/public-config';
import { loadCheckoutScript } from './load-checkout-script';

export interface PaymentWindowRequest {
  order: CreateOrderResponse;
  description: string;
  prefill: { name: string; email: string };
  /** The window is about to show (its script is loaded). */
  onOpen: () => void;
  /** The provider took the money; the server must still verify it. */
  onPayment: (payment: VerifyPaymentRequest) => void;
  onFailed: (reason: string | null) => void;
  onDismiss: () => void;
}

/** Opens the payment provider's window for a checkout (the sandbox's in development and tests). */
export async function openPaymentWindow(queryClient: QueryClient, request: PaymentWindowRequest): Promise<void> {
  const config = await queryClient.fetchQuery(publicConfigQueryOptions());
  const Razorpay = await loadCheckoutScript(config.checkout_script_url);
  const { order } = request;
  const checkout = new Razorpay({
    key: order.razorpay_key,
    amount: order.amount,
    currency: order.currency,
    order_id: order.razorpay_order_id,
    name: 'Wholesale Marketplace',
    description: request.description,
    prefill: request.prefill,
    handler: request.onPayment,
    modal: { ondismiss: request.onDismiss },
  });
  checkout.on('payment.failed', (response) => request.onFailed(response.error?.description ?? null));
  request.onOpen();
  checkout.open();
}
