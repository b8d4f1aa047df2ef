import { request as httpRequest, Agent } from 'node:http';
import { connect } from 'node:net';
import type { Express } from 'express';

export interface Route {
  method: string;
  path: string;
}

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  match(path: string): unknown;
}

/** Every METHOD path the app answers, read from its router stack (routers are mounted at '/' or '/api'). */
export function routesOf(app: Express): Route[] {
  const found: Route[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) found.push({ method: method.toUpperCase(), path: prefix + layer.route.path });
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack, prefix + (layer.match('/api') && !layer.match('/') ? '/api' : ''));
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return found;
}


export interface Answer {
  status: number;
  /** Absent for a raw socket's answer (Node's own 400 for a broken message is plain text). */
  contentType?: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 16 });

export function send(url: string, method: string, path: string, headers: Record<string, string>, body?: Buffer | string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    const req = httpRequest(`${url}${path}`, { method, headers: { ...length, ...headers }, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? '') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * A request whose Content-Length may lie, on a socket of its own; the first status line (if any) within `waitMs`.
 * Half-closing (the default) makes a short body visible at once; without it the server must answer while the rest is
 * awaited. Also the uploads spec's raw multipart requests.
 */
export function sendRaw(
  url: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: string | Buffer,
  declared: number,
  { waitMs = 1500, halfClose = true }: { waitMs?: number; halfClose?: boolean } = {},
): Promise<number | undefined> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let received = '';
    const done = () => {
      socket.destroy();
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
      resolve(status ? Number(status) : undefined);
    };
    const timer = setTimeout(done, waitMs);
    socket.on('data', (chunk) => {
      received += chunk.toString();
      if (/\r\n\r\n/.test(received)) {
        clearTimeout(timer);
        done();
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      done();
    });
    const lines = [`${method} ${path} HTTP/1.1`, `Host: ${hostname}:${port}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), `Content-Length: ${declared}`];
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    socket.write(body);
    if (halfClose) socket.end();
  });
}

export const queryString = (query: Record<string, string | string[]>): string => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) for (const value of Array.isArray(v) ? v : [v]) params.append(k, value);
  const text = params.toString();
  return text ? `?${text}` : '';
};

export async function inParallel<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: limit }, lane));
  return results;
}
