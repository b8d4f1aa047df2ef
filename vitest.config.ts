import { configDefaults, defineConfig } from 'vitest/config';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { preactAliases } from './web/build/preact-aliases.ts';

// react-router's package exports name its CommonJS build for Node (vitest-dev/vitest#9129, remix-run/react-router#12785),
// whose require('react') would load the real React beside Preact: the component tests import its ESM files by path.
const packageDir = (name: string) => dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));
const routerDist = join(packageDir('react-router'), 'dist/development');
const routerDomDist = join(packageDir('react-router-dom'), 'dist');
const routerEsmAliases = [
  { find: /^react-router-dom$/, replacement: join(routerDomDist, 'index.mjs') },
  { find: /^react-router$/, replacement: join(routerDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(routerDist, 'dom-export.mjs') },
  // react-i18next's CommonJS shim would require the real React too; preact/compat has the hook itself.
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
  // @xstate/react's exports name CommonJS builds for Node too (its own and its layout-effect helper's).
  { find: /^@xstate\/react$/, replacement: join(packageDir('@xstate/react'), 'dist/xstate-react.esm.js') },
  { find: /^use-isomorphic-layout-effect$/, replacement: join(packageDir('use-isomorphic-layout-effect'), 'dist/use-isomorphic-layout-effect.browser.esm.js') },
  // react-window has no package exports: Node picks its `main`, a CommonJS build whose require('react') is the real React.
  { find: /^react-window$/, replacement: join(packageDir('react-window'), 'dist/react-window.js') },
  // Its selector hook is CommonJS only: web/src/testing/with-selector.ts runs it on preact/compat.
  { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: join(import.meta.dirname, 'web/src/testing/with-selector.ts') },
];

// Integration files that must run alone: they start real processes (API replicas, a worker, a Redis of their own),
// assert wall-clock bounds (an answer within a second, a TTL plus a heartbeat, a 1.5 s socket read), or read the
// global event log, whose order waits on every open transaction of the cluster (pg_snapshot_xmin). A second file
// running beside them on two cores would make those bounds a race. Every other int file has its own schema and its
// own Redis key prefix, so those run two at a time. The hostile-input sweep is among those: its lying-length probes
// wait at most 1.5 s for a status line and an unanswered probe is not judged, so a busy core cannot fail it; alone,
// it kept one core busy for a minute or more while the other idled.
const intSerial = [
  'services/api/src/faults/*.int.spec.ts',
  // Runs docker-compose.yml here (its own Redis, nginx, replicas and worker).
  'services/api/src/deploy/*.int.spec.ts',
  'services/api/src/observability/*.int.spec.ts',
  'services/api/src/testing/k6/*.int.spec.ts',
  'services/api/src/realtime/*.int.spec.ts',
  'services/api/src/events/hosting/event-hosting-notices.int.spec.ts',
  'services/api/src/events/hosting/event-change-mail.int.spec.ts',
  'services/api/src/events/participation/participation.routes.int.spec.ts',
  'services/api/src/events/participation/participation.concurrency.int.spec.ts',
  'services/api/src/mail/mail-redis.int.spec.ts',
  'services/api/src/http/health.routes.int.spec.ts',
  'services/api/src/http/stalled-requests.int.spec.ts',
  'services/api/src/accounts/session.int.spec.ts',
  'services/api/src/messaging/messaging-replicas.int.spec.ts',
  'services/shared/src/rate-limit/*.int.spec.ts',
  'services/worker/src/**/*.int.spec.ts',
];

/**
 * Files that drain async projections or rebuild read tables, i.e. read the global log (see above), one at a time too.
 * Their own project so CI can run them beside int-serial on a cluster of their own (.ci/run): nothing else's
 * transactions hold back their reads there, and they assert no wall-clock bound a busy core could break (the event
 * store's "long before its next poll" is milliseconds against seconds).
 */
const intLogReaders = [
  'services/api/src/projections.int.spec.ts',
  'services/api/src/challenges/challenges.int.spec.ts',
  'services/api/src/talent-pool/talent-pool.int.spec.ts',
  'services/api/src/webinar-teams/webinar-teams.int.spec.ts',
  'services/api/src/opportunities/percentage.routes.int.spec.ts',
  'services/api/src/events/participation/participation.rebuild.int.spec.ts',
  'services/api/src/events/participation/participation-upgrade.int.spec.ts',
  'services/api/src/accounts/account-erasure.int.spec.ts',
  'services/api/src/accounts/legacy-migration.int.spec.ts',
  'services/api/src/career-centers/staff-demotion-migration.int.spec.ts',
  'services/shared/src/event-store/*.int.spec.ts',
];

/** Serial files that also need a module graph of their own (see the int-serial-alone project). */
const intSerialAlone = ['services/api/src/events/hosting/event-hosting-notices.int.spec.ts'];

const intCommon = {
  environment: 'node' as const,
  // Creates one throw-away database per run (see the file) so runs never see each other's data.
  globalSetup: ['services/shared/src/testing/int-global-setup.ts'],
  // Fault and tracing tests start real processes (API replicas, a Redis of their own): on two shared cores
  // under load they need more than the default; a timing failure in CI is tried once more, as Playwright does
  // (a real failure fails twice).
  testTimeout: 60_000,
  hookTimeout: 90_000,
  retry: process.env['CI'] ? 1 : 0,
  // One module graph per worker, not per file: most of an int file's time was importing (transforming and
  // evaluating) the whole app graph again. Safe because no int file mocks modules or stubs globals/env, each builds
  // its own app, pools and Redis clients from a factory and closes them in afterAll, and each has its own schema and
  // key prefix; module-level state is read-only configuration.
  isolate: false,
};

// Tiers live in the file name: *.unit.spec.ts(x) need nothing; *.int.spec.ts talk to a real Postgres/Redis.
// `npm run test:int` runs the int projects: the parallel one first, then the serial ones one after another (groupOrder).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['services/**/*.unit.spec.ts', 'web/src/**/*.unit.spec.{ts,tsx}', 'web/build/**/*.unit.spec.ts', 'eslint/**/*.unit.spec.ts'],
          environment: 'node',
          sequence: { groupOrder: 0 },
        },
      },
      {
        // SPA components in a DOM (jsdom) on Preact, as they ship (web/build/preact-aliases.ts): forms, validation
        // messages, loading / empty / error states. Only the network is stood in for (web/src/testing/render.tsx).
        resolve: { alias: [...preactAliases, ...routerEsmAliases] },
        test: {
          name: 'component',
          include: ['web/src/**/*.component.spec.tsx'],
          environment: 'jsdom',
          setupFiles: ['web/src/testing/setup.ts'],
          // CI runs this tier beside the SPA build and the typed lint on two cores: a test that types a sentence
          // through user-event into a whole editor took 5.1 s there (vitest's default bound is 5 s).
          testTimeout: 15_000,
          // One DOM and one module graph per worker, not per file: building jsdom and importing Preact, the router and
          // i18next again for every file was most of the tier's time (environment 75 s + import 25 s for 67 s of tests).
          // Each file's screens are unmounted after every test (setup.ts: cleanup, storage cleared, mocks restored).
          isolate: false,
          // The libraries that import 'react' are transformed, so their imports meet the aliases too.
          server: { deps: { inline: [/react-router/, /react-i18next/, /@xstate\/react/, /use-isomorphic-layout-effect/, /sonner/, /react-window/, /country-flag-icons/, /@testing-library\/preact/] } },
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...intCommon,
          name: 'int',
          include: ['services/**/*.int.spec.ts'],
          exclude: [...configDefaults.exclude, ...intSerial, ...intLogReaders],
          // Two files at a time (the machine's two cores): each file's time is mostly importing the app.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          ...intCommon,
          name: 'int-serial',
          include: intSerial,
          exclude: [...configDefaults.exclude, ...intSerialAlone],
          fileParallelism: false,
          // One module graph for the whole serial project too (isolate: false, as in the parallel one): importing the
          // app graph again per file was most of a small serial file's time, and these files run one after another,
          // so every second of it was a second of the CI's wall time. Safe for the same reasons as above.
          sequence: { groupOrder: 2 },
        },
      },
      {
        test: {
          ...intCommon,
          name: 'int-log',
          include: intLogReaders,
          fileParallelism: false,
          sequence: { groupOrder: 3 },
        },
      },
      {
        test: {
          ...intCommon,
          name: 'int-serial-alone',
          include: intSerialAlone,
          fileParallelism: false,
          // Its own graph: its cross-replica list once failed after other files had run in the same module graph.
          isolate: true,
          sequence: { groupOrder: 4 },
        },
      },
    ],
  },
});
