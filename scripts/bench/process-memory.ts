// Memory of the API process from /proc/<pid>/status: VmRSS (resident now) and VmHWM (the highest VmRSS so far).
import { readFileSync, writeFileSync } from 'node:fs';
import { median } from './measure.js';

export interface MemoryReading {
  rssBytes: number;
  peakBytes: number;
}

export function readMemory(pid: number | undefined): MemoryReading | null {
  if (pid === undefined) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
    const reading = { rssBytes: kib('VmRSS') * 1024, peakBytes: kib('VmHWM') * 1024 };
    return Number.isFinite(reading.rssBytes) && Number.isFinite(reading.peakBytes) ? reading : null;
  } catch {
    return null;
  }
}

/** Sets VmHWM back to the current VmRSS (Linux 4.0+, own processes); false when the kernel does not allow it. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

export interface MemoryUse {
  /** The highest VmRSS of the watch: VmHWM when it could be reset at the start, else the highest sample. */
  peakBytes: number | null;
  peakFrom: 'VmHWM' | 'samples';
  medianBytes: number | null;
  samples: number;
}

export const MEMORY_SAMPLE_MS = 100;

/** Samples VmRSS every 100 ms until stopped. */
export function watchMemory(pid: number | undefined): { stop(): MemoryUse } {
  const reset = pid !== undefined && resetPeak(pid);
  const samples: number[] = [];
  const sample = () => {
    const reading = readMemory(pid);
    if (reading) samples.push(reading.rssBytes);
  };
  sample();
  const timer = setInterval(sample, MEMORY_SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      sample();
      const highestSample = samples.length > 0 ? Math.max(...samples) : null;
      const peak = reset ? (readMemory(pid)?.peakBytes ?? null) : null;
      return {
        peakBytes: peak ?? highestSample,
        peakFrom: peak !== null ? 'VmHWM' : 'samples',
        medianBytes: samples.length > 0 ? median(samples) : null,
        samples: samples.length,
      };
    },
  };
}
