import { afterEach, vi } from 'vitest';

/** An unexpected console.error is a bug the test did not notice: fail it. */
const spy = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockClear();
  if (calls.length > 0) throw new Error(`console.error was called: ${calls.map((call) => call.join(' ')).join('\n')}`);
});
