// One block of the benchmark: one database at one catalogue size. It seeds a fresh database, starts the production
// server, measures the ceiling, the API endpoints, the real traffic and the order flow, then the reads again with
// the catalogue cache off; and cleans up whatever happens.
import { CACHE_VARIABLE, appEnv, seedCatalog, startApi } from './api-server.js';
import { chooseEndpoints, measureEndpoints, uncachedReads } from './api-endpoints.js';
import { measureCeiling } from './ceiling.js';
import type { RunContext } from './context.js';
import type { LoadSettings } from './load.js';
import { log } from './log.js';
import type { CpuTarget } from './measure.js';
import { measureOrderFlow } from './order-block.js';
import { readMemory } from './process-memory.js';
import { createBlockDatabase, dropBlockDatabase } from './postgres-block.js';
import { measureRealTraffic } from './real-traffic-block.js';
import { makeTempDir, removeTempDir, stop, wasInterrupted, type Spawned } from './processes.js';
import { blockTitle } from './format.js';
import type { BlockResult, DatabaseKind } from './report.js';

export async function runBlock(ctx: RunContext, database: DatabaseKind, size: number): Promise<BlockResult> {
  const { settings } = ctx;
  const block: BlockResult = {
    database,
    size,
    listedProducts: null,
    seedSeconds: null,
    ceiling: null,
    endpoints: [],
    orderFlow: null,
    realTraffic: null,
    serverPeakBytes: { defaultCache: null, cacheOff: null },
    notes: [],
  };
  const title = blockTitle(block);
  const dataDir = makeTempDir('marketplace-bench-');
  let dbName: string | null = null;
  let server: Spawned | null = null;
  const load: LoadSettings = {
    connections: settings.connections,
    durationSeconds: settings.durationSeconds,
    warmupSeconds: settings.warmupSeconds,
    workers: settings.workers,
  };
  try {
    let databaseUrl: string | undefined;
    if (database === 'postgres') {
      dbName = `marketplace_bench_${ctx.stamp}_${size}`;
      databaseUrl = await createBlockDatabase(settings, dbName, title);
    }
    const env = appEnv(dataDir, databaseUrl);
    block.seedSeconds = await seedCatalog(env, size, title);
    log(`${title}: seeded in ${block.seedSeconds.toFixed(1)} s; starting the production server...`);

    const started = await startApi(env, database);
    server = started.api;
    const { api, base } = started;
    const cpuTarget: CpuTarget = { pid: api.child.pid, database: dbName ?? undefined };

    log(`${title}: choosing the requests from the data...`);
    const endpoints = await chooseEndpoints(base, block);
    await measureCeiling(ctx, load, block, title);
    await measureEndpoints(base, endpoints, cpuTarget, load, block, title);
    // Before the order flow: its writes would clear the catalogue cache meanwhile.
    const trafficListings = wasInterrupted() ? [] : await measureRealTraffic(base, cpuTarget, load, block, title);

    if (wasInterrupted()) return block;
    await measureOrderFlow(ctx, base, cpuTarget, block, title);
    if (!api.running()) block.notes.push(`the server stopped during the run:\n${api.output().slice(-1000)}`);

    // The same reads with the in-process catalogue cache turned off: what every cache miss costs.
    if (!wasInterrupted()) {
      block.serverPeakBytes.defaultCache = readMemory(api.child.pid)?.peakBytes ?? null;
      await stop(api);
      log(`${title}: restarting the server with ${CACHE_VARIABLE}=0...`);
      const uncached = await startApi({ ...env, [CACHE_VARIABLE]: '0' }, database);
      server = uncached.api;
      const uncachedTarget: CpuTarget = { pid: uncached.api.child.pid, database: dbName ?? undefined };
      log(`${title}: choosing distinct listing pages...`);
      const reads = await uncachedReads(uncached.base, endpoints, trafficListings);
      await measureEndpoints(uncached.base, reads, uncachedTarget, load, block, title);
      block.serverPeakBytes.cacheOff = readMemory(uncached.api.child.pid)?.peakBytes ?? null;
    }
  } catch (error) {
    const message = (error as Error).message;
    block.notes.push(message);
    log(`${title}: failed: ${message}`);
  } finally {
    if (server) await stop(server);
    if (dbName) await dropBlockDatabase(settings, dbName, block);
    removeTempDir(dataDir);
  }
  return block;
}
