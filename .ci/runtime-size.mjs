// Prints what the image's runtime stage holds, without Docker (issue 27: "image size and the runtime's dependency
// count are printed by CI"): the production packages of the server workspaces (read from package-lock.json as npm
// places them, services/build/runtime-packages.mjs) with their bytes on disk here, the built services and the SPA
// build. Bytes are the files' own sizes (what an image layer archives), not disk blocks; the base image
// (node:24-bookworm-slim) is not counted. Run after `npm ci` and `npm run build`: milliseconds, no npm call.
//   node .ci/runtime-size.mjs
//   → runtime image: 327 production packages, 167.1 MB (node_modules 160.2 MB, services 1.6 MB, web 5.3 MB); …
import { existsSync, lstatSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { productionPackages } from '../services/build/runtime-packages.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** Bytes of the files under `dir`, not following links, leaving out the folders `skip` says to. */
function bytesUnder(dir, skip = () => false) {
  if (!existsSync(dir)) return undefined;
  const stat = lstatSync(dir);
  if (!stat.isDirectory()) return stat.size;
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip(entry.name)) total += bytesUnder(full, skip) ?? 0;
    } else if (entry.isFile()) total += lstatSync(full).size;
  }
  return total;
}

const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
const lockfile = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const packages = productionPackages(lockfile);
let modules = 0;
const missing = [];
for (const location of packages) {
  // A package's own files; packages nested in its node_modules are counted as themselves.
  const bytes = bytesUnder(path.join(root, location), (name) => name === 'node_modules');
  if (bytes === undefined) missing.push(location);
  else modules += bytes;
}
// What the Dockerfile's node-runtime stage copies besides node_modules.
const services = ['services/dist', 'services/api/data/universities.json'].map((p) => bytesUnder(path.join(root, p)));
const web = bytesUnder(path.join(root, 'web/dist'));
const notBuilt = [services[0] === undefined && 'services/dist', web === undefined && 'web/dist'].filter(Boolean);
const servicesBytes = services.reduce((sum, b) => sum + (b ?? 0), 0);
const everything = Object.keys(lockfile.packages).filter((key) => key.includes('node_modules/') && !lockfile.packages[key].link).length;

console.log(
  `runtime image: ${packages.length} production packages, ${mb(modules + servicesBytes + (web ?? 0))} ` +
    `(node_modules ${mb(modules)}, services ${mb(servicesBytes)}, web ${mb(web ?? 0)}); ` +
    `the build stages install ${everything} packages of the lockfile`,
);
if (missing.length) console.log(`not installed here, so not counted: ${missing.length} (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''})`);
if (notBuilt.length) console.log(`not built, so not counted: ${notBuilt.join(', ')} (npm run build)`);
