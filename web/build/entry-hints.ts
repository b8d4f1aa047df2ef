import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { entryScreenTable } from '../src/app/entry-screen-table.ts';
import { staticClosure } from './first-screen-size.ts';

export interface EntryHints {
  screens: { patterns: string[]; scripts: string[]; styles: string[] }[];
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  facadeModuleId?: string | null;
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Writes dist/entry-hints.json: for each entry screen (src/app/entry-screen-table.ts), the scripts and styles its
 * route chunk needs beyond what index.html loads. The server names them in the head of the page it sends for such a
 * path (services/api/src/http/index-html.ts), so they download with the shell instead of one round trip after it
 * (issue 10, LCP on a phone).
 */
export function entryHints(): Plugin {
  return {
    name: 'fast-track:entry-hints',
    apply: 'build',
    // After every plugin's generateBundle: Vite drops the chunks that only carried CSS there (their importers no
    // longer load them), and a hint must name only files the screen really fetches.
    writeBundle(options, bundle) {
      const chunks = new Map<string, ChunkLike>();
      for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
      const entry = [...chunks.values()].find((c) => c.isEntry);
      if (!entry) return;
      const shell = new Set(staticClosure(entry.fileName, chunks));
      const screens = entryScreenTable.map(({ module, patterns }) => {
        const route = [...chunks.values()].find((c) => c.facadeModuleId?.endsWith(`/src/app/routes/${module}.tsx`));
        if (!route) throw new Error(`entry-hints: no chunk for src/app/routes/${module}.tsx`);
        const files = staticClosure(route.fileName, chunks).filter((name) => !shell.has(name) && chunks.has(name));
        const styles = files.flatMap((name) => [...(chunks.get(name)?.viteMetadata?.importedCss ?? [])]);
        return { patterns: [...patterns], scripts: files.map((f) => `/${f}`), styles: [...new Set(styles)].map((f) => `/${f}`) };
      });
      const hints: EntryHints = { screens };
      writeFileSync(join(options.dir ?? 'dist', 'entry-hints.json'), JSON.stringify(hints, null, 2));
    },
  };
}
