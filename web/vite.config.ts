import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias } from 'vite';
import { entryScreenTable } from './src/app/entry-screen-table.ts';
import { entryHints } from './build/entry-hints.ts';
import { firstScreenSize } from './build/first-screen-size.ts';
import { precompress } from './build/precompress.ts';
import { preactAliases } from './build/preact-aliases.ts';

// The production bundle runs on Preact through preact/compat (build/preact-aliases.ts).
// Dev keeps real React so React DevTools and warnings work; e2e tests run against the build.

// react-router 7 exports only its development build (warnings, dev checks); its production build ships alongside.
const routerDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
const productionRouterAliases: Alias[] = [
  { find: /^react-router$/, replacement: join(routerDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(routerDist, 'dom-export.mjs') },
];

const api = 'http://localhost:8080';

/** Helpers the entry screens all import (measured with BENCH_VERBOSE=1 npm run bench:web): one chunk for them. */
const fixedValues = /\/(?:web\/src\/config\/tracks|web\/src\/lib\/fixed-labels|services\/shared\/src\/(?:vocabulary|tracks|events\/event-limits))\.ts$/;
// The content-language helpers (services/shared content-languages, the reader's version, "written in") and the
// host's company chip were four chunks of ≈0.2 KB gz on the entry screens (issue 28: the event page was 0.7 KB over).
const entryShared =
  /\/src\/(?:lib\/(?:use-locale|date-format|use-opened-once|use-in-view|truncate|page-data|use-revealed-count|http|lenient)|components\/ui\/(?:skeleton|image-with-fallback)|components\/content-languages\/(?:reader-version|written-in-note)|content-languages|features\/events\/components\/company-chip)\.tsx?$/;

/** What the event page shows below its first paint (the map, the host's rich text): one chunk, was four (issue 28). */
const eventDetailParts = /\/src\/(?:lib\/(?:map-preview|rich-text-allowlist)|components\/ui\/(?:map-preview|rich-text-view)|features\/events\/components\/map-preview)\.tsx?$/;

/** API calls of a signed-in first screen read without zod (lib/strict-read.ts), kept out of their feature's API chunk. */
const firstScreenApi = /\/src\/features\/messaging\/api\/unread-count\.ts$/;

/** The chunks of the screens people land on (web/src/app/entry-screen-table.ts): /, /events, /event/:link, /login. */
const entryScreenChunk = new RegExp(`^assets/(?:${entryScreenTable.map((s) => s.module).join('|')})-[\\w-]+\\.js$`);

export default defineConfig(({ command }) => ({
  plugins: [react(), firstScreenSize(), entryHints(), precompress()],
  resolve: { alias: command === 'build' ? [...preactAliases, ...productionRouterAliases] : [] },
  server: {
    proxy: {
      '/api': api,
      '/socket.io': { target: api, ws: true },
      '/sitemap.xml': api,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every lazy import carries the list of files to preload with it, and the entry holds that list for ~50 screens
    // (≈3 KB gz on every first paint). Only the entry screens keep their JS preloads (their chunk and its imports
    // download in parallel); other screens keep their CSS, and their imports follow when the screen's chunk arrives.
    // index.html names the entry's own imports (hostType 'html'), which every page needs.
    modulePreload: {
      // No polyfill (≈0.5 KB gz on every first screen): every browser we support (Chromium 66+, Firefox 115+, Safari 17+)
      // has modulepreload; an older one only fetches the imports a little later.
      polyfill: false,
      resolveDependencies: (filename, deps, { hostType }) =>
        hostType === 'html' || entryScreenChunk.test(filename) ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
    rolldownOptions: {
      output: {
        // A feature's API calls and schemas (api/, which pull in zod and ky) get a chunk of their own instead of being
        // merged with the presentational helpers the same routes share: a screen that only shows cards (the home
        // page's teaser before it loads its list) then does not download the schema library (issue 10).
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // What main.tsx imports statically ('$initial': Preact, the router, i18next, the shell) runs on every screen
            // before its first render. Split by the bundler's default it was eleven files fetched only once the entry had
            // arrived; as one entry chunk it is one request. Lighthouse's mobile model gives every request a round trip
            // on one of six HTTP/1.1 connections and shares one slow link between them: the number of files before the
            // first paint, and then their bytes, set the event page's LCP (issue 10). Three vendor chunks beside the entry
            // (tried) cost 1.8 KB gz more on every first screen (each chunk's own imports and exports, compressed alone)
            // and gave no LCP gain that the runs could tell from noise.
            { name: 'shell', tags: ['$initial'], priority: 10 }, // joins the entry chunk
            // Except the calls a signed-in first screen makes without zod (issue 28): they stay with their one caller.
            { debugName: 'feature-api', name: (id: string) => (firstScreenApi.test(id) ? null : (/\/src\/features\/([^/]+)\/api\//.exec(id)?.[1]?.concat('-api') ?? null)) },
            // The small helpers every entry screen shares, as one file instead of a dozen of ~0.2 KB (each file costs
            // its own header, import list and request): ≈1 KB gz less on the first screen of /events.
            { debugName: 'entry-shared', name: (id: string) => (entryShared.test(id) ? 'entry-shared' : null) },
            { debugName: 'event-detail-parts', name: (id: string) => (eventDetailParts.test(id) ? 'event-detail-parts' : null) },
            // The values the product owns and translates (tracks, the requirement vocabulary, their labels): one chunk.
            { debugName: 'fixed-values', name: (id: string) => (fixedValues.test(id) ? 'fixed-values' : null) },
          ],
        },
      },
    },
  },
}));
