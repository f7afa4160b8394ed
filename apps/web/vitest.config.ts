import { defineConfig } from 'vitest/config';

// Pages that load a dialog or form on first use transform it on demand in tests; on a busy machine that
// can take several seconds, so a test is given more than Vitest's default five.
export default defineConfig({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build-tools/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
