import ky from 'ky';
import { endSession, getSession } from './session.ts';

/** A 401 on these means the server no longer knows the token (expired, revoked, account gone). */
const WHO_AM_I = new Set(['/api/account/me', '/api/student/me']);

/** The one HTTP client. Paths are written without a leading slash ('api/getEvents/no'). */
export const http = ky.create({
  prefixUrl: '/',
  timeout: 15_000,
  retry: 0,
  headers: { Accept: 'application/json' },
  hooks: {
    beforeRequest: [
      (request) => {
        const token = getSession()?.token;
        if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      (request, _options, response) => {
        // End the local session too, unless another session started while this request was under way.
        if (response.status !== 401 || !WHO_AM_I.has(new URL(request.url).pathname)) return;
        const session = getSession();
        if (session && request.headers.get('Authorization') === `Bearer ${session.token}`) endSession();
      },
    ],
  },
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
