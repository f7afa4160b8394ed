/** At most this many ids go into one read; a turn that asks for more makes several. */
export const MOST_IDS_PER_READ = 500;

interface Waiting<Answer> {
  ids: readonly number[];
  resolve(answer: Answer): void;
  reject(error: unknown): void;
}

/**
 * Reads by id made once per turn of the event loop: every call made while the server handles one round of
 * incoming requests waits for the end of that round, and calls of the same group then share one read of all
 * the ids they asked for. Under load one query then serves several requests, so the query's fixed costs (the
 * round trip, waking the database's process, starting the plan) are paid once for all of them; an idle server
 * reads at once, one turn later. Each caller gets the answer of the whole read and picks its own ids from it.
 */
export function readsPerTurn<Group, Answer>(
  read: (group: Group, ids: number[]) => Promise<Answer>,
): (group: Group, ids: readonly number[]) => Promise<Answer> {
  const waiting = new Map<Group, Array<Waiting<Answer>>>();

  function readTogether(group: Group, callers: Array<Waiting<Answer>>) {
    const ids = [...new Set(callers.flatMap((caller) => caller.ids))];
    // Called through an async function so that a read that throws at once rejects like one that fails later.
    (async () => read(group, ids))().then(
      (answer) => callers.forEach((caller) => caller.resolve(answer)),
      (error: unknown) => callers.forEach((caller) => caller.reject(error)),
    );
  }

  function endOfTurn() {
    const groups = [...waiting];
    waiting.clear();
    for (const [group, callers] of groups) {
      let share: Array<Waiting<Answer>> = [];
      let idCount = 0;
      for (const caller of callers) {
        if (share.length > 0 && idCount + caller.ids.length > MOST_IDS_PER_READ) {
          readTogether(group, share);
          share = [];
          idCount = 0;
        }
        share.push(caller);
        idCount += caller.ids.length;
      }
      readTogether(group, share);
    }
  }

  return (group, ids) =>
    new Promise<Answer>((resolve, reject) => {
      if (waiting.size === 0) setImmediate(endOfTurn);
      const callers = waiting.get(group);
      if (callers) callers.push({ ids, resolve, reject });
      else waiting.set(group, [{ ids, resolve, reject }]);
    });
}
