// Lighthouse mobile on the event page through the nginx gateway against the same page served by the API alone
// (issue 27: "matches the API-served figure (± 3 points)"). The gateway is the compose one: nginx with the config
// rendered from nginx/templates/nginx.conf.template (nginx/render.mjs), the SPA build as its static root and the
// bench's API process as the one upstream. nginx serves the hashed assets itself (gzip only: no brotli module) and
// forwards the page to the API, which writes the event's data and first-paint hints into it.
// Runs alternate (API, gateway, API, …) so load from other work on the machine falls on both figures alike.
// Called by web-bench.ts for the route "event page via gateway" (npm run bench:web:gateway measures only it).
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './processes.ts';
import { isSmoke, report, type Verdict } from './verdict.ts';
import { lighthouseMedian, type LighthouseFigures } from './web-lighthouse.ts';

const execFileAsync = promisify(execFile);
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
/** The tolerance: the gateway's performance score within this many points of the API-served one. */
export const GATEWAY_TOLERANCE_POINTS = 3;

interface Gateway {
  url: string;
  stop: () => Promise<void>;
}

/** nginx from the compose template on a free local port, in front of `apiAddress` (host:port), serving `webDist`. */
export async function startGateway(apiAddress: string, webDist: string): Promise<Gateway> {
  if (!NGINX) throw new Error('nginx is not installed (apt-get install -y nginx)');
  const dir = mkdtempSync(join(tmpdir(), 'fast-track-bench-gateway-'));
  // nginx's workers drop root privileges: they must reach their temp folders and the SPA build.
  chmodSync(dir, 0o755);
  const port = await freePort();
  await execFileAsync(process.execPath, ['nginx/render.mjs', '--out-dir', dir], {
    cwd: resolve('.'),
    env: {
      ...process.env,
      GATEWAY_API_SERVERS: apiAddress,
      GATEWAY_LISTEN_PORT: `127.0.0.1:${port}`,
      GATEWAY_WEB_ROOT: webDist,
      GATEWAY_RUN_DIR: dir,
      GATEWAY_ERROR_LOG: join(dir, 'error.log'),
      GATEWAY_ACCESS_LOG: join(dir, 'access.log'),
    },
  });
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore', detached: true });
  const url = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      const exited = new Promise((done) => child.once('exit', done));
      process.kill(-child.pid, 'SIGQUIT');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 5_000))]);
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/gateway-health`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      const log = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '';
      await stop();
      throw new Error(`nginx did not answer /gateway-health:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const describe = (lh: LighthouseFigures): string => `${lh.performance} (LCP ${(lh.lcpMs / 1000).toFixed(2)} s, CLS ${lh.cls.toFixed(3)}, TBT ${Math.round(lh.tbtMs)} ms)`;

/**
 * Lighthouse mobile on `eventPath` served by the API at `appUrl` and through a gateway in front of it, `runs` runs each,
 * alternating; prints both medians and the verdict (gateway within ± 3 points of the API-served score).
 */
export async function benchEventPageThroughGateway(options: { appUrl: string; webDist: string; eventPath: string; runs: number }): Promise<Verdict> {
  const gateway = await startGateway(new URL(options.appUrl).host, options.webDist);
  try {
    const page = await fetch(`${gateway.url}${options.eventPath}`);
    const html = await page.text();
    // The page must be the API's (event data written into it), not nginx's own index.html.
    if (!page.ok || !html.includes('og:title')) throw new Error(`the gateway did not forward ${options.eventPath} to the API (${page.status})`);
    const api: LighthouseFigures[] = [];
    const viaGateway: LighthouseFigures[] = [];
    for (let i = 0; i < options.runs; i += 1) {
      api.push(await lighthouseMedian(`${options.appUrl}${options.eventPath}`, 1));
      viaGateway.push(await lighthouseMedian(`${gateway.url}${options.eventPath}`, 1));
    }
    const summary = (all: LighthouseFigures[]): LighthouseFigures => ({
      performance: median(all.map((r) => r.performance)),
      lcpMs: median(all.map((r) => r.lcpMs)),
      cls: median(all.map((r) => r.cls)),
      tbtMs: median(all.map((r) => r.tbtMs)),
    });
    const apiFigures = summary(api);
    const gatewayFigures = summary(viaGateway);
    const delta = gatewayFigures.performance - apiFigures.performance;
    console.log(`event page via gateway (${options.eventPath}), Lighthouse mobile, median of ${options.runs} alternating runs each`);
    console.log(`  API-served        ${describe(apiFigures)}   runs: ${api.map((r) => r.performance).join(' ')}`);
    console.log(`  through nginx     ${describe(gatewayFigures)}   runs: ${viaGateway.map((r) => r.performance).join(' ')}`);
    return report({
      bench: 'web',
      target: `event page through the gateway within ± ${GATEWAY_TOLERANCE_POINTS} points of API-served (Lighthouse mobile)`,
      figure: `gateway ${gatewayFigures.performance} vs API ${apiFigures.performance} (${delta >= 0 ? '+' : ''}${delta})`,
      holds: Math.abs(delta) <= GATEWAY_TOLERANCE_POINTS,
      smoke: isSmoke(),
    });
  } finally {
    await gateway.stop();
  }
}
