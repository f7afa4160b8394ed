/**
 * Runs a background pass (delivering refunds, e-mails) at most once at a time in this process. A kick while a
 * pass runs asks for one more pass after it: the running one may have stopped at its limit or looked before
 * the commit that kicked it. Errors are handed to `onError`; the next kick tries again.
 */
export function singlePass(pass: () => Promise<unknown>, onError: (error: unknown) => void) {
  let running: Promise<unknown> | null = null;
  let kickedMeanwhile = false;

  function kick(): void {
    if (running) {
      kickedMeanwhile = true;
      return;
    }
    running = pass()
      .catch(onError)
      .finally(() => {
        running = null;
        if (!kickedMeanwhile) return;
        kickedMeanwhile = false;
        kick();
      });
  }

  return {
    kick,
    /** Resolves once no pass is under way; with `drop`, a pass asked for meanwhile is not started. */
    async idle({ drop = false } = {}) {
      if (drop) kickedMeanwhile = false;
      while (running) await running;
    },
  };
}
