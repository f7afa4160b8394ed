import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';
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
 * Resolves once the code that the first page's drawn screen shows has loaded (`RouteHandle.takeoverNeeds`), or
 * failed to: the page then shows that part's own error when it renders it.
 */
export async function takeoverReady(): Promise<void> {
  await routerReady();
  const needs = router.state.matches.map((match) => (match.route.handle as RouteHandle | undefined)?.takeoverNeeds);
  await Promise.allSettled(needs.map((need) => need?.()));
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
