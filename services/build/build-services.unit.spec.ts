// The services build (issue 27): the bundles import npm packages the image's production install has, and the check
// that says so fails on an import only a devDependency would bring.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadImageStage } from '../api/src/deploy/compose-model.ts';
import { bundleServices, checkRuntimeImports, repoRoot, runtimeScripts, serviceEntries } from './build-services.mjs';
import { runtimeImportProblems, runtimeImports, type Lockfile, type WorkspaceManifest } from './runtime-imports.mjs';

const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')) as T;
const manifestOf = (workspace: string): WorkspaceManifest => readJson(workspace === '(root)' ? 'package.json' : `${workspace}/package.json`);
const lockfile = readJson<Lockfile>('package-lock.json');
/** A bundle whose only source file, of `workspace`, imports `specifier`. */
const importing = (workspace: string, specifier: string) => runtimeImports({ inputs: { [`${workspace}/src/x.ts`]: { imports: [{ path: specifier, external: true }] } } });

describe('the built services', () => {
  it('import only production dependencies of the workspaces that use them, installed where the bundles look', async () => {
    const { metafile } = await bundleServices({ write: false });
    const imports = runtimeImports(metafile);
    expect(checkRuntimeImports(metafile)).toEqual([]);
    // Bundled, not left to node_modules: our workspaces. Never imported at run time: the TypeScript loader.
    expect([...imports.keys()].filter((name) => name.startsWith('@fast-track/') || name === 'tsx')).toEqual([]);
    expect(imports.get('express')).toEqual(new Set(['services/api']));
    expect(imports.get('pg')).toContain('services/shared');
  }, 60_000);
});

/** The files of services/dist a command runs (`services/dist/api/main.js` → `api/main`). */
const bundlesRunBy = (command: string[]) => command.filter((arg) => arg.endsWith('.js')).map((arg) => arg.replace(/^\.\//, '').replace(/^services\/dist\//, '').replace(/\.js$/, ''));

describe('what the image runs', () => {
  it.each(['api', 'worker', 'migrate'])('the %s target runs built bundles with plain node, no TypeScript loader', (target) => {
    const { cmd } = loadImageStage(path.join(repoRoot, 'Dockerfile'), target);
    expect(cmd[0]).toBe('node');
    expect(cmd.join(' ')).not.toMatch(/tsx|\.ts\b/);
    expect(bundlesRunBy(cmd).length).toBeGreaterThan(0);
    for (const bundle of bundlesRunBy(cmd)) expect(Object.keys(serviceEntries)).toContain(bundle);
  });

  it('offers every operator command of the repository under the same npm script name, on a bundle', () => {
    const operatorScripts = ['migrate', 'backup', 'restore', 'files:migrate', 'admin:create', 'projections:rebuild'];
    const repoScripts = readJson<{ scripts: Record<string, string> }>('package.json').scripts;
    for (const name of operatorScripts) {
      expect(repoScripts[name], name).toBeDefined();
      expect(runtimeScripts[name], name).toBeDefined();
    }
    for (const [name, command] of Object.entries(runtimeScripts)) {
      expect(command, name).not.toMatch(/tsx/);
      for (const bundle of bundlesRunBy(command.split(' '))) expect(Object.keys(serviceEntries), name).toContain(bundle);
    }
  });
});

describe('the runtime-imports check', () => {
  it('fails on a package that is only a devDependency of the importing workspace, and dev-only in the lockfile', () => {
    expect(runtimeImportProblems(importing('services/api', '@types/express'), manifestOf, lockfile)).toEqual([
      '@types/express: imported at run time by services/api, but only a devDependency of it (npm ci --omit=dev leaves it out)',
      '@types/express: the lockfile marks node_modules/@types/express as dev-only, so npm ci --omit=dev does not install it',
    ]);
  });

  it('fails on a root devDependency the workspace does not list (installed here, left out of the image)', () => {
    const problems = runtimeImportProblems(importing('services/worker', 'lighthouse/core/index.js'), manifestOf, lockfile);
    expect(problems).toContain('lighthouse: imported at run time by services/worker, which does not list it in its dependencies');
    expect(problems).toContain('lighthouse: the lockfile marks node_modules/lighthouse as dev-only, so npm ci --omit=dev does not install it');
  });

  it('fails on a dependency another workspace brings but the importing one does not list', () => {
    expect(runtimeImportProblems(importing('services/worker', 'pg'), manifestOf, lockfile)).toEqual([
      'pg: imported at run time by services/worker, which does not list it in its dependencies',
    ]);
  });

  it('fails on a copy nested under the workspace, which the bundles in services/dist would not load', () => {
    const nested: Lockfile = { packages: { 'services/api/node_modules/zod': { version: '3.0.0' } } };
    expect(runtimeImportProblems(importing('services/api', 'zod'), manifestOf, nested)).toEqual([
      'zod: services/api has its own copy (3.0.0), but the bundles in services/dist load the root\'s',
      'zod: not installed at the root\'s node_modules (only services/api/node_modules/zod), where the bundles in services/dist look for it',
    ]);
  });

  it('ignores Node built-ins and names scoped packages by scope and name', () => {
    expect(runtimeImports({ inputs: { 'services/api/src/x.ts': { imports: [{ path: 'node:fs', external: true }, { path: 'crypto', external: true }, { path: '@opentelemetry/api/build/x', external: true }] } } })).toEqual(
      new Map([['@opentelemetry/api', new Set(['services/api'])]]),
    );
  });
});
