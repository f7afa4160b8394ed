import { UsageError } from './usage-error.js';
export const MAX_BULK_PRODUCTS = 1_000_000;

export const SEED_USAGE = `Usage: npm run seed [-- --products N]
  Seeds the demo accounts and catalogue into an empty database (an existing one is left as is).
  --products N   then adds N more products without pictures for benchmarks (1 to ${MAX_BULK_PRODUCTS.toLocaleString('en-US')})`;

export interface SeedArguments {
  /** Extra benchmark products to add after the demo data; 0 for none. */
  products: number;
}

export function parseSeedArguments(argv: readonly string[]): SeedArguments {
  if (argv.length === 0) return { products: 0 };
  const [flag, value, ...rest] = argv;
  if (flag !== '--products' || value === undefined || rest.length > 0 || !/^[1-9][0-9]*$/.test(value)) {
    throw new UsageError(SEED_USAGE);
  }
  const products = Number(value);
  if (products > MAX_BULK_PRODUCTS) throw new UsageError(SEED_USAGE);
  return { products };
}
