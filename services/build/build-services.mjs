// `npm run build:services`: the services as plain JavaScript for the image's runtime stage (issue 27), which has no
// TypeScript loader and no dev dependency. esbuild bundles our own code (the workspaces' TypeScript, including
// @fast-track/* imports) and leaves every npm package external: the runtime stage installs those with
// `npm ci --omit=dev`, and OpenTelemetry can only instrument express, pg and ioredis when they load as their own
// modules. runtime-imports.mjs checks that each external a bundle imports is a production dependency.
//
// Layout (services/dist, git-ignored): every output file sits three folders below the repository root, as the
// sources do (services/<workspace>/src/…), so code that finds the root from its own URL (config.ts: '../../..')
// finds the same root built or not. One build with code splitting for all entries: modules with state shared by an
// entry and the telemetry register (telemetry.ts's shutdown hook) stay one module instance, and the SDK that the
// register imports only when an OTLP endpoint is set stays in a chunk of its own, loaded only then.
//   services/dist/api/main.js, services/dist/worker/main.js   the long-running services
//   services/dist/telemetry/register.js                        `node --import` before either
//   services/dist/ops/<name>.js                                the one-shot commands (migrate, prepare, backup, …)
//   services/dist/chunks/*.js                                  code shared by the above
//   services/dist/migrations/*.js                              migrations/*.ts, type-stripped, for node-pg-migrate
//   services/dist/runtime-package.json                         the image's /app/package.json (see runtimePackage)
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { sourcesHash } from '../../web/build/sources-hash.mjs';
import { runtimeImportProblems, runtimeImports } from './runtime-imports.mjs';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const distDir = path.join(repoRoot, 'services/dist');

/** Output name (under services/dist) → source. */
export const serviceEntries = {
  'api/main': 'services/api/src/main.ts',
  'worker/main': 'services/worker/src/main.ts',
  'telemetry/register': 'services/shared/src/telemetry/register.ts',
  'ops/migrate': 'services/shared/src/db/migrate-cli.ts',
  'ops/prepare': 'services/api/src/deploy/prepare-cli.ts',
  'ops/backup': 'services/api/src/deploy/backup-cli.ts',
  'ops/restore': 'services/api/src/deploy/restore-cli.ts',
  'ops/files-migrate': 'services/api/src/storage/files-migrate-cli.ts',
  'ops/admin-create': 'services/api/src/admin/admin-cli.ts',
  'ops/projections-rebuild': 'services/api/src/projections-rebuild-cli.ts',
};

/** Our workspaces are bundled; any other bare import (an npm package) is left to node_modules. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@fast-track/') || args.kind === 'entry-point') return undefined;
      return { path: args.path, external: true };
    });
  },
};

const common = {
  absWorkingDir: repoRoot,
  platform: 'node',
  format: 'esm',
  // The lowest Node the engines field names; esbuild only lowers syntax, it adds no polyfills.
  target: 'node20',
  logLevel: 'warning',
  // Readable output: stack traces name our functions without a source map.
  minify: false,
  legalComments: 'none',
};

/**
 * The services' bundle (without the migrations). `write: false` keeps it in memory: the runtime-imports check reads
 * only its metafile.
 */
export async function bundleServices({ write = true } = {}) {
  return build({
    ...common,
    entryPoints: Object.fromEntries(Object.entries(serviceEntries).map(([out, src]) => [out, path.join(repoRoot, src)])),
    outdir: distDir,
    write,
    bundle: true,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    plugins: [npmPackagesExternal],
    // services/shared/src/build-info.ts: the bundles run the compiled migrations, not migrations/*.ts.
    define: { FAST_TRACK_BUILT: 'true' },
    metafile: true,
  });
}

const readJson = (file) => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8'));

/** Problems runtime-imports.mjs finds in a bundle's npm imports against the workspaces' manifests and the lockfile. */
export function checkRuntimeImports(metafile) {
  return runtimeImportProblems(runtimeImports(metafile), (workspace) => readJson(workspace === '(root)' ? 'package.json' : `${workspace}/package.json`), readJson('package-lock.json'));
}

export async function buildServices() {
  rmSync(distDir, { recursive: true, force: true });
  const started = Date.now();
  const services = await bundleServices();
  const problems = checkRuntimeImports(services.metafile);
  if (problems.length) throw new Error(`the built services import what the image would not have:\n  ${problems.join('\n  ')}`);
  const migrationsSrc = path.join(repoRoot, 'migrations');
  const migrations = readdirSync(migrationsSrc).filter((f) => f.endsWith('.ts'));
  // One file each, imports untouched (they import only types, which are dropped): node-pg-migrate loads them by name.
  await build({ ...common, entryPoints: migrations.map((f) => path.join(migrationsSrc, f)), outdir: path.join(distDir, 'migrations'), bundle: false });
  writeFileSync(path.join(distDir, 'runtime-package.json'), `${JSON.stringify(runtimePackage(), null, 2)}\n`);
  return { metafile: services.metafile, packages: runtimeImports(services.metafile).size, migrations: migrations.length, ms: Date.now() - started };
}

/** What `npm run <script>` runs in the image: the operator commands on the bundles, under the names they have here. */
export const runtimeScripts = {
  start: 'node --import ./services/dist/telemetry/register.js services/dist/api/main.js',
  'start:worker': 'node --import ./services/dist/telemetry/register.js services/dist/worker/main.js',
  migrate: 'node services/dist/ops/migrate.js',
  'deploy:prepare': 'node services/dist/ops/prepare.js',
  backup: 'node services/dist/ops/backup.js',
  restore: 'node services/dist/ops/restore.js',
  'files:migrate': 'node services/dist/ops/files-migrate.js',
  'admin:create': 'node services/dist/ops/admin-create.js',
  'projections:rebuild': 'node services/dist/ops/projections-rebuild.js',
};

/**
 * The image's package.json: ESM for the bundles (they are .js), the same engines, and scripts that run the bundles,
 * so `docker compose exec api-1 npm run admin:create -- --email …` works in a container as `npm run admin:create`
 * does here (the repository's scripts run TypeScript through tsx, which the image does not have).
 */
export function runtimePackage() {
  const root = readJson('package.json');
  return { name: `${root.name}-runtime`, private: true, type: 'module', engines: root.engines, scripts: runtimeScripts };
}

/** Everything the bundles are made from; a change of any of them is another build. */
const SERVICES_BUILD_INPUTS = {
  folders: ['services/shared/src', 'services/api/src', 'services/worker/src', 'services/build', 'migrations'],
  files: ['package-lock.json', 'tsconfig.json'],
};
const stampFile = path.join(distDir, '.sources-hash');

/**
 * For what runs the bundles without a build step of its own (the compose stack test): builds only when the sources
 * changed since the build that is there (a hash of them, ≈ 0.1 s, against ≈ 3 s for a build).
 */
export async function buildServicesIfChanged() {
  const current = sourcesHash(repoRoot, SERVICES_BUILD_INPUTS);
  const isCurrent = () => existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === current;
  if (isCurrent()) return false;
  // A build empties services/dist first: two processes finding it stale at once (the e2e server and the topology
  // spec, `npm start` beside a test run) must not build over each other, so one builds and the other waits for it.
  const release = await buildLock();
  try {
    if (isCurrent()) return false;
    await buildServices();
    writeFileSync(stampFile, `${current}\n`);
    return true;
  } finally {
    release();
  }
}

/** A lock beside services/dist (mkdir is atomic); a lock older than two minutes is a crashed build's and is taken over. */
async function buildLock() {
  const lockDir = `${distDir}.lock`;
  for (;;) {
    try {
      mkdirSync(lockDir);
      return () => rmSync(lockDir, { recursive: true, force: true });
    } catch (error) {
      if (error?.code !== 'EEXIST') throw error;
      if (Date.now() - statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs > 120_000) rmSync(lockDir, { recursive: true, force: true });
      await new Promise((done) => setTimeout(done, 200));
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.argv.includes('--if-changed')) {
  // `npm start`: a start on an unchanged checkout costs a hash of the sources, not a build.
  console.log((await buildServicesIfChanged()) ? 'services/dist built' : 'services/dist is up to date with its sources: build skipped');
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { metafile, packages, migrations, ms } = await buildServices();
  writeFileSync(stampFile, `${sourcesHash(repoRoot, SERVICES_BUILD_INPUTS)}\n`);
  const outputs = Object.entries(metafile.outputs).filter(([file]) => file.endsWith('.js'));
  const bytes = outputs.reduce((sum, [, o]) => sum + o.bytes, 0);
  console.log(`services/dist: ${Object.keys(serviceEntries).length} entries, ${outputs.length} files, ${(bytes / 1e6).toFixed(1)} MB, ${migrations} migrations, ${packages} npm packages imported (all production dependencies), in ${ms} ms`);
}
