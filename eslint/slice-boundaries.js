// The codebase's import boundaries as one ESLint rule (eslint.config.js lists the zones). It replaced
// import-x/no-restricted-paths, which resolved every import through the file system and matched it against some
// seventy glob zones: a third of the typed lint's CPU time (108 → 77 CPU-s on services/api/src + web/src). Here a
// zone applies to a file by a predicate evaluated once per file, and an import's target is computed, not resolved:
// every relative import names its file (allowImportingTsExtensions), and a workspace package maps `@fast-track/x/*`
// to its `src/*.ts` (the packages' `exports`).
import path from 'node:path';

/** `file` is `dir` or lies below it (paths relative to the repository, '/'-separated). */
export const inside = (file, dir) => file === dir || file.startsWith(`${dir}/`);

const packageRoots = { '@fast-track/shared': 'services/shared/src', '@fast-track/api': 'services/api/src' };

/** The repository path an import of `specifier` from `file` names, or undefined for a package outside ours. */
export function importTarget(file, specifier) {
  if (specifier.startsWith('./') || specifier.startsWith('../')) return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  for (const [name, root] of Object.entries(packageRoots)) {
    if (specifier === name) return root;
    if (specifier.startsWith(`${name}/`)) return `${root}/${specifier.slice(name.length + 1)}.ts`;
  }
  return undefined;
}

/**
 * @param {{ root: string, zones: Array<{ files: (file: string) => boolean, from: string[], except?: string[], message: string }>} options
 *   a zone forbids files for which `files` holds to import anything inside `from`, except what lies inside `except`
 *   (repository paths: a folder or one file).
 */
export function sliceBoundaries({ root, zones }) {
  return {
    rules: {
      'slice-boundaries': {
        meta: { type: 'problem', schema: [], docs: { description: 'Imports cross slice and layer boundaries only through their doors' } },
        create(context) {
          const file = path.relative(root, context.filename).split(path.sep).join('/');
          const active = zones.filter((zone) => zone.files(file));
          if (active.length === 0) return {};
          const check = (node) => {
            const specifier = node.source?.type === 'Literal' ? node.source.value : undefined;
            if (typeof specifier !== 'string') return;
            const target = importTarget(file, specifier);
            if (target === undefined) return;
            const broken = active.find(
              (zone) => zone.from.some((dir) => inside(target, dir)) && !(zone.except ?? []).some((door) => inside(target, door)),
            );
            if (broken) context.report({ node: node.source, message: broken.message });
          };
          return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
        },
      },
    },
  };
}
