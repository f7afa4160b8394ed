// Checkout at a fixed arrival rate (open loop): every 1/rate seconds a new iteration starts,
// whether or not the earlier ones have finished, so a slow server shows up as latency rather
// than as a lower request rate. One iteration = create the order, pay in the sandbox, verify.
import { apiPaths, orderTotalsPaise } from '@marketplace/contract';
import { cpuMsPer, cpuSince, cpuSnapshot, percentile, type CpuTarget, type CpuUse } from './measure.js';
import { request } from './http.js';
import { sleep } from './processes.js';

export interface OrderProduct {
  id: number;
  /** Rupees, as the API speaks them. */
  price: number;
  /** How many units this run may take from it. */
  budget: number;
}

export interface OrderFlowSetup {
  base: string;
  /** Access tokens of retailers, used in turn. */
  retailerTokens: string[];
  chargePercent: number;
}

export interface StepStats {
  p50: number;
  p99: number;
}

export interface OrderFlowResult {
  rate: number;
  durationSeconds: number;
  planned: number;
  completed: number;
  errors: number;
  errorSamples: string[];
  /** Iterations per second actually completed. */
  achievedRate: number;
  p50: number;
  p99: number;
  max: number;
  steps: { create: StepStats; pay: StepStats; verify: StepStats };
  maxInFlight: number;
  cpu: CpuUse | null;
  /** CPU time (API process plus PostgreSQL backends) per completed iteration. */
  cpuMsPerIteration: number | null;
  failure?: string;
}

const STEP_TIMEOUT_MS = 10_000;
const MAX_IN_FLIGHT = 1_000;

/** Picks `count` products in turn, each at most its budget; throws when the shelf is too small. */
export function planProducts(products: readonly OrderProduct[], count: number): OrderProduct[] {
  const left = products.map((product) => ({ product, left: product.budget }));
  const plan: OrderProduct[] = [];
  while (plan.length < count) {
    const before = plan.length;
    for (const entry of left) {
      if (plan.length >= count) break;
      if (entry.left <= 0) continue;
      entry.left -= 1;
      plan.push(entry.product);
    }
    if (plan.length === before) throw new Error(`not enough stock for ${count} orders (found ${plan.length} units)`);
  }
  return plan;
}

const checkoutAddress = {
  name: 'Bench Retailer',
  email: 'bench.retailer@example.com',
  address: '14 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  order_notes: '',
  portal_code: '560001',
};

interface Timings {
  create: number;
  pay: number;
  verify: number;
}

async function oneCheckout(setup: OrderFlowSetup, product: OrderProduct, token: string): Promise<Timings> {
  const { total } = orderTotalsPaise([{ price: product.price, quantity: 1 }], setup.chargePercent);
  const expect = async <T>(step: string, path: string, body: unknown, status: number, auth?: string) => {
    const response = await request<T>(setup.base, path, {
      method: 'POST',
      body,
      token: auth,
      timeoutMs: STEP_TIMEOUT_MS,
    });
    if (response.status !== status) {
      const detail = typeof response.body === 'string' ? response.body : JSON.stringify(response.body);
      throw new Error(`${step}: ${response.status} ${detail.slice(0, 200)}`);
    }
    return response.body;
  };
  const t0 = performance.now();
  const created = await expect<{ razorpay_order_id: string }>(
    'create',
    apiPaths.orderCreate,
    {
      ...checkoutAddress,
      order_items: [{ product: product.id, quantity: 1, price_per_item: product.price }],
      total_price: total / 100,
    },
    201,
    token,
  );
  const t1 = performance.now();
  const paid = await expect<Record<string, string>>(
    'pay',
    apiPaths.sandboxPay,
    { razorpay_order_id: created.razorpay_order_id, outcome: 'success' },
    200,
  );
  const t2 = performance.now();
  await expect(
    'verify',
    apiPaths.verifyPayment,
    {
      razorpay_payment_id: paid.razorpay_payment_id,
      razorpay_order_id: paid.razorpay_order_id,
      razorpay_signature: paid.razorpay_signature,
    },
    200,
    token,
  );
  return { create: t1 - t0, pay: t2 - t1, verify: performance.now() - t2 };
}

/** Runs `plan` (one product per iteration) at `rate` iterations per second. */
export async function runOrderFlow(
  setup: OrderFlowSetup,
  plan: readonly OrderProduct[],
  rate: number,
  cpuTarget: CpuTarget = {},
): Promise<OrderFlowResult> {
  const interval = 1000 / rate;
  const latencies: number[] = [];
  const steps: Timings[] = [];
  const errorSamples: string[] = [];
  let errors = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const running: Promise<void>[] = [];
  const before = cpuSnapshot(cpuTarget);
  const started = performance.now();

  for (const [index, product] of plan.entries()) {
    // Latency counts from the moment the iteration was due, so a late start is not hidden.
    const due = started + index * interval;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    if (inFlight >= MAX_IN_FLIGHT) {
      errors += 1;
      if (errorSamples.length < 5) errorSamples.push(`dropped: ${MAX_IN_FLIGHT} iterations already waiting`);
      continue;
    }
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const token = setup.retailerTokens[index % setup.retailerTokens.length] ?? '';
    running.push(
      oneCheckout(setup, product, token)
        .then((timings) => {
          latencies.push(performance.now() - due);
          steps.push(timings);
        })
        .catch((error: unknown) => {
          errors += 1;
          if (errorSamples.length < 5) errorSamples.push((error as Error).message);
        })
        .finally(() => {
          inFlight -= 1;
        }),
    );
  }
  await Promise.all(running);
  const cpu = cpuSince(before, cpuTarget);
  const elapsed = (performance.now() - started) / 1000;
  const stepStats = (pick: (timings: Timings) => number): StepStats => {
    const values = steps.map(pick);
    return { p50: percentile(values, 50), p99: percentile(values, 99) };
  };
  return {
    rate,
    durationSeconds: plan.length / rate,
    planned: plan.length,
    completed: latencies.length,
    errors,
    errorSamples,
    achievedRate: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: percentile(latencies, 100),
    steps: {
      create: stepStats((t) => t.create),
      pay: stepStats((t) => t.pay),
      verify: stepStats((t) => t.verify),
    },
    maxInFlight,
    cpu,
    cpuMsPerIteration: cpuMsPer(cpu, latencies.length),
  };
}
