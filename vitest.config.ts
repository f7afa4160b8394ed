import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'apps/api',
      'apps/web',
      'packages/contract',
      { test: { name: 'eslint-rules', include: ['eslint-rules/**/*.test.js'], environment: 'node' } },
    ],
  },
});
