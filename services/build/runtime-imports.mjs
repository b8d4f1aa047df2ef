// What the built services (services/dist) import from npm at run time, and whether the image's production install
// (`npm ci --omit=dev`, Dockerfile) holds each of those packages where the bundles will look for it. A bundle that
// imports a package only a devDependency brings would start in CI (where everything is installed) and crash in the
// image with ERR_MODULE_NOT_FOUND; this check catches it at build time instead.
import { builtinModules } from 'node:module';
import path from 'node:path';

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
export function packageNameOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const isBuiltin = (specifier) => specifier.startsWith('node:') || builtinModules.includes(packageNameOf(specifier));

/** The workspace folder (`services/api`) a source file of the bundle belongs to, from its path relative to the root. */
const workspaceOf = (input) => /^(services\/[^/]+)\//.exec(input.split(path.sep).join('/'))?.[1];

/**
 * Every npm package the bundles import, with the workspaces whose code imports it.
 * @param {{ inputs: Record<string, { imports: { path: string, external?: boolean }[] }> }} metafile esbuild's, paths relative to the root
 * @returns {Map<string, Set<string>>}
 */
export function runtimeImports(metafile) {
  const imports = new Map();
  for (const [input, info] of Object.entries(metafile.inputs)) {
    for (const imported of info.imports) {
      if (!imported.external || isBuiltin(imported.path)) continue;
      const name = packageNameOf(imported.path);
      const workspace = workspaceOf(input) ?? '(root)';
      if (!imports.has(name)) imports.set(name, new Set());
      imports.get(name).add(workspace);
    }
  }
  return imports;
}

/**
 * Why each runtime import would fail in the image, as sentences; [] when none would.
 * - the importing workspace must list the package in `dependencies` (a devDependency is left out by --omit=dev, and
 *   leaning on another workspace's dependency breaks when that one drops it);
 * - the lockfile must place it at the root's node_modules, outside the dev-only part of the tree: the bundles live in
 *   services/dist, so a copy nested under services/<workspace>/node_modules is one they never find (and a workspace
 *   with a copy of its own would run another version built than from source).
 * @param {Map<string, Set<string>>} imports from runtimeImports
 * @param {(workspace: string) => { dependencies?: Record<string, string>, devDependencies?: Record<string, string> }} manifestOf package.json of a workspace folder ('(root)' = the root's)
 * @param {{ packages: Record<string, { version?: string, dev?: boolean, devOptional?: boolean }> }} lockfile package-lock.json
 */
export function runtimeImportProblems(imports, manifestOf, lockfile) {
  const problems = [];
  for (const [name, workspaces] of [...imports].sort(([a], [b]) => a.localeCompare(b))) {
    for (const workspace of [...workspaces].sort()) {
      const manifest = manifestOf(workspace);
      if (manifest.dependencies?.[name]) continue;
      problems.push(
        manifest.devDependencies?.[name]
          ? `${name}: imported at run time by ${workspace}, but only a devDependency of it (npm ci --omit=dev leaves it out)`
          : `${name}: imported at run time by ${workspace}, which does not list it in its dependencies`,
      );
    }
    for (const workspace of workspaces) {
      const own = lockfile.packages[`${workspace}/node_modules/${name}`];
      if (own) problems.push(`${name}: ${workspace} has its own copy (${own.version ?? '?'}), but the bundles in services/dist load the root's`);
    }
    const hoisted = lockfile.packages[`node_modules/${name}`];
    if (!hoisted) {
      const nested = Object.keys(lockfile.packages).filter((key) => key.endsWith(`/node_modules/${name}`) && key.startsWith('services/'));
      problems.push(`${name}: not installed at the root's node_modules${nested.length ? ` (only ${nested.join(', ')})` : ''}, where the bundles in services/dist look for it`);
    } else if (hoisted.dev || hoisted.devOptional) {
      problems.push(`${name}: the lockfile marks node_modules/${name} as dev-only, so npm ci --omit=dev does not install it`);
    }
  }
  return problems;
}
