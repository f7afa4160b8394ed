// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiPaths,
  type CreateOrderRequest,
  type CreateOrderResponse,
  type VerifyPaymentRequest,
} from '@marketplace/contract';
import { buttonNamed, click } from '../../test/dom';
import { MemoryStorage, tokenExpiringIn } from '../../test/memory-storage';
import { renderInDom } from '../../test/render';
import { CheckoutRefunded } from './components/checkout-refunded';
import { CheckoutSuccess } from './components/checkout-success';
import type { RazorpayOptions } from './payment/razorpay-types';
import { useCheckoutPayment } from './use-checkout-payment';

const request: CreateOrderRequest = {
  name: 'Priya Nair',
  email: 'priya@example.com',
  address: '12 Broadway',
  city: 'Kochi',
  state: '32',
  portal_code: '682031',
  order_items: [{ product: 7, quantity: 2, price_per_item: 150 }],
  total_price: 309,
};

const order: CreateOrderResponse = {
  razorpay_key: 'rzp_test_key',
  razorpay_order_id: 'order_checkout_1',
  amount: 30900,
  currency: 'INR',
  order_ids: [41, 42],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server's answer to the verification; each test sets its own. */
let verification: Response;
const verified: VerifyPaymentRequest[] = [];
let unmount: (() => void) | undefined;

beforeEach(() => {
  const storage = new MemoryStorage();
  storage.setItem('accessToken', tokenExpiringIn(600));
  vi.stubGlobal('localStorage', storage);
  verified.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith(apiPaths.config)) return json(200, { checkout_script_url: '/sandbox/checkout.js' });
      if (url === apiPaths.orderCreate) return json(201, order);
      if (url === apiPaths.verifyPayment) {
        verified.push(JSON.parse(String(init?.body)) as VerifyPaymentRequest);
        return verification;
      }
      return json(404, { detail: 'Not found.', code: 'not_found' });
    }),
  );
  // The provider's window takes the payment at once.
  (window as unknown as { Razorpay: unknown }).Razorpay = class {
    constructor(private readonly options: RazorpayOptions) {}
    on() {}
    open() {
      this.options.handler({
        razorpay_payment_id: 'pay_R1',
        razorpay_order_id: this.options.order_id,
        razorpay_signature: 'signature',
      });
    }
  };
});

afterEach(() => {
  unmount?.();
  delete (window as unknown as { Razorpay?: unknown }).Razorpay;
  vi.unstubAllGlobals();
});

/** The checkout page's ending: a success screen, a refund screen, or the form with its phase. */
function Checkout({ onPaid }: { onPaid: () => void }) {
  const { phase, placeOrder } = useCheckoutPayment({ onPaid });
  if (phase.name === 'paid') return <CheckoutSuccess paymentId={phase.paymentId} orderIds={phase.orderIds} />;
  if (phase.name === 'refunded') return <CheckoutRefunded paymentId={phase.paymentId} reason={phase.reason} />;
  return (
    <>
      <p data-testid="phase">{phase.name}</p>
      <button onClick={() => void placeOrder({ request, prefill: { name: 'Priya Nair', email: request.email } })}>
        Place Order
      </button>
    </>
  );
}

async function payAndVerify(answer: Response) {
  verification = answer;
  const onPaid = vi.fn();
  const view = await renderInDom(<Checkout onPaid={onPaid} />);
  unmount = view.unmount;
  await click(buttonNamed('Place Order'));
  await vi.waitFor(() =>
    expect(document.querySelector('h1, [data-testid="phase"]')?.textContent).not.toMatch(
      /^(placing|paying|verifying|idle)$/,
    ),
  );
  return { onPaid, container: view.container };
}

const heading = () => document.querySelector('h1')?.textContent;
const linkTo = (path: string) => document.querySelector(`a[href="${path}"]`)?.textContent;

describe('the end of a checkout, by what the server says of the payment', () => {
  it('paid: the success screen, and the cart is emptied', async () => {
    const { onPaid } = await payAndVerify(
      json(200, { status: 'paid', razorpay_payment_id: 'pay_R1', order_ids: [41, 42] }),
    );
    expect(heading()).toBe('Payment successful');
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(verified).toEqual([
      { razorpay_payment_id: 'pay_R1', razorpay_order_id: 'order_checkout_1', razorpay_signature: 'signature' },
    ]);
  });

  it('refunded: no success screen; the payment is refunded in full, shown in My Orders, and the cart is kept', async () => {
    const { onPaid, container } = await payAndVerify(
      json(200, { status: 'refunded', razorpay_payment_id: 'pay_R1', order_ids: [41, 42] }),
    );
    expect(heading()).toBe('Payment refunded in full');
    expect(container.textContent).not.toContain('Payment successful');
    expect(container.textContent).toContain(
      'Your orders #41, #42 were canceled after payment, so the whole payment is being returned to you.',
    );
    expect(container.textContent).toContain('pay_R1');
    expect(linkTo('/orders')).toBe('View refunds in My Orders');
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('a payment that arrived after the checkout expired: the same refund screen with the server’s reason', async () => {
    const reason = 'This checkout expired before the payment arrived. The payment is being refunded to you in full.';
    const { onPaid, container } = await payAndVerify(json(409, { detail: reason, code: 'conflict' }));
    expect(heading()).toBe('Payment refunded in full');
    expect(container.textContent).toContain(reason);
    expect(linkTo('/orders')).toBe('View refunds in My Orders');
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('a verification that failed for another reason leaves the form with the chance to confirm again', async () => {
    const { onPaid } = await payAndVerify(json(503, { detail: 'The server is busy.', code: 'server_error' }));
    expect(document.querySelector('[data-testid="phase"]')?.textContent).toBe('verify-error');
    expect(heading()).toBeUndefined();
    expect(onPaid).not.toHaveBeenCalled();
  });
});
