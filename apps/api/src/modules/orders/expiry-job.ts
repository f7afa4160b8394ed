import type { FastifyBaseLogger } from 'fastify';
import { whileLocked } from '../../db/advisory-lock.js';
import type { Database } from '../../db/client.js';
import type { PaymentConfirmationService } from './payment-confirmation.service.js';

/** Any fixed number: the advisory lock that makes one API process at a time run the expiry. */
const EXPIRY_LOCK_KEY = 7_310_002;

/** One pass, under a transaction-scoped advisory lock; another process holding it means "skip this turn". */
export async function runExpiryOnce(
  db: Database,
  confirmation: PaymentConfirmationService,
  now = new Date(),
): Promise<number | null> {
  return whileLocked(db, EXPIRY_LOCK_KEY, (tx) => confirmation.expireUnpaid(now, tx));
}

export function startExpiryJob(
  db: Database,
  confirmation: PaymentConfirmationService,
  everySeconds: number,
  log: FastifyBaseLogger,
  onExpired: () => void,
) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runExpiryOnce(db, confirmation)
      .then((expired) => {
        if (!expired) return;
        onExpired();
        log.info({ expired }, 'canceled unpaid checkouts and returned their stock');
      })
      .catch((error: unknown) => log.error({ err: error }, 'expiring unpaid orders failed'))
      .finally(() => (running = false));
  }, everySeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
