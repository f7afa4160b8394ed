// The settings of a run, read from the BENCH_* environment variables.
import path from 'node:path';
import { DEMO_PRODUCTS, ROOT } from './context.js';
import type { DatabaseKind, Settings } from './report.js';

function positiveInt(name: string, fallback: number, { allowZero = false } = {}): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < (allowZero ? 0 : 1)) {
    throw new Error(`${name} must be a ${allowZero ? 'non-negative' : 'positive'} whole number, not "${raw}"`);
  }
  return value;
}

export function readSettings(): Settings {
  const sizes = (process.env.BENCH_SIZES ?? '1000,100000')
    .split(',')
    .map((part) => part.trim().replaceAll('_', ''))
    .filter(Boolean)
    .map(Number);
  if (sizes.length === 0 || sizes.some((size) => !Number.isInteger(size) || size < DEMO_PRODUCTS || size > 1_000_000)) {
    throw new Error(`BENCH_SIZES must list whole numbers from ${DEMO_PRODUCTS} to 1,000,000, e.g. 1000,100000`);
  }
  const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((part) => part.trim());
  if (databases.length === 0 || databases.some((kind) => kind !== 'pglite' && kind !== 'postgres')) {
    throw new Error('BENCH_DATABASES must list pglite and/or postgres');
  }
  const base = process.env.INIT_CWD ?? process.cwd();
  return {
    sizes: [...new Set(sizes)].sort((a, b) => a - b),
    databases: [...new Set(databases)] as DatabaseKind[],
    connections: positiveInt('BENCH_CONNECTIONS', 50),
    durationSeconds: positiveInt('BENCH_DURATION', 10),
    warmupSeconds: positiveInt('BENCH_WARMUP', 2, { allowZero: true }),
    workers: positiveInt('BENCH_WORKERS', 0, { allowZero: true }),
    orderRate: positiveInt('BENCH_ORDER_RATE', 50),
    lighthouseRuns: positiveInt('BENCH_LIGHTHOUSE_RUNS', 3),
    lighthouseSlowerHostRuns: positiveInt('BENCH_LIGHTHOUSE_SLOWER_HOST_RUNS', 3, { allowZero: true }),
    frontend: process.env.BENCH_FRONTEND !== '0',
    postgresAdminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    output: path.resolve(base, process.env.BENCH_OUTPUT ?? path.join(ROOT, 'docs/benchmarks.md')),
  };
}
