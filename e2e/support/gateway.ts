// Runs the compose gateway config (nginx/templates/nginx.conf.template) on local ports in front of the e2e server.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The build the e2e server serves (a snapshot of web/dist taken by playwright.config.ts). */
export const webDist = (): string => process.env.E2E_WEB_DIST ?? resolve('web/dist');

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

export interface Gateway {
  url: string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** `settings`: more GATEWAY_* values for render.mjs (GATEWAY_BEHIND_TLS, GATEWAY_REAL_IP_FROM, …); none = compose's. */
export async function startGateway(apiServers: string[], settings: Record<string, string> = {}): Promise<Gateway> {
  if (!NGINX) throw new Error('nginx is not installed');
  const dir = mkdtempSync(join(tmpdir(), 'fast-track-gateway-'));
  chmodSync(dir, 0o755); // nginx workers drop root privileges and must reach their temp folders
  const port = await freePort();
  execFileSync(process.execPath, ['nginx/render.mjs', '--out-dir', dir], {
    env: {
      ...process.env,
      GATEWAY_API_SERVERS: apiServers.join(' '),
      GATEWAY_LISTEN_PORT: `127.0.0.1:${port}`,
      GATEWAY_WEB_ROOT: webDist(),
      GATEWAY_RUN_DIR: dir,
      GATEWAY_ERROR_LOG: join(dir, 'error.log'),
      GATEWAY_ACCESS_LOG: join(dir, 'access.log'),
      ...settings,
    },
  });
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGQUIT');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 50; i++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/gateway-health`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const log = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '';
  await stop();
  throw new Error(`nginx did not start: ${stderr}\n${log}`);
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface RawOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The source address (any of 127.0.0.0/8): another client as nginx sees it, with limits of its own. */
  localAddress?: string;
}

/** A request without automatic decompression, so Content-Encoding can be checked. */
export function raw(url: string, opts: RawOptions = {}): Promise<RawResponse> {
  return new Promise((done, fail) => {
    const options = { method: opts.method ?? 'GET', headers: opts.headers, ...(opts.localAddress ? { localAddress: opts.localAddress } : {}) };
    const req = httpRequest(url, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    // nginx may answer (413) and close before a large body is all sent: the answer is what counts.
    req.on('error', fail);
    req.end(opts.body);
  });
}

/** A loopback address of its own for one test (and one attempt of it): its per-client counts start at zero. */
export function loopbackClient(): string {
  const byte = () => 1 + Math.floor(Math.random() * 254);
  return `127.${byte()}.${byte()}.${byte()}`;
}

/** Sends a websocket handshake and resolves with the status line the gateway answers with (101 when upgraded). */
export function websocketHandshake(url: string): Promise<number> {
  return new Promise((done, fail) => {
    const req = httpRequest(url, {
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': Buffer.from('fast-track-e2e!!').toString('base64'),
      },
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      done(res.statusCode ?? 0);
    });
    req.on('response', (res) => {
      res.resume();
      done(res.statusCode ?? 0);
    });
    req.on('error', fail);
    req.setTimeout(5_000, () => req.destroy(new Error('websocket handshake timed out')));
    req.end();
  });
}
