import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DehydratedState } from '@tanstack/react-query';
import { App, routerReady, takeoverReady } from './app/app';

/**
 * Starts the app in #root. When the server drew the page's first screen there (inert, in a wrapper of its
 * own), the app takes that markup over in place once the page's code has loaded, with the code of the lazily
 * loaded parts the drawn screen shows (`takeoverReady`), starting from the queries it was drawn from, and then
 * makes it live.
 */
export function start(firstScreenState: string | null) {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render into.');
  const app = (firstScreen?: DehydratedState) => (
    <StrictMode>
      <App firstScreen={firstScreen} />
    </StrictMode>
  );
  const drawn = container.firstElementChild;
  const firstScreen =
    firstScreenState && drawn instanceof HTMLElement && drawn.inert
      ? { drawn, state: JSON.parse(firstScreenState) as DehydratedState }
      : null;
  // The first render waits for the page's code, so that it draws the page itself, as a transition: it yields
  // to the browser every few milliseconds instead of blocking input for the whole of it (slow phones).
  // Rendered before, the page would come with the router's update, which React does not slice.
  void (firstScreen ? takeoverReady() : routerReady()).then(() => {
    if (firstScreen) {
      startTransition(() => {
        hydrateRoot(firstScreen.drawn, app(firstScreen.state));
      });
      firstScreen.drawn.inert = false;
      return;
    }
    const root = createRoot(container);
    startTransition(() => root.render(app()));
  });
}
