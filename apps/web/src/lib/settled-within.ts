/** Resolves once every promise has settled, or after `ms` milliseconds, whichever comes first; never rejects. */
export function settledWithin(promises: Array<Promise<unknown>>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  const settled = Promise.allSettled(promises).then(() => undefined);
  return Promise.race([settled, deadline]).finally(() => clearTimeout(timer));
}
