// The machine and the web build a run measures: described in the report, the web app built when it has no build.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROME_PATH } from '../chromium.js';
import { webSourcesChangedSince } from '../web-build.mjs';
import { ROOT, WEB_DIST } from './context.js';
import { log } from './log.js';
import { cpuSince, cpuSnapshot } from './measure.js';
import { runToEnd, sleep } from './processes.js';
import type { Machine } from './report.js';

function quiet(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 15_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return '';
  }
}

function packageVersion(name: string): string {
  try {
    const file = path.join(ROOT, 'node_modules', name, 'package.json');
    return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** The "some avg60" figure of /proc/pressure/cpu, e.g. "97.8 %". */
export function cpuPressure(): string {
  try {
    const match = /some avg10=[\d.]+ avg60=([\d.]+)/.exec(readFileSync('/proc/pressure/cpu', 'utf8'));
    return match ? `${match[1]} %` : 'unknown';
  } catch {
    return 'unknown';
  }
}

export async function describeMachine(postgres: string): Promise<Machine> {
  const before = cpuSnapshot();
  await sleep(2_000);
  const busy = cpuSince(before);
  const commit = quiet('git', ['rev-parse', '--short', 'HEAD']);
  const dirty = quiet('git', ['status', '--porcelain']) !== '';
  return {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: os.totalmem() / 2 ** 30,
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    loadAverageStart: os.loadavg(),
    loadAverageEnd: os.loadavg(),
    busyBeforeStart: busy.machinePercent,
    cpuPressureStart: cpuPressure(),
    cpuPressureEnd: cpuPressure(),
    commit: commit ? `${commit}${dirty ? ' with uncommitted changes' : ''}` : 'unknown',
    postgres,
    tools: {
      autocannon: packageVersion('autocannon'),
      lighthouse: packageVersion('lighthouse'),
      chromium: quiet(CHROME_PATH, ['--version']) || `not found at ${CHROME_PATH}`,
    },
  };
}

/** Builds the web app when it has no build (or BENCH_BUILD=1); describes the build it will measure. */
export async function ensureWebBuild(notes: string[]): Promise<string> {
  const index = path.join(WEB_DIST, 'index.html');
  if (!existsSync(index) || process.env.BENCH_BUILD === '1') {
    log('Building the web app (npm run build -w apps/web)...');
    try {
      await runToEnd('web build', 'npm', ['run', 'build', '-w', 'apps/web'], {
        cwd: ROOT,
        env: process.env,
        timeoutMs: 15 * 60_000,
      });
    } catch (error) {
      notes.push(`The web app could not be built: ${(error as Error).message}`);
    }
  }
  if (!existsSync(index)) return 'missing';
  const builtAt = statSync(index).mtimeMs;
  const stale = webSourcesChangedSince(ROOT, builtAt);
  return `built ${new Date(builtAt).toISOString()}${stale ? ' — web sources changed after this build (BENCH_BUILD=1 rebuilds first)' : ', up to date with the sources'}`;
}
