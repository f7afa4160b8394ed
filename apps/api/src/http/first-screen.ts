import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { ApiAnswer, FirstScreen } from '@marketplace/contract';
import type { FirstScreenOf } from './page-html.js';

/** What the web build's server bundle exports (`apps/web/src/app/render-first-screen.tsx`). */
type RenderFirstScreen = (url: string, apiAnswer: ApiAnswer) => Promise<FirstScreen | null>;

/** Written by `npm run build` beside the browser's build. */
const RENDERER_FILE = path.join('dist-server', 'render-first-screen.js');

/**
 * Draws a shop page's first screen with the web app's own components, loaded from its server build when a page
 * first asks (a process that serves no pages never loads React's server renderer). Without that build, or when
 * drawing fails, the page is served as before, undrawn.
 */
export function createFirstScreenOf(webDist: string, apiAnswer: ApiAnswer, log: FastifyBaseLogger): FirstScreenOf {
  const file = path.join(webDist, '..', RENDERER_FILE);
  let renderer: Promise<RenderFirstScreen | null> | null = null;
  const load = async (): Promise<RenderFirstScreen | null> => {
    if (!existsSync(file)) return null;
    const module = (await import(pathToFileURL(file).href)) as { renderFirstScreen: RenderFirstScreen };
    return module.renderFirstScreen;
  };
  return async (url) => {
    try {
      renderer ??= load();
      const render = await renderer;
      return render ? await render(url, apiAnswer) : null;
    } catch (error) {
      log.warn({ err: error, url }, 'could not draw the first screen of a page; it is served undrawn');
      return null;
    }
  };
}
