import { http } from '../../../lib/http.ts';

/** A refusal as the screens need it: the HTTP status, the problem's code and detail, and per-field errors. */
export interface Refusal {
  ok: false;
  status: number;
  code: string;
  detail: string;
  fields: { path: string; message: string }[];
}
export type Outcome<T> = { ok: true; value: T; etag: string | null } | Refusal;

function refusal(status: number, body: unknown): Refusal {
  const problem = (typeof body === 'object' && body !== null ? body : {}) as { code?: unknown; detail?: unknown; errors?: unknown };
  const fields = Array.isArray(problem.errors)
    ? problem.errors.flatMap((e: unknown) => {
        const { path, message } = (e ?? {}) as { path?: unknown; message?: unknown };
        return typeof path === 'string' && typeof message === 'string' ? [{ path, message }] : [];
      })
    : [];
  return { ok: false, status, code: typeof problem.code === 'string' ? problem.code : String(status), detail: typeof problem.detail === 'string' ? problem.detail : '', fields };
}

/** One call: the parsed answer and its ETag on 2xx, the refusal otherwise; only a network failure throws. */
export async function companyRequest<T>(
  method: 'get' | 'post',
  path: string,
  parse: (body: unknown) => T,
  options: { json?: unknown; form?: FormData; ifMatch?: string } = {},
): Promise<Outcome<T>> {
  const response = await http(path, {
    method,
    throwHttpErrors: false,
    // Uploads can take a while on a slow line; everything else keeps the client's default.
    ...(options.form ? { body: options.form, timeout: 60_000 } : {}),
    ...(options.json === undefined ? {} : { json: options.json }),
    ...(options.ifMatch ? { headers: { 'If-Match': options.ifMatch } } : {}),
  });
  const body = await response.json<unknown>().catch(() => null);
  if (!response.ok) return refusal(response.status, body);
  return { ok: true, value: parse(body), etag: response.headers.get('etag') };
}
