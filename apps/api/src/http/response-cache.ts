import type { FastifyRequest } from 'fastify';
import { createFrequencySketch } from './frequency-sketch.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Whether a successful call may change what the public catalogue shows (stock, prices, ratings,
     * sellers). Unset: every method but GET, HEAD and OPTIONS may.
     */
    changesCatalog?: boolean;
  }
}

/** Route config of writes that never touch the catalogue: sessions, passwords, carts. */
export const catalogUntouched = { changesCatalog: false } as const;

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const changesCatalog = (request: FastifyRequest): boolean =>
  request.routeOptions.config.changesCatalog ?? !READ_METHODS.has(request.method);

interface Entry<T> {
  value: Promise<T>;
  expires: number;
  /** Bytes of a settled answer, counted against the store's budget; 0 until then. */
  size: number;
  /** The value once computed. */
  settled?: T;
}

interface Limits<T> {
  entries: number;
  /** Bytes all kept values may take together; values are measured once they have been computed. */
  size?: { budget: number; of: (value: T) => number };
}

/** Counters per row of a store's frequency sketch: 4 rows of 8,192 one-byte counters. */
const SKETCH_WIDTH = 8_192;
/**
 * How often a store drops all its expired values: a value that is used moves to the recent end but keeps its
 * expiry, so expired values are not only found at the least recent end.
 */
const SWEEP_MS = 1_000;

/**
 * Keeps computed values for the time to live. When a limit is reached, the least recently used values make room
 * for a new one only if each of them has expired or was asked for no more often lately than the new one;
 * otherwise the new one is not kept (TinyLFU's admission): rarely asked pages do not push out popular ones.
 */
function createStore<T>(ttlSeconds: number, limits: Limits<T>) {
  const entries = new Map<string, Entry<T>>();
  // Halved after ten times as many asks as the store keeps values, as TinyLFU does.
  const asked = createFrequencySketch(SKETCH_WIDTH, 10 * limits.entries);
  let size = 0;
  let nextSweep = 0;

  const drop = (key: string, entry: Entry<T>) => {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    size -= entry.size;
  };
  const dropExpired = (now: number) => {
    if (now < nextSweep) return;
    nextSweep = now + SWEEP_MS;
    for (const [key, entry] of entries) if (entry.expires <= now) drop(key, entry);
  };

  // What dropping a value frees, against the limit on the number of values and against the budget in bytes.
  const oneSlot = () => 1;
  const bytesOf = (entry: Entry<T>) => entry.size;

  /**
   * Whether `key` may be kept. Least recently used first, the other values that would have to go for `excess()`
   * of what `frees` measures are dropped, if every one of them may make room for `key`; if one may not, nothing is
   * dropped. Values that free nothing (an answer still being computed frees no bytes) are passed over.
   */
  const madeRoomFor = (key: string, excess: () => number, frees: (entry: Entry<T>) => number): boolean => {
    const now = Date.now();
    dropExpired(now);
    let needed = excess();
    if (needed <= 0) return true;
    const wanted = asked.frequency(key);
    const leaving: Array<[string, Entry<T>]> = [];
    for (const [otherKey, other] of entries) {
      const freed = frees(other);
      if (otherKey === key || freed === 0) continue;
      if (other.expires > now && asked.frequency(otherKey) > wanted) return false;
      leaving.push([otherKey, other]);
      needed -= freed;
      if (needed <= 0) break;
    }
    for (const [otherKey, other] of leaving) drop(otherKey, other);
    return true;
  };

  /** Counts an ask for `key` whose value `known` is alive, and makes it the most recently used. */
  const used = (key: string, known: Entry<T>): Entry<T> => {
    asked.add(key);
    entries.delete(key);
    entries.set(key, known);
    return known;
  };

  /** The value for `key`, computed once per time to live while it is kept; a failed computation is not kept. */
  function remember(key: string, compute: () => Promise<T>): Promise<T> {
    if (ttlSeconds <= 0) return compute();
    const now = Date.now();
    const known = entries.get(key);
    if (known && known.expires > now) return used(key, known).value;
    asked.add(key);
    if (known) drop(key, known);
    const value = compute();
    // Not kept: asks for `key` meanwhile compute it again, until it is asked for often enough to be kept.
    if (!madeRoomFor(key, () => entries.size + 1 - limits.entries, oneSlot)) return value;
    const entry: Entry<T> = { value, expires: now + ttlSeconds * 1000, size: 0 };
    entries.set(key, entry);
    value.then(
      (settled) => {
        entry.settled = settled;
        if (!limits.size || entries.get(key) !== entry) return;
        entry.size = limits.size.of(settled);
        size += entry.size;
        const budget = limits.size.budget;
        if (!madeRoomFor(key, () => size - budget, bytesOf)) drop(key, entry);
      },
      () => drop(key, entry),
    );
    return value;
  }

  return {
    remember,
    /**
     * The value kept for `key` if it is computed and alive, asked for as `remember` asks; else nothing, and no ask:
     * the caller goes on to `remember`.
     */
    kept(key: string): T | undefined {
      const known = entries.get(key);
      if (known?.settled === undefined || known.expires <= Date.now()) return undefined;
      return used(key, known).settled;
    },
    clear(): void {
      entries.clear();
      size = 0;
    },
  };
}

/**
 * Up to 2,000 answers of at most 24 MB in all: an answer of 100 products takes about 150 KB. Listing products' JSON
 * is kept beside them (`product-fragments.ts`, 24 MB more): the two budgets together are the 48 MB the answers
 * alone had before, which keeps an API process within its memory target. The Brotli and gzip copies of kept answers
 * (`encoded-answers.ts`) come on top: under the real traffic, Brotli's take about a seventh of their answers' size.
 */
export const ANSWER_LIMITS = { entries: 2_000, bytes: 24_000_000 };

/**
 * Keeps serialised answers of public catalogue reads, and the shop pages' HTML drawn from them, for a few
 * seconds. Any successful write clears them through `cache-invalidation/`: at once in the process that made it,
 * within about a second in the others. The time to live only matters while a process cannot hear the others.
 */
export function createResponseCache(ttlSeconds: number, answerLimits = ANSWER_LIMITS) {
  // Kept as UTF-8 bytes: outside V8's heap, so its collector neither walks nor moves them, and sent as they are.
  const answers = createStore<Buffer>(ttlSeconds, {
    entries: answerLimits.entries,
    size: { budget: answerLimits.bytes, of: (bytes) => bytes.length },
  });

  return {
    /** Whether answers are kept at all (a time to live of 0 turns the cache off). */
    keepsAnswers: ttlSeconds > 0,
    /** The JSON of `key`'s answer, UTF-8 encoded. */
    json(key: string, compute: () => Promise<unknown>): Promise<Buffer> {
      return answers.remember(key, () => compute().then((value) => Buffer.from(JSON.stringify(value))));
    },
    /** An answer its maker encodes itself, kept as it is. */
    encoded(key: string, compute: () => Promise<Buffer>): Promise<Buffer> {
      return answers.remember(key, compute);
    },
    /** The answer kept for `key`, when it is computed and alive: at hand without waiting (`catalog.routes.ts`). */
    kept(key: string): Buffer | undefined {
      return answers.kept(key);
    },
    /** A text made of catalogue answers (a page's HTML), UTF-8 encoded and kept like them. */
    text(key: string, compute: () => Promise<string>): Promise<Buffer> {
      return answers.remember(key, () => compute().then((value) => Buffer.from(value)));
    },
    invalidate(): void {
      answers.clear();
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
