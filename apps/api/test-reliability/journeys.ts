import { expect } from 'vitest';
import { call, Traffic, type ApiProcess, type Cluster, type Random } from './harness.js';
import { STRICT } from './invariants.js';
import {
  createCheckout,
  deliverWebhook,
  randomCart,
  sandboxPay,
  verifyPayment,
  webhookEvent,
  type Account,
  type CheckoutRecord,
  type Ledger,
  type MarketProduct,
  type WebhookEvent,
} from './market.js';

/**
 * A buyer's checkout from cart to confirmation, as the crash and two-process tests drive it: create, maybe a
 * failed attempt first, pay in the sandbox, then the browser's verification, the webhook alone (the tab was
 * closed), or both. A request without an answer (the process was killed) ends the journey; `finishJourney` later
 * does what the buyer's browser and Razorpay's retries would do once the API is back.
 */

export type Ending = 'abandon' | 'verify' | 'webhook' | 'both';

export interface Journey {
  record: CheckoutRecord;
  ending: Ending;
  failFirst: boolean;
  /** The payment.captured event, once a payment was signed (webhook and both). */
  captured?: WebhookEvent;
  /** Whether some delivery of `captured` got a 200. */
  capturedAnswered: boolean;
}

/** Picks the process for a step (the two-process test alternates; a dead process gives status 0). */
export type Target = (step: number) => ApiProcess;

export function planJourney(
  random: Random,
  ledger: Ledger,
  retailer: Account,
  products: readonly MarketProduct[],
): Journey {
  const roll = random.next();
  const ending: Ending = roll < 0.1 ? 'abandon' : roll < 0.6 ? 'verify' : roll < 0.85 ? 'webhook' : 'both';
  return {
    record: ledger.open(retailer, randomCart(random, products)),
    ending,
    failFirst: random.chance(0.15),
    capturedAnswered: false,
  };
}

async function deliverCaptured(journey: Journey, api: ApiProcess, traffic: Traffic) {
  if (!journey.captured) throw new Error('no captured event');
  const answer = await deliverWebhook(api, journey.captured, traffic);
  if (answer.status === 200) journey.capturedAnswered = true;
  return answer;
}

/** Runs the journey until it ends or a request goes unanswered; `tick` is called after every answer. */
/** What `runJourney` reports after each answer: the step, and whether the API just said "paid". */
export type Tick = (step: 'create' | 'fail' | 'pay' | 'verify' | 'webhook', paidAcknowledged: boolean) => void;

/** Runs the journey until it ends or a request goes unanswered; `tick` is called after every answer. */
export async function runJourney(journey: Journey, target: Target, traffic: Traffic, tick: Tick = () => undefined) {
  const { record } = journey;
  const created = await createCheckout(target(0), record, traffic);
  tick('create', false);
  if (created.status !== 201 || journey.ending === 'abandon') return;
  if (journey.failFirst) {
    const failed = await sandboxPay(target(1), record, 'failure', traffic);
    tick('fail', false);
    if (failed.answer.status === 0) return;
  }
  const { signed } = await sandboxPay(target(2), record, 'success', traffic);
  tick('pay', false);
  if (!signed) return;
  if (journey.ending !== 'verify')
    journey.captured = webhookEvent(record, 'payment.captured', signed.razorpay_payment_id);
  const steps: Array<Promise<unknown>> = [];
  if (journey.ending === 'verify' || journey.ending === 'both')
    steps.push(
      verifyPayment(target(3), record, signed, traffic).then((answer) => tick('verify', answer.status === 200)),
    );
  if (journey.ending === 'webhook' || journey.ending === 'both')
    steps.push(
      deliverCaptured(journey, target(4), traffic).then((answer) =>
        tick('webhook', (answer.body as { status?: string } | null)?.status === 'processed'),
      ),
    );
  await Promise.all(steps);
}

export interface Finish {
  /** A webhook whose redelivery was acknowledged while the payment stayed unpaid: the event was lost. */
  lostWebhook?: string;
  /** A request that should have succeeded and did not. */
  problem?: string;
}

async function orderStatus(api: ApiProcess, record: CheckoutRecord): Promise<string | undefined> {
  const orderId = record.created?.orderIds[0];
  if (orderId === undefined) return undefined;
  const answer = await call(api, 'GET', `/api/order_details/${orderId}`, { token: record.retailer.token });
  return answer.status === 200 ? (answer.body as { order_status: string }).order_status : `answer ${answer.status}`;
}

/**
 * After a crash: the browser retries its verification (idempotent), Razorpay redelivers a webhook that got no
 * 2xx (same event id), a buyer whose payment never got signed pays again. Every started payment ends paid.
 */
export async function finishJourney(journey: Journey, api: ApiProcess, traffic: Traffic): Promise<Finish> {
  const { record } = journey;
  if (!record.created || journey.ending === 'abandon') return {};
  let signed = record.signed.at(-1);
  if (!signed) {
    signed = (await sandboxPay(api, record, 'success', traffic)).signed;
    if (!signed) return { problem: `${record.created.razorpayOrderId}: the sandbox would not sign a payment` };
  }
  if (journey.ending === 'verify' || journey.ending === 'both') {
    if (!record.verifiedPaymentIds.includes(signed.razorpay_payment_id)) {
      const answer = await verifyPayment(api, record, signed, traffic);
      if (answer.status !== 200)
        return {
          problem: `${record.created.razorpayOrderId}: verify after restart → ${answer.status} ${JSON.stringify(answer.body)}`,
        };
    }
  }
  if (journey.ending === 'webhook' || journey.ending === 'both') {
    journey.captured ??= webhookEvent(record, 'payment.captured', signed.razorpay_payment_id);
    if (!journey.capturedAnswered) {
      const answer = await deliverCaptured(journey, api, traffic);
      if (answer.status !== 200)
        return {
          problem: `${record.created.razorpayOrderId}: webhook after restart → ${answer.status} ${JSON.stringify(answer.body)}`,
        };
    }
    const status = await orderStatus(api, record);
    if (status === 'pending') {
      const outcome = `${record.created.razorpayOrderId}: payment.captured ${journey.captured.id} acknowledged, order still ${status}`;
      // The buyer comes back (or support reconciles): the browser's verification settles it.
      const answer = await verifyPayment(api, record, signed, traffic);
      if (answer.status !== 200) return { lostWebhook: outcome, problem: `${outcome}; verify → ${answer.status}` };
      return { lostWebhook: outcome };
    }
  }
  return {};
}

/**
 * Once the API is back: finishes every journey (the process for each from `target`, by index), adds the webhooks
 * lost to the crash to `lostWebhooks`, and expects every journey to settle with every request answered, no 5xx.
 */
export async function expectJourneysFinished(
  journeys: readonly Journey[],
  target: (index: number) => ApiProcess,
  cluster: Cluster,
  lostWebhooks: string[],
) {
  const recovery = new Traffic();
  const finishes = await Promise.all(journeys.map((journey, index) => finishJourney(journey, target(index), recovery)));
  lostWebhooks.push(...finishes.flatMap((finish) => (finish.lostWebhook ? [finish.lostWebhook] : [])));
  if (STRICT) expect(lostWebhooks, 'webhooks lost to the crash (known bug)').toEqual([]);
  expect(finishes.flatMap((finish) => (finish.problem ? [finish.problem] : []))).toEqual([]);
  expect(recovery.serverErrors, cluster.logs()).toEqual([]);
  expect(recovery.unanswered).toEqual([]);
  expect(recovery.unexpected).toEqual([]);
}
