// `npm start`'s build step: builds the SPA only when what goes into web/dist changed since the build that is there.
// A start on an existing checkout then costs a hash of the sources (≈ 0.1 s), not a Vite build (≈ 30 s on two
// cores). `npm run build` (CI, the e2e tier, the image) always builds, and Vite empties web/dist first, so a build
// made any other way drops the stamp and the next start builds again. Plain JavaScript: it runs before anything else.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SPA_BUILD_INPUTS, sourcesHash } from './sources-hash.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'web/dist');
const stampFile = path.join(dist, '.sources-hash');

// A build made with other build-time settings is another build.
const current = sourcesHash(root, SPA_BUILD_INPUTS, process.env.NODE_ENV ?? '');
const built = existsSync(path.join(dist, 'index.html')) && existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
if (built === current) {
  console.log('web/dist is up to date with its sources: build skipped');
} else {
  const result = spawnSync('npm', ['run', 'build', '--workspace', 'web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, `${current}\n`);
}
