// Percentiles and CPU accounting (Linux /proc) for the benchmark runs.
import { readdirSync, readFileSync } from 'node:fs';

/** The p-th percentile (0–100) of the values, nearest-rank; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

export const median = (values: readonly number[]) => percentile(values, 50);

/** USER_HZ: the unit of the CPU times in /proc; 100 on every mainstream Linux architecture. */
const CLOCK_TICKS_PER_SECOND = 100;

interface CpuSnapshot {
  at: number;
  machine: { busy: number; total: number } | null;
  processTicks: number | null;
  /** CPU ticks of each PostgreSQL backend connected to the benchmark database, by pid. */
  backends: Map<number, number> | null;
  loadGenerator: NodeJS.CpuUsage;
}

/** What to measure besides the machine: the API process and, on PostgreSQL, the backends of its database. */
export interface CpuTarget {
  pid?: number | undefined;
  /** The benchmark database's name, as PostgreSQL backends show it in their process title. */
  database?: string | undefined;
}

function machineTicks(): CpuSnapshot['machine'] {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const fields = line.trim().split(/\s+/).slice(1).map(Number);
    const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

function processTicks(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of /proc/<pid>/stat (utime, stime); the slice starts at field 3.
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

function backendTicks(database: string | undefined): Map<number, number> | null {
  if (!database) return null;
  const ticks = new Map<number, number>();
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  for (const pid of pids) {
    try {
      // A backend's title: "postgres: 15/main: <user> <database> 127.0.0.1(port) <state>".
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!title.startsWith('postgres:') || !title.includes(` ${database} `)) continue;
      const used = processTicks(Number(pid));
      if (used !== null) ticks.set(Number(pid), used);
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks;
}

export function cpuSnapshot(target: CpuTarget = {}): CpuSnapshot {
  return {
    at: performance.now(),
    machine: machineTicks(),
    processTicks: processTicks(target.pid),
    backends: backendTicks(target.database),
    loadGenerator: process.cpuUsage(),
  };
}

export interface CpuUse {
  seconds: number;
  /** The measured server process, in % of one core. */
  serverPercent: number | null;
  /** PostgreSQL backends of the benchmark database, in % of one core (null on PGlite). */
  databasePercent: number | null;
  /** The benchmark process itself (the load generator), in % of one core. */
  loadGeneratorPercent: number;
  /** All cores of the machine, in % of all of them (other work on the machine included). */
  machinePercent: number | null;
}

export function cpuSince(before: CpuSnapshot, target: CpuTarget = {}): CpuUse {
  const after = cpuSnapshot(target);
  const seconds = (after.at - before.at) / 1000;
  const used = process.cpuUsage(before.loadGenerator);
  const serverPercent =
    before.processTicks !== null && after.processTicks !== null && seconds > 0
      ? ((after.processTicks - before.processTicks) / CLOCK_TICKS_PER_SECOND / seconds) * 100
      : null;
  const machinePercent =
    before.machine && after.machine && after.machine.total > before.machine.total
      ? ((after.machine.busy - before.machine.busy) / (after.machine.total - before.machine.total)) * 100
      : null;
  let databasePercent: number | null = null;
  if (before.backends && after.backends && seconds > 0) {
    let ticks = 0;
    for (const [pid, used] of after.backends) ticks += used - (before.backends.get(pid) ?? 0);
    databasePercent = (ticks / CLOCK_TICKS_PER_SECOND / seconds) * 100;
  }
  return {
    seconds,
    serverPercent,
    databasePercent,
    loadGeneratorPercent: seconds > 0 ? ((used.user + used.system) / 1e6 / seconds) * 100 : 0,
    machinePercent,
  };
}

/** Milliseconds of CPU (API process plus database backends) per unit of work. */
export function cpuMsPer(use: CpuUse | null, units: number): number | null {
  if (!use || use.serverPercent === null || units <= 0) return null;
  const percent = use.serverPercent + (use.databasePercent ?? 0);
  return ((percent / 100) * use.seconds * 1000) / units;
}
