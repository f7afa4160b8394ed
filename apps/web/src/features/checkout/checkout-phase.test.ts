import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import {
  checkoutNotice,
  isCartProblem,
  isCheckoutBusy,
  unverifiedPhase,
  verifiedPhase,
  type CheckoutPhase,
} from './checkout-phase';

describe('checkout phase', () => {
  it('blocks Place Order while the order is placed, paid or verified', () => {
    const busy: CheckoutPhase[] = [{ name: 'placing' }, { name: 'paying' }, { name: 'verifying' }];
    for (const phase of busy) expect(isCheckoutBusy(phase)).toBe(true);
    expect(isCheckoutBusy({ name: 'idle' })).toBe(false);
    expect(isCheckoutBusy({ name: 'payment-failed', reason: null })).toBe(false);
    expect(isCheckoutBusy({ name: 'cancelled' })).toBe(false);
  });

  it('tells the buyer a failed payment kept the cart, with the provider reason', () => {
    expect(checkoutNotice({ name: 'payment-failed', reason: 'Card declined' })).toEqual({
      variant: 'destructive',
      title: 'Payment failed. Your cart is kept — you can try again.',
      description: 'Card declined',
    });
    expect(checkoutNotice({ name: 'payment-failed', reason: null })).not.toHaveProperty('description');
  });

  it('tells the buyer a closed payment window kept the cart', () => {
    expect(checkoutNotice({ name: 'cancelled' })?.title).toBe('Payment was cancelled. Your cart is kept.');
  });

  it("shows the server's reason when the order could not be placed", () => {
    expect(
      checkoutNotice({ name: 'order-error', message: 'Only 2 of Room Heater left in stock.', cartProblem: true }),
    ).toMatchObject({
      title: 'Your order could not be placed.',
      description: 'Only 2 of Room Heater left in stock.',
    });
  });

  it('warns against paying twice when the payment could not be confirmed', () => {
    const notice = checkoutNotice({
      name: 'verify-error',
      message: 'Could not reach the server.',
      payment: { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_1', razorpay_signature: 'sig' },
    });
    expect(notice?.description).toContain('Please do not pay again');
  });

  it('shows nothing while all is well', () => {
    expect(checkoutNotice({ name: 'idle' })).toBeNull();
    expect(checkoutNotice({ name: 'paid', paymentId: 'pay_1', orderIds: [1] })).toBeNull();
  });
});

describe('a verified payment', () => {
  const answer = { razorpay_payment_id: 'pay_1', order_ids: [7] };

  it('ends the checkout as paid, or as refunded in full when its orders were canceled since', () => {
    expect(verifiedPhase({ status: 'paid', ...answer })).toEqual({ name: 'paid', paymentId: 'pay_1', orderIds: [7] });
    expect(verifiedPhase({ status: 'refunded', ...answer })).toEqual({
      name: 'refunded',
      paymentId: 'pay_1',
      reason: 'Your order #7 was canceled after payment, so the whole payment is being returned to you.',
    });
  });

  it('refuses a status it does not know rather than calling it paid', () => {
    const future = { status: 'disputed', ...answer } as unknown as Parameters<typeof verifiedPhase>[0];
    expect(() => verifiedPhase(future)).toThrow('We could not read the state of this payment (disputed).');
  });

  it('takes a conflict as a refund in full and anything else as worth confirming again', () => {
    const payment = { razorpay_payment_id: 'pay_2', razorpay_order_id: 'order_1', razorpay_signature: 'sig' };
    const late = new ApiError(409, 'conflict', 'This checkout expired before the payment arrived.');
    expect(unverifiedPhase(late, payment, late.message)).toEqual({
      name: 'refunded',
      paymentId: 'pay_2',
      reason: 'This checkout expired before the payment arrived.',
    });
    const offline = new Error('offline');
    expect(unverifiedPhase(offline, payment, 'offline')).toEqual({ name: 'verify-error', message: 'offline', payment });
  });
});

describe('cart problems', () => {
  it('sees a changed price, a wrong total or missing stock as a problem of the cart', () => {
    const priceChanged = new ApiError(400, 'validation', 'The price changed.', { order_items: ['The price changed.'] });
    const wrongTotal = new ApiError(400, 'validation', 'The total is wrong.', { total_price: ['The total is wrong.'] });
    const soldOut = new ApiError(409, 'out_of_stock', 'Room Heater is out of stock.');
    for (const error of [priceChanged, wrongTotal, soldOut]) expect(isCartProblem(error)).toBe(true);
  });

  it('does not send the buyer to the cart for a shipping detail or a network failure', () => {
    expect(isCartProblem(new ApiError(400, 'validation', 'Bad PIN.', { portal_code: ['Bad PIN.'] }))).toBe(false);
    expect(isCartProblem(new Error('offline'))).toBe(false);
  });
});
