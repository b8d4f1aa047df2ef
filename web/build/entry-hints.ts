import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { areaScreenTable } from '../src/app/area-screen-table.ts';
import { entryScreenTable } from '../src/app/entry-screen-table.ts';
import { staticClosure } from './first-screen-size.ts';

export interface EntryHints {
  /** `texts`: key groups (/locales/<lng>/<group>.json) the screen fetches before it renders. */
  screens: { patterns: string[]; scripts: string[]; styles: string[]; texts: string[] }[];
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
 * Writes dist/entry-hints.json: for each entry screen (src/app/entry-screen-table.ts) and each area screen people
 * open from outside (src/app/area-screen-table.ts: public pages, each audience's first screen), the scripts and
 * styles its route chunk needs beyond what index.html loads, and the key groups it fetches before its first render.
 * The server names them in the head of the page it sends for such a path (services/api/src/http/index-html.ts), so
 * they download with the shell instead of one round trip after another (issues 10 and 28, LCP on a phone).
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
      const routeChunk = (module: string): string => {
        const route = [...chunks.values()].find((c) => c.facadeModuleId?.endsWith(`/src/app/${module}.tsx`));
        if (!route) throw new Error(`entry-hints: no chunk for src/app/${module}.tsx`);
        return route.fileName;
      };
      const hintsOf = (roots: string[], patterns: readonly string[], texts: readonly string[]) => {
        const files = [...new Set(roots.flatMap((root) => staticClosure(root, chunks)))].filter((name) => !shell.has(name) && chunks.has(name));
        const styles = files.flatMap((name) => [...(chunks.get(name)?.viteMetadata?.importedCss ?? [])]);
        return { patterns: [...patterns], scripts: files.map((f) => `/${f}`), styles: [...new Set(styles)].map((f) => `/${f}`), texts: [...texts] };
      };
      // The entry screens' routes are in entry-routes.tsx (the first screen's table); the area screens' behind the
      // routing table's own chunk (router.tsx), which they need first.
      const areaTable = routeChunk('router');
      const sessionChunks = [routeChunk('layouts/account-control'), routeChunk('realtime-session')];
      const screens = [
        ...entryScreenTable.map(({ module, patterns }) => hintsOf([routeChunk(`routes/${module}`)], patterns, [])),
        ...areaScreenTable.map(({ module, patterns, texts, signedIn }) =>
          hintsOf([areaTable, routeChunk(`routes/${module}`), ...(signedIn ? sessionChunks : [])], patterns, texts),
        ),
      ];
      const hints: EntryHints = { screens };
      writeFileSync(join(options.dir ?? 'dist', 'entry-hints.json'), JSON.stringify(hints, null, 2));
    },
  };
}
