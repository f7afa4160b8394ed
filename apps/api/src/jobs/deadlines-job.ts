import type { FastifyBaseLogger } from 'fastify';
import { whileLocked } from '../db/advisory-lock.js';
import type { Database, Tx } from '../db/client.js';

/** Any fixed number: the advisory lock that makes one API process at a time check the deadlines. */
const DEADLINES_LOCK_KEY = 7_310_005;

/** One kind of deadline: finds what is due by `now` (an indexed timestamp), acts on it, says how many. */
export interface DeadlinePass {
  name: string;
  run(tx: Tx, now: Date): Promise<number>;
}

/**
 * One pass over every deadline, in one transaction under an advisory lock; null, doing nothing, while another process
 * holds it. Each pass acts only on rows still due, so running twice is harmless. Tests call it with their own clock.
 */
export async function runDeadlinesOnce(
  db: Database,
  passes: DeadlinePass[],
  now = new Date(),
): Promise<Record<string, number> | null> {
  return whileLocked(db, DEADLINES_LOCK_KEY, async (tx) => {
    const done: Record<string, number> = {};
    for (const pass of passes) done[pass.name] = await pass.run(tx, now);
    return done;
  });
}

export function startDeadlinesJob(
  db: Database,
  passes: DeadlinePass[],
  everySeconds: number,
  log: FastifyBaseLogger,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runDeadlinesOnce(db, passes)
      .then((done) => {
        if (done && Object.values(done).some((count) => count > 0)) log.info(done, 'acted on due deadlines');
      })
      .catch((error: unknown) => log.error({ err: error }, 'checking deadlines failed'))
      .finally(() => (running = false));
  }, everySeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
