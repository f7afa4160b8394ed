// Whether the web app's build is older than its sources: `npm start` then rebuilds it, and
// `npm run bench` says so in its report.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build-tools',
  'apps/web/public',
  'packages/contract/src',
];

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(target, name))),
    stat.mtimeMs,
  );
}

/** True when a web source under `root` changed after `builtAtMs` (the build's index.html time). */
export function webSourcesChangedSince(root, builtAtMs) {
  return WEB_SOURCES.some((source) => newestChange(path.join(root, source)) > builtAtMs);
}
