// The request mix of the real-traffic block: 60 % listing, 30 % product detail, 10 % home data, listings and
// products each drawn with Zipf(1.1) popularity from one seeded random source, so every run asks for the same
// sequence. Every request handed out is logged with its time, for the cache simulation.
import { apiPaths } from '@marketplace/contract';
import { seededRandom } from '../../apps/api/src/seed/catalog/seeded-random.js';
import { zipfRanks } from './zipf.js';

export type TrafficKind = 'listing' | 'detail' | 'home';

export const TRAFFIC_SHARES: Record<TrafficKind, number> = { listing: 0.6, detail: 0.3, home: 0.1 };
export const ZIPF_EXPONENT = 1.1;
const SEED = 20_240_601;

export interface SentRequest {
  /** performance.now() when the request was sent or handed to the load generator. */
  at: number;
  /** `preparation`: asked by the benchmark itself to choose the traffic. */
  kind: TrafficKind | 'preparation';
  path: string;
}

export interface TrafficMix {
  /** The next request's path, logged as sent now. */
  next(): string;
  readonly log: SentRequest[];
}

/**
 * `listingPaths` most popular first; `productIds` in the order of their popularity. The log continues `log`
 * (the preparation's requests), so that the cache replay sees everything the server was asked.
 */
export function trafficMix(
  listingPaths: readonly string[],
  productIds: readonly number[],
  log: SentRequest[],
): TrafficMix {
  const random = seededRandom(SEED);
  const listingRank = zipfRanks(listingPaths.length, ZIPF_EXPONENT);
  const productRank = zipfRanks(productIds.length, ZIPF_EXPONENT);
  const draw = (): { kind: TrafficKind; path: string } => {
    const roll = random.next();
    if (roll < TRAFFIC_SHARES.listing) {
      return { kind: 'listing', path: listingPaths[listingRank(random.next())] as string };
    }
    if (roll < TRAFFIC_SHARES.listing + TRAFFIC_SHARES.detail) {
      return { kind: 'detail', path: apiPaths.product(productIds[productRank(random.next())] as number) };
    }
    return { kind: 'home', path: apiPaths.homeData };
  };
  return {
    next() {
      const request = draw();
      log.push({ at: performance.now(), ...request });
      return request.path;
    },
    log,
  };
}
