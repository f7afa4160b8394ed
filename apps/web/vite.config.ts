import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { directImports } from './build-tools/direct-imports';
import { pageChunks } from './build-tools/page-chunks';
import { precompress } from './build-tools/precompress';

const apiServer = 'http://localhost:3000';

/**
 * React Router's package exports only its development build, which checks and warns at every render; the
 * production build beside it is what a shopper's browser should run.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** What every page may use: the API client, session, toasts and basic controls (forms only where there are forms). */
const appModule =
  /[\\/]src[\\/](lib[\\/](?!form[\\/])|components[\\/]ui[\\/](use-toast\.ts|(alert|badge|button|card|empty-state|input|label|load-error|native-select|page-heading|skeleton|spinner)\.tsx))/;

/** The cart's state and the queries and checks that come with it on every page that shows a cart's content. */
const cartStateModule =
  /[\\/]src[\\/]features[\\/]cart[\\/](state[\\/](use-cart|cart-state|cart-store|cart-groups)|api[\\/](get-server-cart|cart-api|cart-query-keys)|hooks[\\/]use-cart-review|components[\\/]checkout-blockers)\.tsx?$/;

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), pageChunks(), directImports(), precompress()],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  // The server renders shop pages' first screen with the same React Router build the browser runs.
  ssr: { noExternal: ['react-router'] },
  server: {
    proxy: {
      '/api': apiServer,
      '/media': apiServer,
      '/sandbox': apiServer,
    },
  },
  preview: {
    proxy: {
      '/api': apiServer,
      '/media': apiServer,
      '/sandbox': apiServer,
    },
  },
  build: {
    outDir: 'dist',
    // A page's chunks are requested by the page's own chunk instead (`build-tools/direct-imports.ts`).
    modulePreload: false,
    rolldownOptions: {
      // The contract only declares schemas and constants: a page that needs the API paths must not
      // download every zod schema with them.
      treeshake: {
        moduleSideEffects: (id) => (/[\\/]packages[\\/]contract[\\/]/.test(id) ? false : undefined),
      },
      output: {
        // The framework every page needs changes rarely: keep it in long-cached chunks of its own, and what
        // every page may use (API client, session, toasts, basic controls) in one more. Everything else is
        // split by route automatically, so that a page downloads only what it shows: one file of the shop's
        // shared pieces would carry product cards and the cart to the login form and the wholesaler's pages.
        // The server names each page's files in its HTML (`page-chunks.json`), so they download together.
        codeSplitting: {
          groups: [
            // A group also takes the modules its modules import, unless a group of higher priority has taken them first.
            { name: 'preload', test: /vite[\\/]preload-helper/, priority: 7 },
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 6 },
            { name: 'router', test: /[\\/]node_modules[\\/]react-router[\\/]/, priority: 5 },
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 5 },
            { name: 'app', test: appModule, priority: 4 },
            // Rules and texts that the cart shares with forms elsewhere stay in files of their own, out of the cart's.
            { name: 'messages', test: /[\\/]packages[\\/]contract[\\/]src[\\/]messages\.ts$/, priority: 3 },
            {
              name: 'terms-rules',
              test: /[\\/]packages[\\/]contract[\\/]src[\\/]wholesale[\\/]terms-rules\.ts$/,
              priority: 3,
            },
            // The cart's state, the server cart's query and the checkout's blockers, which every shop page that uses one
            // of them uses together: one file instead of three (the cart's first paint waits for every file it names).
            { name: 'cart-state', test: cartStateModule, priority: 2 },
            // The app itself, imported by index.html's entry once the page is painted (`src/main.tsx`); the entry
            // keeps only the few lines that load it.
            { name: 'start', test: /[\\/]src[\\/]start\.tsx$/, priority: 1 },
            // Icons that three pages or more draw, in one file: a phone pays a round trip per file, and each icon is a
            // few hundred bytes (the cart alone drew four files of them).
            { name: 'icons', test: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/, minShareCount: 3, priority: 1 },
          ],
        },
      },
    },
  },
}));
