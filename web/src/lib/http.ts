// The one HTTP client: fetch with what the screens need from it (a JSON body, query parameters, the bearer, a
// timeout, an error for non-2xx answers unless asked not to). It replaced ky, whose 5 KB gz sat on the first screen of
// every page and broke the 60 KB budget of issue 10; the calls keep ky's shape (`http.get(path, options).json()`).
import { endSession, getSession } from './session.ts';

/** A 401 on these means the server no longer knows the token (expired, revoked, account gone). */
const WHO_AM_I = new Set(['/api/account/me', '/api/student/me']);
const DEFAULT_TIMEOUT_MS = 15_000;

export interface HttpOptions {
  method?: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Sent as JSON (with its content type). */
  json?: unknown;
  /** Sent as is (FormData for uploads). */
  body?: BodyInit;
  headers?: Record<string, string>;
  searchParams?: Record<string, string>;
  /** false: every status resolves; true (default): a non-2xx answer rejects with an HttpError. */
  throwHttpErrors?: boolean;
  timeout?: number;
  /** Sent without the session's bearer (e.g. creating an account must not act as the signed-in one). */
  anonymous?: boolean;
}

export interface HttpResponse extends Response {
  json: <T = unknown>() => Promise<T>;
}

export interface ResponsePromise extends Promise<HttpResponse> {
  json: <T = unknown>() => Promise<T>;
  text: () => Promise<string>;
  blob: () => Promise<Blob>;
}

export class HttpError extends Error {
  constructor(readonly response: Response) {
    super(`Request failed with status ${response.status}: ${response.url}`);
    this.name = 'HTTPError';
  }
}

/** Paths are written without a leading slash ('api/getEvents/no'), relative to the site's root. */
function urlOf(path: string, searchParams: Record<string, string> | undefined): string {
  const url = `/${path.replace(/^\/+/, '')}`;
  const query = searchParams ? new URLSearchParams(searchParams).toString() : '';
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

async function send(path: string, options: HttpOptions): Promise<HttpResponse> {
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  const token = getSession()?.token;
  if (token && !options.anonymous && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  let body = options.body;
  if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  }
  const url = urlOf(path, options.searchParams);
  const response = (await fetch(url, {
    method: (options.method ?? 'get').toUpperCase(),
    headers,
    body,
    credentials: 'same-origin',
    signal: AbortSignal.timeout(options.timeout ?? DEFAULT_TIMEOUT_MS),
  }));
  // End the local session too, unless another session started while this request was under way.
  if (response.status === 401 && WHO_AM_I.has(url.split('?')[0]!)) {
    const session = getSession();
    if (session && headers.get('Authorization') === `Bearer ${session.token}`) endSession();
  }
  if (!response.ok && options.throwHttpErrors !== false) throw new HttpError(response);
  return response;
}

function request(path: string, options: HttpOptions = {}): ResponsePromise {
  const answer = send(path, options);
  return Object.assign(answer, {
    json: async <T,>(): Promise<T> => {
      const text = await (await answer).text();
      return (text === '' ? '' : JSON.parse(text)) as T;
    },
    text: async () => (await answer).text(),
    blob: async () => (await answer).blob(),
  });
}

type MethodOptions = Omit<HttpOptions, 'method'>;

export const http = Object.assign(request, {
  get: (path: string, options?: MethodOptions) => request(path, { ...options, method: 'get' }),
  post: (path: string, options?: MethodOptions) => request(path, { ...options, method: 'post' }),
  put: (path: string, options?: MethodOptions) => request(path, { ...options, method: 'put' }),
  patch: (path: string, options?: MethodOptions) => request(path, { ...options, method: 'patch' }),
  delete: (path: string, options?: MethodOptions) => request(path, { ...options, method: 'delete' }),
});

export interface JsonAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * POST that hands back status and JSON body for every HTTP status (the contract answers 4xx with a `msg`), and
 * throws only when there is no response or no JSON body at all.
 */
export async function postForAnswer(path: string, json: unknown): Promise<JsonAnswer> {
  const response = await http.post(path, { json, throwHttpErrors: false });
  const body = await response.json<unknown>().catch(() => null);
  if (typeof body !== 'object' || body === null) throw new Error(`${path}: ${response.status} without a JSON body`);
  return { status: response.status, body: body as Record<string, unknown> };
}
