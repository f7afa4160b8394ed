// Starts the ceiling server (ceiling-server.mjs) once for the run and measures it in every block.
import path from 'node:path';
import { measure } from './api-endpoints.js';
import { ROOT, type RunContext } from './context.js';
import { waitForHttp } from './http.js';
import type { Endpoint, LoadSettings } from './load.js';
import { freePort, start, type Spawned } from './processes.js';
import type { BlockResult } from './report.js';

const CEILING: Endpoint = {
  key: 'ceiling',
  name: 'ceiling: bare Fastify JSON',
  description: '`GET /ceiling` on a bare Fastify app',
  requests: [{ method: 'GET', path: '/ceiling' }],
};

/** Starts the ceiling server and records where it answers in `ctx`; a failed start becomes a note of the run. */
export async function startCeiling(ctx: RunContext, notes: string[]): Promise<Spawned> {
  const ceilingPort = await freePort();
  const ceiling = start('ceiling server', process.execPath, [path.join(ROOT, 'scripts/bench/ceiling-server.mjs')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(ceilingPort) },
  });
  try {
    await waitForHttp(`http://127.0.0.1:${ceilingPort}/ceiling`, 30_000, () => ceiling.running());
    ctx.ceilingBase = `http://127.0.0.1:${ceilingPort}`;
    ctx.ceilingPid = ceiling.child.pid;
  } catch (error) {
    notes.push(`the ceiling server did not start: ${(error as Error).message} ${ceiling.output().slice(-500)}`);
  }
  return ceiling;
}

/** Measures the ceiling into `block.ceiling`, or notes that there is none to compare with. */
export async function measureCeiling(
  ctx: RunContext,
  load: LoadSettings,
  block: BlockResult,
  title: string,
): Promise<void> {
  if (ctx.ceilingBase) {
    block.ceiling = await measure(ctx.ceilingBase, CEILING, load, { pid: ctx.ceilingPid }, title, block);
  } else block.notes.push('the ceiling server did not start: no fractions of the ceiling');
}
