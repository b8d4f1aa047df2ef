import ky from 'ky';
import { clearSession, getToken } from './app-state.ts';

/** The one HTTP client. Paths are written without a leading slash ('api/getEvents/no'). */
export const http = ky.create({
  prefixUrl: '/',
  timeout: 15_000,
  retry: 0,
  headers: { Accept: 'application/json' },
  hooks: {
    beforeRequest: [
      (request) => {
        const token = getToken();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      (request, _options, response) => {
        // The server no longer knows this token (expired, revoked, account gone): end the local session too.
        if (response.status === 401 && new URL(request.url).pathname === '/api/student/me') clearSession();
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
