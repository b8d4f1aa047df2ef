// The hash `npm start` compares with web/dist's stamp (build-if-changed.mjs): every input's path and bytes, in a fixed
// order, so an edited, added, removed, renamed or moved file changes it.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Everything the SPA build reads: its sources, build plugins and config, the shared code it imports, the locked versions. */
export const SPA_BUILD_INPUTS = {
  folders: ['web/src', 'web/public', 'web/build', 'services/shared/src'],
  files: ['web/index.html', 'web/vite.config.ts', 'web/tsconfig.json', 'web/package.json', 'package-lock.json'],
};

const filesUnder = (root, folder) =>
  existsSync(path.join(root, folder))
    ? readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    : [];

/** @param {string} root @param {{ folders: string[], files: string[] }} inputs @param {string} settings */
export function sourcesHash(root, inputs, settings = '') {
  const hash = createHash('sha256');
  const files = [...inputs.folders.flatMap((folder) => filesUnder(root, folder)), ...inputs.files.filter((file) => existsSync(path.join(root, file)))];
  for (const file of files.sort()) hash.update(file).update('\0').update(readFileSync(path.join(root, file))).update('\0');
  return hash.update(settings).digest('hex');
}
