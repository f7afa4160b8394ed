// How the API server runs in production: `npm start`, the end-to-end tests and the benchmark start it alike.

/**
 * Node's arguments, relative to the repository's root. V8's old generation is held to 384 MB: with its default
 * limit (a share of the machine's memory, gigabytes here) V8 lets garbage pile up to 400 MB and more of RSS under
 * load before collecting it, while the server's live data is about 50 MB and the answer cache keeps its answers
 * outside V8's heap (docs/performance.md, "Memory"). The young generation's semi-spaces are held to 8 MB (Node's
 * default is 16 MB on this kind of machine): that alone takes about 17 MB off the RSS under the real traffic, at the
 * same request rate.
 */
export const API_SERVER_ARGS = [
  '--max-old-space-size=384',
  '--max-semi-space-size=8',
  '--import',
  'tsx',
  'apps/api/src/server.ts',
];
