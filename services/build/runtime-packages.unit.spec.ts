// The runtime image's package list (.ci/runtime-size.mjs prints its count and size), read from the lockfile as npm
// places packages. Checked by hand once against a real `npm ci --omit=dev --workspace …` install: the same 327.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './build-services.mjs';
import { productionPackages, type LockEntry } from './runtime-packages.mjs';

const lockfile = JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };
const linux = { os: 'linux', cpu: 'x64', libc: 'glibc' };

describe('production packages of the server workspaces', () => {
  it('hold what the services import and none of the build tools, tests or the SPA', () => {
    const packages = new Set(productionPackages(lockfile, undefined, linux));
    for (const runtime of ['express', 'pg', 'ioredis', 'bullmq', 'sharp', '@node-rs/argon2', '@opentelemetry/sdk-node']) expect(packages, runtime).toContain(`node_modules/${runtime}`);
    for (const buildOnly of ['tsx', 'typescript', 'esbuild', 'vite', 'vitest', 'lighthouse', 'playwright-core', 'eslint', 'react', 'preact', 'i18next']) expect(packages, buildOnly).not.toContain(`node_modules/${buildOnly}`);
  });

  it('follow Node resolution: a nested copy is taken first, then the root’s; workspaces are followed, not counted', () => {
    const packages = productionPackages(
      {
        packages: {
          '': { dependencies: {} },
          'node_modules/@fast-track/api': { link: true, resolved: 'services/api' },
          'services/api': { dependencies: { '@fast-track/shared': '0.1.0', a: '^1', b: '^2' } },
          'services/shared': { dependencies: { b: '^1' } },
          'node_modules/@fast-track/shared': { link: true, resolved: 'services/shared' },
          'node_modules/a': { dependencies: { b: '^1' } },
          'node_modules/b': {},
          'services/api/node_modules/b': { dependencies: { c: '^1' } },
          'node_modules/c': {},
          'node_modules/unused': {},
        },
      },
      ['services/api'],
      linux,
    );
    expect(packages).toEqual(['node_modules/a', 'node_modules/b', 'node_modules/c', 'services/api/node_modules/b']);
  });

  it('leave out optional packages of another platform, and optional peers', () => {
    const packages = productionPackages(
      {
        packages: {
          'services/api': { dependencies: { img: '^1' } },
          'node_modules/img': { optionalDependencies: { 'img-linux-x64': '1', 'img-darwin-arm64': '1', 'img-linuxmusl-x64': '1' }, peerDependencies: { extra: '1' }, peerDependenciesMeta: { extra: { optional: true } } },
          'node_modules/img-linux-x64': { optional: true, os: ['linux'], cpu: ['x64'], libc: ['glibc'] },
          'node_modules/img-darwin-arm64': { optional: true, os: ['darwin'], cpu: ['arm64'] },
          'node_modules/img-linuxmusl-x64': { optional: true, os: ['linux'], cpu: ['x64'], libc: ['musl'] },
          'node_modules/extra': {},
        },
      },
      ['services/api'],
      linux,
    );
    expect(packages).toEqual(['node_modules/img', 'node_modules/img-linux-x64']);
  });

  it('fail on a dependency the lockfile does not hold (an install that would not resolve)', () => {
    expect(() => productionPackages({ packages: { 'services/api': { dependencies: { gone: '^1' } } } }, ['services/api'], linux)).toThrow('services/api: gone is not in the lockfile');
  });
});
