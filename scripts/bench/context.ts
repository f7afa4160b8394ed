// What the parts of a benchmark run share: where the repository and the web build are, facts of the demo data,
// and the context of the run.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Settings } from './report.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WEB_DIST = path.join(ROOT, 'apps/web/dist');
/** Products the demo seed adds before the generated ones (apps/api/src/seed). */
export const DEMO_PRODUCTS = 150;
/** Key suffix of the reads measured again with the API's catalogue cache turned off. */
export const UNCACHED_SUFFIX = '-uncached';
/** The demo accounts' password, as README.md documents it. */
export const DEMO_PASSWORD = 'marketplace-demo';

export interface RunContext {
  settings: Settings;
  stamp: string;
  ceilingBase: string | null;
  ceilingPid: number | undefined;
}
