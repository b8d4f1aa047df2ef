// k6/http for Node: synchronous like k6's, through curl (a k6 VU blocks on each request too).
import { spawnSync } from 'node:child_process';
import { shimState } from './state.ts';

interface Params {
  headers?: Record<string, string>;
  tags?: Record<string, string>;
}

export interface ShimResponse {
  status: number;
  body: string;
  headers: Record<string, string>;
  json(): unknown;
}

function request(method: string, url: string, body: string | null | undefined, params: Params = {}): ShimResponse {
  const args = ['-s', '-S', '-X', method, '-D', '-', '--max-time', '30'];
  for (const [name, value] of Object.entries(params.headers ?? {})) args.push('-H', `${name}: ${value}`);
  if (body !== null && body !== undefined) args.push('--data-binary', body);
  args.push(url);
  const result = spawnSync('curl', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`curl ${method} ${url} failed: ${result.stderr}`);
  // -D - writes the response head first; a 100 Continue head may precede the real one.
  let rest = result.stdout;
  let head: string;
  do {
    const end = rest.indexOf('\r\n\r\n');
    head = rest.slice(0, end);
    rest = rest.slice(end + 4);
  } while (/^HTTP\/[\d.]+ 100/.test(head));
  const status = Number(/^HTTP\/[\d.]+ (\d{3})/.exec(head)?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  shimState.requests.push({ method, url, name: params.tags?.['name'], status });
  return { status, body: rest, headers, json: () => JSON.parse(rest) as unknown };
}

const http = {
  get: (url: string, params?: Params) => request('GET', url, undefined, params),
  post: (url: string, body?: string | null, params?: Params) => request('POST', url, body, params),
  batch: (requests: [string, string, string | null, Params?][]) => requests.map(([method, url, body, params]) => request(method, url, body, params)),
};

export default http;
