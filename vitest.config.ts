import { defineConfig } from 'vitest/config';

// Tiers live in the file name: *.unit.spec.ts(x) need nothing; *.int.spec.ts talk to a real Postgres/Redis.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['services/**/*.unit.spec.ts', 'web/src/**/*.unit.spec.{ts,tsx}', 'web/build/**/*.unit.spec.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'int',
          include: ['services/**/*.int.spec.ts'],
          environment: 'node',
          // Creates one throw-away database per run (see the file) so runs never see each other's data.
          globalSetup: ['services/shared/src/testing/int-global-setup.ts'],
          // Fault and tracing tests start real processes (API replicas, a Redis of their own): on two shared cores
          // under load they need more than the default; a timing failure in CI is tried once more, as Playwright does
          // (a real failure fails twice).
          testTimeout: 60_000,
          hookTimeout: 90_000,
          retry: process.env['CI'] ? 1 : 0,
          fileParallelism: false,
        },
      },
    ],
  },
});
