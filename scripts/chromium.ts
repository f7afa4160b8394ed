/** The system Chromium that the browser journeys and the benchmark's front-end measurements run. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Flags for Chromium in a container: no sandbox or GPU, and no traffic of its own during a measurement. */
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
