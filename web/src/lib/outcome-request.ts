import { http } from './http.ts';

/** A refusal as screens need it: the HTTP status, the problem's code and detail, and per-field errors. */
export interface Refusal {
  ok: false;
  status: number;
  code: string;
  detail: string;
  fields: { path: string; message: string }[];
}
export type Outcome<T> = { ok: true; value: T; etag: string | null } | Refusal;

interface Problem {
  code?: unknown;
  detail?: unknown;
  errors?: unknown;
}

function refusal(status: number, body: unknown): Refusal {
  const problem = (typeof body === 'object' && body !== null ? body : {}) as Problem;
  const fields = Array.isArray(problem.errors)
    ? problem.errors.flatMap((e: unknown) => {
        const { path, message } = (e ?? {}) as { path?: unknown; message?: unknown };
        return typeof path === 'string' && typeof message === 'string' ? [{ path, message }] : [];
      })
    : [];
  return {
    ok: false,
    status,
    code: typeof problem.code === 'string' ? problem.code : String(status),
    detail: typeof problem.detail === 'string' ? problem.detail : '',
    fields,
  };
}

/**
 * A call whose refusals the screen handles by field or code (editors, uploads): the parsed answer and its ETag on
 * 2xx, the refusal otherwise. Never throws on 4xx/5xx; a network failure throws, as everywhere else.
 */
export async function outcomeRequest<T>(
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  parse: (body: unknown) => T,
  options: { json?: unknown; form?: FormData; ifMatch?: string } = {},
): Promise<Outcome<T>> {
  const response = await http(path, {
    method,
    throwHttpErrors: false,
    ...(options.json === undefined ? {} : { json: options.json }),
    // Uploads can take a while on a slow line; everything else keeps the client's default.
    ...(options.form === undefined ? {} : { body: options.form, timeout: 60_000 }),
    ...(options.ifMatch ? { headers: { 'If-Match': options.ifMatch } } : {}),
  });
  const body = await response.json<unknown>().catch(() => null);
  if (!response.ok) return refusal(response.status, body);
  return { ok: true, value: parse(body), etag: response.headers.get('etag') };
}

/**
 * A call that answers its value and throws on any refusal (the plain lib/http calls), as an Outcome for useOutcome:
 * the value with no ETag, or the same rejection, which useOutcome shows as failed with no refusal.
 */
export function answered<T>(call: Promise<T>): Promise<Outcome<T>> {
  return call.then((value) => ({ ok: true, value, etag: null }));
}
