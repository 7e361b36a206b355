import { defineConfig } from 'vitest/config';

// One runner for the tree; each package is a project so `vitest --project api` runs one.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'db',
          root: './packages/db',
          include: ['src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          setupFiles: ['./test/one-query-per-client.ts', './test/openapi-responses.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      { test: { name: 'web', root: './apps/web', include: ['src/**/*.test.{ts,tsx}'] } },
      {
        // Browser tests start a server and a Chromium each: one file at a time keeps 2 cores responsive.
        test: {
          name: 'e2e',
          root: './e2e',
          include: ['**/*.e2e.test.ts'],
          setupFiles: ['./matchers.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
