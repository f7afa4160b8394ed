import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { API_SERVER_ARGS } from './scripts/api-server.mjs';
import { CHROME_FLAGS, CHROME_PATH } from './scripts/chromium.js';

const port = Number(process.env.E2E_PORT ?? 3300);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'marketplace-e2e-'));
/** The money journey's own server: a claim window of seconds, so it sees an order's money released. */
const moneyPort = port + 1;
const moneyDataDir = mkdtempSync(path.join(tmpdir(), 'marketplace-e2e-money-'));
const MONEY_JOURNEY = /payouts\.spec\.ts/;

const server = (serverPort: number, env: Record<string, string>) => ({
  command: ['node', ...API_SERVER_ARGS].join(' '),
  url: `http://localhost:${serverPort}/api/health`,
  timeout: 120_000,
  reuseExistingServer: false,
  env: {
    PORT: String(serverPort),
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX_LOGIN: '1000',
    RATE_LIMIT_MAX_REGISTER: '1000',
    ...env,
  },
});

export default defineConfig({
  testDir: 'apps/web/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // A test's whole time (test.slow() triples it). With both cores busy and other work on the machine,
  // short tests that take 10 s on a quiet machine have taken 45-55 s.
  timeout: 120_000,
  // How long a step waits for the page to show what it expects: a ceiling, not a pause (a passing step
  // waits only as long as the page needs). On a loaded two-core machine the first render of a lazily
  // loaded page (the inventory, the add-product page with its editor) has taken 11-12 s.
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROME_PATH,
      args: CHROME_FLAGS,
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: MONEY_JOURNEY },
    {
      name: 'money',
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${moneyPort}` },
      testMatch: MONEY_JOURNEY,
    },
  ],
  webServer: [
    server(port, { DATA_DIR: dataDir }),
    server(moneyPort, {
      DATA_DIR: moneyDataDir,
      CLAIM_WINDOW_SECONDS: '20',
      DEADLINES_EVERY_SECONDS: '1',
      PAYOUT_DETAILS_COOLDOWN_SECONDS: '0',
    }),
  ],
});
