// `npm run bench`: API throughput and latency on PGlite and PostgreSQL at several catalogue sizes,
// against a bare-Fastify ceiling, then Lighthouse and first-load JavaScript of the web app on the demo data.
// Prints tables and writes docs/benchmarks.md. Method: see methodSection() in report.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runBlock } from './block.js';
import { startCeiling } from './ceiling.js';
import type { RunContext } from './context.js';
import { cpuPressure, describeMachine, ensureWebBuild } from './environment.js';
import { measureFrontend } from './frontend-block.js';
import { log } from './log.js';
import { probeForRun } from './postgres-block.js';
import { cleanupAll, installExitHandlers, stop, wasInterrupted } from './processes.js';
import { consoleBlock, consoleSummary, markdown, type RunReport } from './report.js';
import { readSettings } from './settings.js';

/** Stamps the end of the run so far on the report and writes it out. */
function writeReport(report: RunReport): void {
  report.finishedAt = new Date();
  report.machine.loadAverageEnd = os.loadavg();
  report.machine.cpuPressureEnd = cpuPressure();
  mkdirSync(path.dirname(report.settings.output), { recursive: true });
  writeFileSync(report.settings.output, markdown(report));
}

async function main(): Promise<number> {
  installExitHandlers();
  const settings = readSettings();
  const startedAt = new Date();
  log(
    `Benchmark: ${settings.databases.join(' + ')} × ${settings.sizes.map((size) => size.toLocaleString('en-US')).join(' + ')} products, ` +
      `${settings.connections} connections, ${settings.durationSeconds} s per measurement (+${settings.warmupSeconds} s warm-up)`,
  );
  const notes: string[] = [];
  const webBuild = await ensureWebBuild(notes);
  log(`Web app: ${webBuild}`);

  const postgres = await probeForRun(settings, notes);
  const report: RunReport = {
    startedAt,
    finishedAt: startedAt,
    machine: await describeMachine(postgres.postgres),
    settings,
    blocks: [],
    frontend: null,
    notes,
  };

  const ctx: RunContext = {
    settings,
    stamp: String(Math.floor(Date.now() / 1000)),
    ceilingBase: null,
    ceilingPid: undefined,
  };
  const ceiling = await startCeiling(ctx, notes);

  for (const database of settings.databases) {
    if (database === 'postgres' && !postgres.usable) continue;
    for (const size of settings.sizes) {
      if (wasInterrupted()) return 130;
      const block = await runBlock(ctx, database, size);
      report.blocks.push(block);
      console.log(consoleBlock(block));
      writeReport(report);
    }
  }
  await stop(ceiling);
  if (settings.frontend && !wasInterrupted()) report.frontend = await measureFrontend(ctx, webBuild);
  if (!settings.frontend) notes.push('Front end not measured (BENCH_FRONTEND=0).');
  writeReport(report);
  console.log(consoleSummary(report));
  log(`Wrote ${path.relative(process.cwd(), settings.output) || settings.output}`);
  const measured = report.blocks.some((block) => block.endpoints.some((result) => !result.failure));
  return measured ? 0 : 1;
}

main()
  .then(async (code) => {
    await cleanupAll();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(`Benchmark failed: ${(error as Error).stack ?? String(error)}`);
    await cleanupAll();
    process.exit(1);
  });
