/**
 * Asks `find` again and again until it answers something other than undefined. The deadline is only there
 * to end a test that would otherwise wait forever; it is not what the test checks.
 */
export async function eventually<T>(
  what: string,
  find: () => T | undefined | Promise<T | undefined>,
  deadlineMs = 30_000,
) {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
