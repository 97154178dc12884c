import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace: node for contracts and server, jsdom for the web.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', environment: 'node', include: ['packages/contracts/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server', environment: 'node', include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          testTimeout: 20_000, hookTimeout: 60_000, fileParallelism: false,
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
