// Flat config: typescript-eslint with type information for every .ts/.tsx file (each file is checked with the
// tsconfig.json nearest to it: root, web/, loadtests/), plain recommended rules for the few .js/.mjs files.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { inside, sliceBoundaries } from './eslint/slice-boundaries.js';

const root = import.meta.dirname;
const foldersIn = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// Every folder of services/api/src is a slice whose only door is its index.ts, except the API's shared
// plumbing: HTTP middlewares, the API test harness, and the demo data (built from the slices' indexes, reused by
// tests). A new folder is a slice from its first file on.
const apiShared = ['http', 'testing', 'demo'];
const apiSlices = foldersIn('services/api/src').filter((name) => !apiShared.includes(name));
const webFeatures = foldersIn('web/src/features');

const isSpec = (file) => file.endsWith('.spec.ts');
/** Files that must not reach into the API slice `slice`: other slices, the API's top level, the worker. */
const outside = (slice) => (file) =>
  (inside(file, 'services/api/src') && !inside(file, `services/api/src/${slice}`)) || inside(file, 'services/worker/src');
const within = (...dirs) => (file) => dirs.some((dir) => inside(file, dir));

/**
 * Slice boundaries (eslint/slice-boundaries.js), on the path each import names (relative imports and @fast-track/*
 * package imports alike):
 * - an API slice is entered through its index.ts only, from other slices, the API's top-level files and the worker
 *   (specs may also use its testing/ kit);
 * - the worker reaches the API only through slice indexes and the projection registry;
 * - web: shared code (components, lib, config) → features → app, and features never import each other;
 * - services/shared depends on nothing of ours, and the SPA on no backend code but services/shared.
 */
const boundaryZones = [
  ...apiSlices.flatMap((slice) => [
    {
      files: (file) => outside(slice)(file) && !isSpec(file),
      from: [`services/api/src/${slice}`],
      except: [`services/api/src/${slice}/index.ts`],
      message: `Import the ${slice} slice through services/api/src/${slice}/index.ts.`,
    },
    {
      // Specs (*.spec.ts) may also use another slice's test kit, its testing/ folder.
      files: (file) => outside(slice)(file) && isSpec(file),
      from: [`services/api/src/${slice}`],
      except: [`services/api/src/${slice}/index.ts`, `services/api/src/${slice}/testing`],
      message: `Import the ${slice} slice through services/api/src/${slice}/index.ts (specs: or its testing/ kit).`,
    },
  ]),
  {
    files: within('services/worker/src'),
    from: ['services/api/src'],
    except: [...apiSlices.map((slice) => `services/api/src/${slice}`), 'services/api/src/projections.ts'],
    message: 'The worker uses the API through its slice indexes and projections.ts only.',
  },
  ...webFeatures.map((feature) => ({
    files: within(`web/src/features/${feature}`),
    from: ['web/src/features'],
    except: [`web/src/features/${feature}`],
    message: 'Features never import each other; move what both need to web/src/components, lib or config.',
  })),
  {
    files: within('web/src/components', 'web/src/lib', 'web/src/config'),
    from: ['web/src/features', 'web/src/app'],
    message: 'Shared web code must not depend on features or the app shell.',
  },
  {
    files: within('web/src/features'),
    from: ['web/src/app'],
    message: 'Features must not depend on the app shell; the app composes features.',
  },
  {
    files: within('services/shared/src'),
    from: ['services/api', 'services/worker', 'web'],
    message: 'services/shared is the bottom layer: it imports nothing of the API, the worker or the SPA.',
  },
  {
    files: within('web/src'),
    from: ['services/api', 'services/worker'],
    message: 'The SPA shares only services/shared with the backend.',
  },
];

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/.data/',
    '**/coverage/',
    '**/test-results/',
    '**/playwright-report/',
    '**/*.tsbuildinfo',
  ]),
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    extends: [js.configs.recommended, tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // Types already say what is undefined; this rule only duplicates tsc for TS files.
      'no-undef': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['services/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    plugins: { local: sliceBoundaries({ root, zones: boundaryZones }) },
    rules: { 'local/slice-boundaries': 'error' },
  },
  {
    // node-pg-migrate's documented migration shape is `async up(pgm)`; the builder only queues SQL, so there is
    // nothing to await and the rule would force a different signature in every migration file.
    files: ['migrations/**/*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // Browser code: the SPA.
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // sonner loads on the first toast (issue 10, first paint): a direct import would put it back on every screen.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/toast.ts', 'web/src/app/toaster.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'sonner', message: "Use toast from web/src/lib/toast.ts (it loads sonner on the first toast)." }] }],
    },
  },
);
