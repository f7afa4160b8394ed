import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';
import { settledWithin } from '../lib/settled-within';
import { AppFrame } from './app-frame';
import { routes, type RouteHandle } from './router';

export const router = createBrowserRouter(routes);

/** Resolves once the router has loaded the first page's code, so that the first render shows the page itself. */
export function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * How long a drawn page may stay inert waiting for a part's code (`RouteHandle.loadBeforeTakeover`) once its own
 * code is there: a stalled download must not keep its links and buttons dead. A part whose code comes later is
 * drawn again by the browser when it comes.
 */
const TAKEOVER_WAIT_MS = 2_000;

/**
 * Resolves once the code of the parts the first page's drawn screen shows has loaded, failed to load (rendering
 * the part then fails as it would have without the wait) or taken `TAKEOVER_WAIT_MS`.
 */
export async function takeoverReady(): Promise<void> {
  await routerReady();
  const loads = router.state.matches.flatMap(
    (match) => (match.route.handle as RouteHandle | undefined)?.loadBeforeTakeover?.() ?? [],
  );
  await settledWithin(loads, TAKEOVER_WAIT_MS);
}

/** `firstScreen`: the queries the server rendered the page's first screen with. */
export function App({ firstScreen }: { firstScreen?: DehydratedState }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (firstScreen) hydrate(client, firstScreen);
    return client;
  });
  return (
    <AppFrame queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
