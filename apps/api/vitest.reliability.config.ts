import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The reliability suite (`npm run test:reliability`): real API processes, minutes of traffic, crashes. Files run one
 * after another (each starts its own servers and database); on PostgreSQL when DATABASE_URL is set, else on PGlite.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'reliability',
    include: ['test-reliability/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 20 * 60_000,
    hookTimeout: 10 * 60_000,
    teardownTimeout: 120_000,
  },
});
