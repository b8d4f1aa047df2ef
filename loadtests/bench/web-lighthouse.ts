// Lighthouse (npm `lighthouse`, its default mobile run: Moto G Power screen, simulated slow 4G and 4× CPU) against
// the system Chromium, which this module starts itself with the machine's flags: nothing is ever downloaded.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium as playwrightChromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { freePort } from './processes.ts';
import { pathsDiffer, type Storage } from './web-sessions.ts';

/** The flags every Chromium on these machines runs with (shared/MACHINE-NOTES.md). */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const chromePath = (): string => process.env.CHROME_PATH ?? '/usr/bin/chromium';

export interface LighthouseFigures {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

interface DebuggableChromium {
  port: number;
  stop: () => Promise<void>;
}

async function startChromium(): Promise<DebuggableChromium> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'fast-track-lh-profile-'));
  const child: ChildProcess = spawn(
    chromePath(),
    [...chromiumFlags, '--headless=new', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((done) => {
        const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.once('exit', () => {
          clearTimeout(force);
          done();
        });
        child.kill('SIGTERM');
      });
    }
    // Chromium's helpers may still be writing to the profile after it exits (ENOTEMPTY seen on a loaded machine): a few
    // tries, then the folder is left in the temp dir rather than failing a measured run.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch (error) {
      console.error(`  (left ${profile}: ${error instanceof Error ? error.message : String(error)})`);
    }
  };
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (res.ok) return { port, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  await stop();
  throw new Error(`${chromePath()} did not open its debugging port`);
}

/**
 * Writes `storage` into the origin's localStorage of the Chromium at `port`, from a tab on a small API answer of the
 * same origin (/readyz: nothing of the SPA enters the cache), then leaves the browser to Lighthouse.
 */
async function presetStorage(port: number, url: string, storage: Storage): Promise<void> {
  const browser = await playwrightChromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(new URL('/readyz', url).href);
    await page.evaluate((entries) => {
      const store = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage;
      for (const [key, value] of Object.entries(entries)) store.setItem(key, value);
    }, storage);
    await page.close();
  } finally {
    // Connected over CDP, close() only disconnects: the Chromium and its default profile stay for Lighthouse.
    await browser.close();
  }
}

/**
 * One Lighthouse mobile run of `url` in a fresh Chromium (fresh profile, cold cache). With `storage`, a signed-in
 * person's localStorage is set first and Lighthouse keeps it (disableStorageReset; the fresh profile's cache holds
 * only /readyz, so the load is still cold).
 */
export async function lighthouseRun(url: string, storage?: Storage): Promise<LighthouseFigures> {
  const chromium = await startChromium();
  try {
    if (storage) await presetStorage(chromium.port, url, storage);
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: storage !== undefined,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    // BENCH_LH_SAVE=<folder>: every run's whole report (LCP element, its phases, the request chains) for profiling.
    const saveDir = process.env.BENCH_LH_SAVE;
    if (saveDir) {
      mkdirSync(saveDir, { recursive: true });
      const name = `${new URL(url).pathname.replace(/[^\w]+/g, '_') || 'root'}-${Date.now()}.json`;
      writeFileSync(join(saveDir, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    // A guard that sent the person elsewhere (a refused session) would score another screen.
    if (pathsDiffer(new URL(lhr.finalDisplayedUrl).pathname, new URL(url).pathname)) throw new Error(`Lighthouse: ${url} ended on ${lhr.finalDisplayedUrl}`);
    const audit = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
      lcpMs: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbtMs: audit('total-blocking-time'),
    };
  } finally {
    await chromium.stop();
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** A run that Lighthouse itself could not record (NO_NAVSTART, NO_FCP on a loaded machine) is tried again, twice. */
async function lighthouseRunWithRetry(url: string, storage?: Storage): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseRun(url, storage);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.error(`  (Lighthouse run failed, trying again: ${error instanceof Error ? error.message : String(error)})`);
    }
  }
}

/** Each figure's median over `runs` runs (taken per figure, so one slow run cannot pick all four). */
export async function lighthouseMedian(url: string, runs: number, storage?: Storage): Promise<LighthouseFigures & { all: LighthouseFigures[] }> {
  const all: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i += 1) all.push(await lighthouseRunWithRetry(url, storage));
  return {
    performance: median(all.map((r) => r.performance)),
    lcpMs: median(all.map((r) => r.lcpMs)),
    cls: median(all.map((r) => r.cls)),
    tbtMs: median(all.map((r) => r.tbtMs)),
    all,
  };
}
