import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';
import { AppFrame } from './app-frame';
import { routes } from './router';

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
