import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace: node for contracts and server, jsdom for the web.
export default defineConfig({
  test: {
    // Two workers even on two cores (Vitest's default leaves one for itself): the API suites spend much of their
    // time waiting on PostgreSQL and MariaDB, and the other worker uses it.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'contracts', environment: 'node', include: ['packages/contracts/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server', environment: 'node', include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          testTimeout: 20_000, hookTimeout: 60_000,
          // names the run's template databases (test/harness.ts) and removes them when it ends
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Files share the worker's loaded modules instead of importing the whole server afresh each (a third
          // of the suite's time). They share no state: every suite builds its own app on its own database (a
          // copy of the worker's migrated and seeded template database, test/harness.ts), so files may also run side by side.
          isolate: false,
        },
      },
      {
        resolve: { alias: { '@': new URL('./apps/web/src', import.meta.url).pathname } },
        test: {
          name: 'web', environment: 'jsdom', include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test-setup.ts'],
          testTimeout: 60_000, hookTimeout: 60_000,
        },
      },
    ],
  },
});
