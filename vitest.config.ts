import { defineConfig } from 'vitest/config';

// Tiers live in the file name: *.unit.spec.ts(x) need nothing; *.int.spec.ts talk to a real Postgres/Redis.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['services/**/*.unit.spec.ts', 'web/src/**/*.unit.spec.{ts,tsx}'],
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
