import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
}

const gz = (code: string): number => gzipSync(code, { level: 9 }).length;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** Every chunk the entry pulls in statically: what the browser must run before the first screen paints. */
export function staticClosure(entry: string, chunks: Map<string, ChunkLike>): string[] {
  const seen = new Set<string>();
  const visit = (name: string): void => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const dep of chunks.get(name)?.imports ?? []) visit(dep);
  };
  visit(entry);
  return [...seen];
}

/**
 * Prints the gzipped JS the first screen (/) needs: the entry chunk plus its static imports, and separately the lazy
 * route chunk for / (fetched in parallel right after the entry runs), and the English shell language file (fetched
 * before the first render, docs/translations.md; other key groups load with the screens that use them).
 */
export function firstScreenSize(): Plugin {
  let publicDir = '';
  return {
    name: 'fast-track:first-screen-size',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkLike>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') chunks.set(item.fileName, item);
      }
      const entry = [...chunks.values()].find((c) => c.isEntry);
      if (!entry) return;
      const closure = staticClosure(entry.fileName, chunks);
      let total = 0;
      const lines: string[] = [];
      for (const name of closure) {
        const size = gz(chunks.get(name)?.code ?? '');
        total += size;
        lines.push(`    ${name.padEnd(44)} ${kb(size)}`);
      }
      const home = entry.dynamicImports.map((n) => chunks.get(n)).find((c) => c && /home/.test(c.fileName));
      const homeExtra = home
        ? staticClosure(home.fileName, chunks)
            .filter((n) => !closure.includes(n))
            .reduce((sum, n) => sum + gz(chunks.get(n)?.code ?? ''), 0)
        : 0;
      console.log(`\nFirst screen (/) JS, gzipped: ${kb(total)} (entry + static imports)`);
      console.log(lines.join('\n'));
      if (home) console.log(`  + lazy home route for / and its new imports: ${kb(homeExtra)} → ${kb(total + homeExtra)} in all\n`);
      const shell = join(publicDir, 'locales', 'en', 'shell.json');
      if (publicDir && existsSync(shell)) console.log(`First screen language file (locales/en/shell.json), gzipped: ${kb(gz(readFileSync(shell, 'utf8')))}\n`);
    },
  };
}
