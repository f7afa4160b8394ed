import type { Plugin } from 'vite';

/**
 * A plugin's `apply` for the browser's build only: the server's first-screen build (`vite build --ssr`) is
 * neither served nor loaded over the network.
 */
export const browserBuildOnly: NonNullable<Plugin['apply']> = (_config, env) =>
  env.command === 'build' && !env.isSsrBuild;
