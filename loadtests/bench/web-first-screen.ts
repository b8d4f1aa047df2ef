// What the first screen of a route costs, as Chromium fetches it: every JavaScript response (the HTML's scripts and
// every lazy chunk) and every language file (/locales/<lng>/*.json: the shell and the key groups the screen loads)
// until the network has been quiet for 500 ms, and every byte on the wire.
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Request } from '@playwright/test';
import { chromePath, chromiumFlags } from './web-lighthouse.ts';
import { pathsDiffer, seedStorageScript, type Storage } from './web-sessions.ts';

export interface ScriptFile {
  url: string;
  /** gzip -9 of the decoded body: the same measure whatever the server sent (the build's size report uses it too). */
  gzipBytes: number;
  wireBytes: number;
  encoding: string;
}

export interface FirstScreen {
  scripts: ScriptFile[];
  jsGzipBytes: number;
  /** The language files fetched (docs/translations.md), measured as the scripts are. */
  texts: ScriptFile[];
  jsonGzipBytes: number;
  /** Response headers and bodies of every request, as received (compressed where the server compressed). */
  wireBytes: number;
  requests: number;
}

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: chromePath(), headless: true, args: chromiumFlags });

const isScript = (request: Request): boolean =>
  request.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(request.url()).pathname);
const isText = (request: Request): boolean => /^\/locales\/[^/]+\/[^/]+\.json$/.test(new URL(request.url()).pathname);

/**
 * Loads `url` in a fresh context (cold cache) at a phone's size and counts until the network is idle; with `storage`
 * (a signed-in person's localStorage) set before the page's scripts run.
 */
export async function measureFirstScreen(browser: Browser, url: string, storage?: Storage): Promise<FirstScreen> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  try {
    if (storage) await context.addInitScript(seedStorageScript, storage);
    const page = await context.newPage();
    const finished: Request[] = [];
    const onFinished = (request: Request) => finished.push(request);
    page.on('requestfinished', onFinished);
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    // The count ends at the quiet: what the page fetches later (while the sizes below are read) is not first screen.
    page.off('requestfinished', onFinished);
    // A guard that sent the person elsewhere (an expired or refused session) would measure another screen.
    const landed = new URL(page.url()).pathname;
    if (pathsDiffer(landed, new URL(url).pathname)) throw new Error(`${url} landed on ${landed}`);
    const scripts: ScriptFile[] = [];
    const texts: ScriptFile[] = [];
    let wireBytes = 0;
    for (const request of finished) {
      const sizes = await request.sizes();
      const onWire = sizes.responseBodySize + sizes.responseHeadersSize;
      wireBytes += onWire;
      const into = isScript(request) ? scripts : isText(request) ? texts : undefined;
      if (!into) continue;
      const response = await request.response();
      if (!response || response.status() !== 200) continue;
      const body = await response.body();
      into.push({
        url: new URL(request.url()).pathname,
        gzipBytes: gzipSync(body, { level: 9 }).length,
        wireBytes: onWire,
        encoding: (await response.headerValue('content-encoding')) ?? 'identity',
      });
    }
    const gzipSum = (files: ScriptFile[]) => files.reduce((sum, f) => sum + f.gzipBytes, 0);
    return { scripts, jsGzipBytes: gzipSum(scripts), texts, jsonGzipBytes: gzipSum(texts), wireBytes, requests: finished.length };
  } finally {
    await context.close();
  }
}
