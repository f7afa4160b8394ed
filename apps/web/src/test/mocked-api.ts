import { afterEach, beforeEach, vi } from 'vitest';
import { tokenExpiringIn } from './memory-storage';

/** An answer in the API's JSON. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * For each test of the file: a signed-in browser whose `fetch` is `fetchMock`, answered by the test. After each test
 * it runs what was handed to `cleanUpAfterTest` (a view's `unmount`) and restores the browser.
 */
export function mockApiForEachTest() {
  const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  const cleanUps: Array<() => void> = [];
  beforeEach(() => {
    localStorage.setItem('accessToken', tokenExpiringIn(3600));
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    for (const cleanUp of cleanUps.splice(0)) cleanUp();
    localStorage.clear();
    vi.unstubAllGlobals();
  });
  return { fetchMock, cleanUpAfterTest: (cleanUp: () => void) => cleanUps.push(cleanUp) };
}
