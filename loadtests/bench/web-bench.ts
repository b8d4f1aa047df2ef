// npm run bench:web — the first paint as a phone user sees it (issues 10, 15, 28).
//   1. builds the SPA into a temp folder (BENCH_WEB_DIST=<folder> measures an existing build instead);
//   2. creates an admin on a fresh data folder (`npm run admin:create`), then starts the production server on it
//      (embedded PGlite, demo seed, free port, the local outbox open for the codes);
//   3. signs one person of each audience in through the API (web-sessions.ts) and keeps each one's browser storage
//      as the app leaves it after a first visit;
//   4. per route (web-routes.ts: the entry screens, every public marketing page signed out, each audience's first
//      screen signed in):
//      - first-screen JS in Chromium: every script response incl. lazy chunks until the network is idle
//        (gzip -9 bytes, number of files), the language files (/locales/<lng>/*.json, the same measure), and all
//        bytes on the wire (headers + bodies as sent);
//      - Lighthouse mobile (npm `lighthouse`, system Chromium at CHROME_PATH, default /usr/bin/chromium), with the
//        route's session preset: performance, LCP, CLS, TBT, each the median of BENCH_LH_RUNS (3) runs;
//   each against its target, as verdicts (verdict.ts). BENCH_VERBOSE=1 lists every script file; BENCH_LH_RUNS=0 skips
//   Lighthouse (JS and bytes only); BENCH_ROUTES=events,support measures only the routes of those names;
//   BENCH_LH_SAVE=<folder> keeps every Lighthouse report (LCP element and phases, request chains) for profiling;
//   BENCH_SCALE=smoke (CI) measures one signed-in screen with one Lighthouse run, which proves every part still runs.
//   4. "event page via gateway" (not at smoke size): Lighthouse on the event page through nginx vs API-served
//      (web-gateway.ts; npm run bench:web:gateway measures only that).
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { newDataRoot, startApp } from './processes.ts';
import { describeGauge, isSmoke, machineGauge, verdict } from './verdict.ts';
import { launchBrowser, measureFirstScreen, type FirstScreen } from './web-first-screen.ts';
import { benchEventPageThroughGateway } from './web-gateway.ts';
import { lighthouseMedian, type LighthouseFigures } from './web-lighthouse.ts';
import { benchRoutes, JSON_BUDGET_KB, SMOKE_ROUTES, type Route } from './web-routes.ts';
import { createAdmin, newIdentitySecret, signInEnv, signInEveryAudience, storageAfterVisit, type Audience, type Storage } from './web-sessions.ts';

const LH_RUNS = Math.max(0, Number(process.env.BENCH_LH_RUNS ?? (isSmoke() ? 1 : 3)));
const VERBOSE = process.env.BENCH_VERBOSE === '1';
const ONLY = process.env.BENCH_ROUTES?.split(',').map((name) => name.trim()) ?? (isSmoke() ? SMOKE_ROUTES : undefined);
const APP_ENTRY = process.env.BENCH_APP_ENTRY ?? 'services/api/src/main.ts';

const TARGETS = { performance: 95, lcpMs: 2_000, cls: 0.05, tbtMs: 150 };

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
const load = (): string => loadavg().map((l) => l.toFixed(2)).join(' ');

/** The figures of one route, each against its target as a verdict (verdict.ts prints the "holds"/"MISSED" line). */
function report(route: Route, screen: FirstScreen, lh: (LighthouseFigures & { all: LighthouseFigures[] }) | undefined): void {
  const who = route.audience ? `signed in as ${route.audience}` : 'signed out';
  console.log(`${route.name} (${route.path}, ${who}; load ${load()})`);
  const jsFigure = `${kb(screen.jsGzipBytes)} gz in ${screen.scripts.length} files`;
  if (route.jsBudgetKb === undefined) console.log(`  first-screen JS ${jsFigure} (no target)`);
  else verdict('web', `${route.name}: first-screen JS ≤ ${route.jsBudgetKb} KB gz`, screen.jsGzipBytes, 'at most', route.jsBudgetKb * 1024, jsFigure);
  const jsonBudget = route.jsonBudgetKb === undefined ? JSON_BUDGET_KB : route.jsonBudgetKb;
  const jsonFigure = `${kb(screen.jsonGzipBytes)} gz (${screen.texts.map((f) => f.url.split('/').pop()).join(', ')})`;
  if (jsonBudget === null) console.log(`  first-screen language files ${jsonFigure} (no target)`);
  else verdict('web', `${route.name}: first-screen language files ≤ ${jsonBudget} KB gz`, screen.jsonGzipBytes, 'at most', jsonBudget * 1024, jsonFigure);
  const jsWire = screen.scripts.reduce((sum, f) => sum + f.wireBytes, 0);
  console.log(`  on the wire ${kb(screen.wireBytes)} in ${screen.requests} requests (JS: ${kb(jsWire)}, ${[...new Set(screen.scripts.map((f) => f.encoding))].join('/')})`);
  if (lh) {
    verdict('web', `${route.name}: Lighthouse mobile performance ≥ ${TARGETS.performance}`, lh.performance, 'at least', TARGETS.performance, String(lh.performance));
    verdict('web', `${route.name}: LCP ≤ ${TARGETS.lcpMs / 1000} s`, lh.lcpMs, 'at most', TARGETS.lcpMs, `${(lh.lcpMs / 1000).toFixed(2)} s`);
    // CLS and TBT are the entry screens' targets (issue 10); the other screens report them.
    if (route.group === 'entry') {
      verdict('web', `${route.name}: CLS ≤ ${TARGETS.cls}`, lh.cls, 'at most', TARGETS.cls, lh.cls.toFixed(3));
      verdict('web', `${route.name}: TBT ≤ ${TARGETS.tbtMs} ms`, lh.tbtMs, 'at most', TARGETS.tbtMs, `${Math.round(lh.tbtMs)} ms`);
    } else {
      console.log(`  CLS ${lh.cls.toFixed(3)}, TBT ${Math.round(lh.tbtMs)} ms`);
    }
    if (lh.all.length > 1) {
      console.log(`  runs (perf/LCP/CLS/TBT): ${lh.all.map((r) => `${r.performance}/${(r.lcpMs / 1000).toFixed(2)}s/${r.cls.toFixed(3)}/${Math.round(r.tbtMs)}ms`).join('  ')}`);
    }
  }
  if (VERBOSE) {
    for (const f of [...screen.scripts, ...screen.texts]) console.log(`    ${f.url.padEnd(48)} ${kb(f.gzipBytes).padStart(9)} gz  ${kb(f.wireBytes).padStart(9)} wire ${f.encoding}`);
  }
}

/** Each audience's storage after a first visit to its first route (what a returning person's browser holds). */
async function sessionsFor(routes: Route[], appUrl: string, admin: ReturnType<typeof createAdmin>, browser: Awaited<ReturnType<typeof launchBrowser>>): Promise<Map<Audience, Storage>> {
  const audiences = [...new Set(routes.flatMap((r) => (r.audience ? [r.audience] : [])))];
  if (audiences.length === 0) return new Map();
  const signedIn = await signInEveryAudience(appUrl, admin, audiences);
  const visited = new Map<Audience, Storage>();
  for (const audience of audiences) {
    const first = routes.find((r) => r.audience === audience)!;
    visited.set(audience, await storageAfterVisit(browser, `${appUrl}${first.path}`, signedIn.get(audience)!));
  }
  return visited;
}

async function main(): Promise<void> {
  const buildRoot = process.env.BENCH_WEB_DIST ? undefined : mkdtempSync(join(tmpdir(), 'fast-track-bench-web-'));
  const webDist = process.env.BENCH_WEB_DIST ? resolve(process.env.BENCH_WEB_DIST) : join(buildRoot ?? '', 'dist');
  const dataRoot = newDataRoot();
  try {
    // nginx's workers (the gateway route) drop root privileges and must reach the build.
    if (buildRoot) chmodSync(buildRoot, 0o755);
    if (buildRoot) buildWeb(webDist);
    process.env.WEB_DIST = webDist;
    const identitySecret = newIdentitySecret();
    const admin = createAdmin(join(dataRoot, 'data'), identitySecret);
    const app = await startApp({ entry: APP_ENTRY, readyTimeoutMs: 120_000, dataRoot, env: signInEnv(identitySecret) });
    const browser = await launchBrowser();
    try {
      const link = await firstEventLink(app.url);
      const routes = benchRoutes(link).filter((r) => !ONLY || ONLY.includes(r.name));
      if (routes.length === 0 && !ONLY?.includes('event page via gateway')) throw new Error(`no route named ${ONLY?.join(', ')}`);
      const sessions = await sessionsFor(routes, app.url, admin, browser);
      console.log(`\nFirst paint on ${app.url} (Lighthouse mobile, median of ${LH_RUNS}; JS counted in Chromium until network idle)`);
      console.log(`${describeGauge(await machineGauge())}\n`);
      for (const route of routes) {
        const url = `${app.url}${route.path}`;
        const storage = route.audience ? sessions.get(route.audience) : undefined;
        // One unmeasured load warms the server (first PGlite reads, file handles) for both measurements.
        await measureFirstScreen(browser, url, storage);
        const screen = await measureFirstScreen(browser, url, storage);
        const lh = LH_RUNS > 0 ? await lighthouseMedian(url, LH_RUNS, storage) : undefined;
        report(route, screen, lh);
        console.log('');
      }
      if (LH_RUNS > 0 && !isSmoke() && (!ONLY || ONLY.includes('event page via gateway'))) {
        await benchEventPageThroughGateway({ appUrl: app.url, webDist, eventPath: `/event/${encodeURIComponent(link)}`, runs: LH_RUNS });
      }
      console.log(`done; load ${load()}`);
    } finally {
      await browser.close();
      await app.stop();
    }
  } finally {
    if (buildRoot) rmSync(buildRoot, { recursive: true, force: true });
    rmSync(dataRoot, { recursive: true, force: true });
  }
}

await main();
