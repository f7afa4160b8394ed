// `npm run dev`: the API server on PORT (default 3000) and the Vite dev server with hot reload,
// which proxies /api, /media and /sandbox to it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', path.join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { SERVE_WEB: 'false', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
children.forEach((child) => child.on('exit', (code) => (stop('SIGTERM'), process.exit(code ?? 0))));
