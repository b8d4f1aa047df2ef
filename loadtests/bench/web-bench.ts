// npm run bench:web — the first paint as a phone user sees it (issue 10).
//   1. builds the SPA into a temp folder (BENCH_WEB_DIST=<folder> measures an existing build instead);
//   2. starts the production server on it (embedded PGlite, demo seed, fresh data folder, free port);
//   3. per route (/, /events, the first demo event's page, /login, /employer/pricing, /support):
//      - first-screen JS in Chromium: every script response incl. lazy chunks until the network is idle
//        (gzip -9 bytes, number of files), the language files (/locales/<lng>/*.json, the same measure), and all
//        bytes on the wire (headers + bodies as sent);
//      - Lighthouse mobile (npm `lighthouse`, system Chromium at CHROME_PATH, default /usr/bin/chromium):
//        performance, LCP, CLS, TBT, each the median of BENCH_LH_RUNS (3) runs;
//   each against its target. BENCH_VERBOSE=1 lists every script file; BENCH_LH_RUNS=0 skips Lighthouse (JS and bytes only);
//   BENCH_ROUTES=events,event page measures only the routes of those names.
//   4. "event page via gateway": Lighthouse on the event page through nginx vs API-served (web-gateway.ts;
//      npm run bench:web:gateway measures only that).
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startApp } from './processes.ts';
import { launchBrowser, measureFirstScreen, type FirstScreen } from './web-first-screen.ts';
import { benchEventPageThroughGateway } from './web-gateway.ts';
import { lighthouseMedian, type LighthouseFigures } from './web-lighthouse.ts';

const LH_RUNS = Math.max(0, Number(process.env.BENCH_LH_RUNS ?? 3));
const VERBOSE = process.env.BENCH_VERBOSE === '1';
const ONLY = process.env.BENCH_ROUTES?.split(',').map((name) => name.trim());
const APP_ENTRY = process.env.BENCH_APP_ENTRY ?? 'services/api/src/main.ts';

const TARGETS = { performance: 95, lcpMs: 2_000, cls: 0.05, tbtMs: 150 };

interface Route {
  name: string;
  path: string;
  /** Gzipped first-screen JS budget in KB; undefined: reported, no target. */
  jsBudgetKb?: number;
  /** Gzipped first-screen language files budget in KB; JSON_BUDGET_KB when not given. */
  jsonBudgetKb?: number;
}

/**
 * Gzipped first-screen language files (shell.json and any key group the screen loads): issue 24. A public content
 * page (pricing, support) has its words as JSON since they left the JS (issue 24 part 3: its JS fell by 5 KB, its
 * JSON rose by 1.2–2.5 KB), so it has 10 KB: its JS + JSON stay under the 73.5 KB they were before the move.
 */
const JSON_BUDGET_KB = 8;

function buildWeb(outDir: string): void {
  console.log(`building the SPA into ${outDir} …`);
  const run = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: resolve('web'),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (run.status !== 0) throw new Error(`vite build failed (${run.status ?? run.signal})`);
}

async function firstEventLink(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/getEvents/no`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, limit: 1 }),
  });
  const answer = (await res.json()) as { events?: { link?: string }[] };
  const link = answer.events?.[0]?.link;
  if (!link) throw new Error('the demo seed has no upcoming event');
  return link;
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const mark = (ok: boolean): string => (ok ? 'ok  ' : 'MISS');

function report(route: Route, screen: FirstScreen, lh: LighthouseFigures | undefined): string[] {
  const jsOk = route.jsBudgetKb === undefined || screen.jsGzipBytes <= route.jsBudgetKb * 1024;
  const lines = [
    `${route.name} (${route.path})`,
    `  first-screen JS   ${kb(screen.jsGzipBytes).padStart(9)} gz in ${screen.scripts.length} files   ${
      route.jsBudgetKb === undefined ? '     (no target)' : `${mark(jsOk)} ≤ ${route.jsBudgetKb} KB`
    }`,
    `  first-screen JSON ${kb(screen.jsonGzipBytes).padStart(9)} gz in ${screen.texts.length} files   ${mark(
      screen.jsonGzipBytes <= (route.jsonBudgetKb ?? JSON_BUDGET_KB) * 1024,
    )} ≤ ${route.jsonBudgetKb ?? JSON_BUDGET_KB} KB (${screen.texts.map((f) => f.url.split('/').pop()).join(', ')})`,
    `  on the wire       ${kb(screen.wireBytes).padStart(9)} in ${screen.requests} requests (JS: ${kb(
      screen.scripts.reduce((s, f) => s + f.wireBytes, 0),
    )}, ${[...new Set(screen.scripts.map((f) => f.encoding))].join('/')})`,
  ];
  if (lh) {
    lines.push(
      `  performance       ${String(lh.performance).padStart(9)}   ${mark(lh.performance >= TARGETS.performance)} ≥ ${TARGETS.performance}`,
      `  LCP               ${`${(lh.lcpMs / 1000).toFixed(2)} s`.padStart(9)}   ${mark(lh.lcpMs <= TARGETS.lcpMs)} ≤ ${TARGETS.lcpMs / 1000} s`,
      `  CLS               ${lh.cls.toFixed(3).padStart(9)}   ${mark(lh.cls <= TARGETS.cls)} ≤ ${TARGETS.cls}`,
      `  TBT               ${`${Math.round(lh.tbtMs)} ms`.padStart(9)}   ${mark(lh.tbtMs <= TARGETS.tbtMs)} ≤ ${TARGETS.tbtMs} ms`,
    );
  }
  if (VERBOSE) for (const f of [...screen.scripts, ...screen.texts]) lines.push(`    ${f.url.padEnd(48)} ${kb(f.gzipBytes).padStart(9)} gz  ${kb(f.wireBytes).padStart(9)} wire ${f.encoding}`);
  return lines;
}

async function main(): Promise<void> {
  const buildRoot = process.env.BENCH_WEB_DIST ? undefined : mkdtempSync(join(tmpdir(), 'fast-track-bench-web-'));
  const webDist = process.env.BENCH_WEB_DIST ? resolve(process.env.BENCH_WEB_DIST) : join(buildRoot ?? '', 'dist');
  try {
    // nginx's workers (the gateway route) drop root privileges and must reach the build.
    if (buildRoot) chmodSync(buildRoot, 0o755);
    if (buildRoot) buildWeb(webDist);
    process.env.WEB_DIST = webDist;
    const app = await startApp({ entry: APP_ENTRY, readyTimeoutMs: 120_000 });
    const browser = await launchBrowser();
    try {
      const link = await firstEventLink(app.url);
      const routes: Route[] = [
        { name: 'home', path: '/', jsBudgetKb: 60 },
        { name: 'events', path: '/events', jsBudgetKb: 60 },
        { name: 'event page', path: `/event/${encodeURIComponent(link)}`, jsBudgetKb: 70 },
        { name: 'login', path: '/login' },
        // Two pages of the public site (issue 15): the layout, its words and a widget load as lazy chunks.
        { name: 'employer pricing', path: '/employer/pricing', jsBudgetKb: 70, jsonBudgetKb: 10 },
        { name: 'support', path: '/support', jsBudgetKb: 70, jsonBudgetKb: 10 },
      ];
      console.log(`\nFirst paint on ${app.url} (Lighthouse mobile, median of ${LH_RUNS}; JS counted in Chromium until network idle)\n`);
      for (const route of routes.filter((r) => !ONLY || ONLY.includes(r.name))) {
        const url = `${app.url}${route.path}`;
        // One unmeasured load warms the server (first PGlite reads, file handles) for both measurements.
        await measureFirstScreen(browser, url);
        const screen = await measureFirstScreen(browser, url);
        const lh = LH_RUNS > 0 ? await lighthouseMedian(url, LH_RUNS) : undefined;
        console.log(report(route, screen, lh).join('\n'));
        if (lh && LH_RUNS > 1) {
          console.log(`  runs: ${lh.all.map((r) => `${r.performance}/${(r.lcpMs / 1000).toFixed(2)}s/${r.cls.toFixed(3)}/${Math.round(r.tbtMs)}ms`).join('  ')}`);
        }
        console.log('');
      }
      if (LH_RUNS > 0 && (!ONLY || ONLY.includes('event page via gateway'))) {
        await benchEventPageThroughGateway({ appUrl: app.url, webDist, eventPath: `/event/${encodeURIComponent(link)}`, runs: LH_RUNS });
      }
    } finally {
      await browser.close();
      await app.stop();
    }
  } finally {
    if (buildRoot) rmSync(buildRoot, { recursive: true, force: true });
  }
}

await main();
