// The benchmark's progress lines, each stamped with the seconds since the run began.
const began = performance.now();

export function log(line: string): void {
  const seconds = ((performance.now() - began) / 1000).toFixed(0).padStart(5);
  console.log(`[${seconds} s] ${line}`);
}
