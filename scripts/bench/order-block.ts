// The order block: retailers create orders at a fixed rate and verify them, after a warm-up at the same rate.
import { apiPaths, type CatalogResponse, type PublicConfigResponse } from '@marketplace/contract';
import { retailerTokens } from './accounts.js';
import { listPath } from './catalog-requests.js';
import type { RunContext } from './context.js';
import { requestOk } from './http.js';
import { log } from './log.js';
import type { CpuTarget } from './measure.js';
import { planProducts, runOrderFlow, type OrderProduct } from './orders.js';
import type { BlockResult } from './report.js';

const RETAILER_POOL = 10;

/** Products with stock to spare for `needed` one-unit orders, looking through up to 30 pages. */
async function orderShelf(base: string, needed: number): Promise<OrderProduct[]> {
  const shelf: OrderProduct[] = [];
  let units = 0;
  for (let page = 1; page <= 30 && units < needed; page += 1) {
    const body = (await requestOk<CatalogResponse>(base, listPath({ page_size: 100, page, sort: 'price_desc' }))).body;
    for (const product of body.products) {
      if (product.stock < 20) continue;
      const budget = product.stock - 10;
      shelf.push({ id: product.id, price: product.price, budget });
      units += budget;
    }
    if (page >= body.total_pages) break;
  }
  return shelf;
}

/** Measures the order flow of a block's server into `block.orderFlow`; a failure becomes a note of the block. */
export async function measureOrderFlow(
  ctx: RunContext,
  base: string,
  cpuTarget: CpuTarget,
  block: BlockResult,
  title: string,
): Promise<void> {
  const { settings } = ctx;
  const rate = settings.orderRate;
  log(
    `${title}: order creation + verification at ${rate}/s (${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s)...`,
  );
  try {
    const config = (await requestOk<PublicConfigResponse>(base, apiPaths.config)).body;
    const tokens = await retailerTokens(base, `${ctx.stamp}${block.size}`, RETAILER_POOL);
    const warmCount = rate * settings.warmupSeconds;
    const mainCount = rate * settings.durationSeconds;
    const plan = planProducts(await orderShelf(base, warmCount + mainCount), warmCount + mainCount);
    const setup = { base, retailerTokens: tokens, chargePercent: config.platform_charge_percent };
    if (warmCount > 0) await runOrderFlow(setup, plan.slice(0, warmCount), rate);
    block.orderFlow = await runOrderFlow(setup, plan.slice(warmCount), rate, cpuTarget);
    const flow = block.orderFlow;
    log(
      `${title}: order flow: p50 ${flow.p50.toFixed(1)} ms, p99 ${flow.p99.toFixed(1)} ms, ${flow.errors} errors of ${flow.planned}`,
    );
  } catch (error) {
    block.notes.push(`order flow not measured: ${(error as Error).message}`);
    log(`${title}: order flow failed: ${(error as Error).message}`);
  }
}
