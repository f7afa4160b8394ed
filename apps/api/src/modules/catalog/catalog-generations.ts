import { isNull, lt, sql, type SQL } from 'drizzle-orm';
import { whileLocked } from '../../db/advisory-lock.js';
import type { Database } from '../../db/client.js';
import { catalogWrites } from '../../db/schema.js';
import { anyWrittenSince, type SnapshotText } from './listing-index/synced-listing-index.js';

/** A generation older than this is not checked against: its snapshot must stay younger than what is pruned. */
const GENERATION_MS = 10 * 60_000;
/** Notes of catalogue writes are kept this long after the pruning first found them committed. */
const CATALOG_WRITES_KEPT = sql`interval '1 hour'`;
/** Any fixed number: the advisory lock that makes one API process at a time prune the notes. */
const PRUNE_LOCK_KEY = 7_310_003;

/** Whether any transaction that `seen` had not seen committed wrote what a product response is made of. */
export const catalogChangedSince = (seen: SnapshotText) =>
  anyWrittenSince(catalogWrites, catalogWrites.writtenBy, seen);

/** The snapshot of the statement it is read in, as text. */
export const statementSnapshot: SQL<string> = sql<string>`pg_current_snapshot()::text`;

export interface Generation {
  number: number;
  /** Every kept product of this generation is as this snapshot saw it. */
  snapshot: string;
  startedAt: number;
}

/**
 * Generations of the kept product answers. A kept answer belongs to the generation in which its version was last
 * read: either the generation that read began (at the read's own snapshot), or the one it was checked against
 * when that read also found no catalogue write since the generation's snapshot (`catalogChangedSince`). So while
 * no catalogue write has been committed since a generation's snapshot, its answers are current, and one cheap
 * check stands for reading all their versions.
 */
export function createGenerations(now: () => number = () => performance.now()) {
  let current: Generation | null = null;
  let count = 0;

  return {
    /** The generation to check against, if there is one young enough. */
    current(): Generation | null {
      if (current && now() - current.startedAt > GENERATION_MS) current = null;
      return current;
    },

    /**
     * The generation of what a read at `snapshot` found, given whether it found a catalogue write since the
     * generation `checked` it was made against: that one if nothing changed, else a new one that begins there.
     */
    settle(checked: Generation | null, snapshot: string, changed: boolean): number {
      if (checked && !changed) return checked.number;
      count += 1;
      current = { number: count, snapshot, startedAt: now() };
      return count;
    },
  };
}

export type Generations = ReturnType<typeof createGenerations>;

/**
 * Drops the notes of catalogue writes that were already committed an hour ago, longer than any generation is
 * checked against, and marks those committed since the last pass. A note is written with its transaction, which
 * may have begun long before it commits, so its age counts from when a pass first sees it.
 */
export async function pruneCatalogWrites(db: Database): Promise<void> {
  await whileLocked(db, PRUNE_LOCK_KEY, async (tx) => {
    await tx.delete(catalogWrites).where(lt(catalogWrites.seenCommittedAt, sql`now() - ${CATALOG_WRITES_KEPT}`));
    await tx
      .update(catalogWrites)
      .set({ seenCommittedAt: sql`now()` })
      .where(isNull(catalogWrites.seenCommittedAt));
  });
}
