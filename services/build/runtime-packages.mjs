// The packages the image's runtime stage installs (`npm ci --omit=dev --workspace @fast-track/api --workspace
// @fast-track/worker --workspace @fast-track/shared`, Dockerfile), read from package-lock.json the way npm places
// them: from each workspace's dependencies, every dependency of a dependency resolved as Node does (the nearest
// node_modules folder up the tree), optional ones only for this platform. No npm call, so CI can print the figure
// in milliseconds (.ci/runtime-size.mjs); `npm ls --omit=dev --all` lists the same set in seconds.

/** The workspaces the runtime stage installs. */
export const runtimeWorkspaces = ['services/shared', 'services/api', 'services/worker'];

/** Folders a package at `location` looks in for its dependencies, nearest first (`a/node_modules/b` → `a/…`, root). */
function* lookupFolders(location) {
  let at = location;
  for (;;) {
    yield at === '' ? 'node_modules' : `${at}/node_modules`;
    if (at === '') return;
    const parent = at.lastIndexOf('/node_modules/');
    at = parent >= 0 ? at.slice(0, parent) : '';
  }
}

/** npm skips an optional package built for another OS, CPU or C library. */
const installsHere = (entry, platform) =>
  (!entry.os || entry.os.includes(platform.os)) && (!entry.cpu || entry.cpu.includes(platform.cpu)) && (!entry.libc || entry.libc.includes(platform.libc));

/**
 * Locations (lockfile keys, `node_modules/…`) of every package a production install of `workspaces` holds.
 * @param {{ packages: Record<string, { link?: boolean, resolved?: string, optional?: boolean, os?: string[], cpu?: string[], libc?: string[], dependencies?: Record<string, string>, optionalDependencies?: Record<string, string>, peerDependencies?: Record<string, string>, peerDependenciesMeta?: Record<string, { optional?: boolean }> }> }} lockfile
 * @param {string[]} workspaces
 * @param {{ os: string, cpu: string, libc: string }} platform
 */
export function productionPackages(lockfile, workspaces = runtimeWorkspaces, platform = { os: process.platform, cpu: process.arch, libc: 'glibc' }) {
  const found = new Set();
  const visited = new Set();
  const resolve = (name, from) => {
    for (const folder of lookupFolders(from)) if (lockfile.packages[`${folder}/${name}`]) return `${folder}/${name}`;
    return undefined;
  };
  const visit = (location) => {
    if (visited.has(location)) return;
    visited.add(location);
    const entry = lockfile.packages[location];
    // A workspace is a link to its folder; it is installed as its own manifest, not as a package.
    if (entry?.link && entry.resolved !== undefined) {
      visit(entry.resolved);
      return;
    }
    if (!entry) return;
    if (location.includes('node_modules/')) {
      if (!installsHere(entry, platform)) return;
      found.add(location);
    }
    const optionalPeers = entry.peerDependenciesMeta ?? {};
    const names = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
      ...Object.keys(entry.peerDependencies ?? {}).filter((name) => !optionalPeers[name]?.optional),
    ];
    for (const name of names) {
      const at = resolve(name, location);
      if (at) visit(at);
      else if (entry.dependencies?.[name]) throw new Error(`${location || '(root)'}: ${name} is not in the lockfile`);
    }
  };
  for (const workspace of workspaces) visit(workspace);
  return [...found].sort();
}
