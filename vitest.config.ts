import fs from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const WEB_SRC = 'apps/web/src';
const WEB_TESTS = `${WEB_SRC}/**/*.test.{ts,tsx}`;

/** The web test files that replace modules with vi.mock. */
const MOCKING_TESTS = fs.readdirSync(new URL(`./${WEB_SRC}`, import.meta.url), { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.test\.tsx?$/.test(f) && fs.readFileSync(new URL(`./${WEB_SRC}/${f}`, import.meta.url), 'utf8').includes('vi.mock('))
  .map((f) => path.join(WEB_SRC, f));

function webProject(name: string, files: { include?: string[]; exclude?: string[]; isolate: boolean }): TestProjectInlineConfiguration {
  return {
    resolve: { alias: { '@': new URL(`./${WEB_SRC}`, import.meta.url).pathname } },
    test: {
      name, environment: 'jsdom', include: files.include ?? [WEB_TESTS], exclude: files.exclude, isolate: files.isolate,
      setupFiles: [`${WEB_SRC}/test-setup.ts`],
      testTimeout: 60_000, hookTimeout: 60_000,
    },
  };
}

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
      // The web units in two runs. Most share the worker's loaded modules (React, antd: a third of their time is
      // spent importing them), as the server suites do; a file that replaces a module (vi.mock) has a registry of
      // its own, or its stand-in would be what the next file imports.
      webProject('web', { exclude: MOCKING_TESTS, isolate: false }),
      webProject('web-mocks', { include: MOCKING_TESTS, isolate: true }),
    ],
  },
});
