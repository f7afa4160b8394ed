import { sleep } from './harness.js';

/**
 * A fixed request rate shared by every virtual user: each request waits for its slot, one slot every 1/rate
 * seconds. When the server is slower than the rate, the users (a bounded number) wait for answers instead, so
 * the load never piles up unboundedly on a busy machine.
 */
export class Pacer {
  private nextSlot = Date.now();
  private readonly interval: number;
  readonly startedAt = Date.now();
  slots = 0;

  constructor(requestsPerSecond: number) {
    this.interval = 1000 / requestsPerSecond;
  }

  async slot(): Promise<void> {
    const now = Date.now();
    // Never bank more than a second of unused slots: a stall is not followed by a burst.
    const at = Math.max(this.nextSlot, now - 1000);
    this.nextSlot = at + this.interval;
    this.slots += 1;
    if (at > now) await sleep(at - now);
  }

  achievedRate(): number {
    return this.slots / Math.max(1, (Date.now() - this.startedAt) / 1000);
  }
}
