import { afterEach, describe, expect, it, vi } from 'vitest';

const session = vi.hoisted(() => ({ current: null as { token: string } | null, ended: 0 }));
vi.mock('./session.ts', () => ({
  getSession: () => session.current,
  endSession: () => {
    session.ended += 1;
    session.current = null;
  },
}));

const { HttpError, http } = await import('./http.ts');

afterEach(() => {
  vi.unstubAllGlobals();
  session.current = null;
  session.ended = 0;
});

function answering(status: number, body = '{}') {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', vi.fn((url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(new Response(status === 204 ? null : body, { status }));
  }));
  return calls;
}

const header = (init: RequestInit, name: string) => new Headers(init.headers).get(name);

describe('http', () => {
  it('sends JSON to the path under the site root with the bearer of the session', async () => {
    session.current = { token: 'tok' };
    const calls = answering(200, '{"msg":"success"}');
    expect(await http.post('api/x', { json: { a: 1 } }).json()).toEqual({ msg: 'success' });
    expect(calls[0]!.url).toBe('/api/x');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('{"a":1}');
    expect(header(calls[0]!.init, 'Content-Type')).toBe('application/json');
    expect(header(calls[0]!.init, 'Authorization')).toBe('Bearer tok');
  });

  it('keeps a given Authorization, and sends none when anonymous', async () => {
    session.current = { token: 'tok' };
    const calls = answering(200);
    await http.get('api/a', { headers: { Authorization: 'Bearer other' } });
    await http.post('api/b', { anonymous: true });
    expect(header(calls[0]!.init, 'Authorization')).toBe('Bearer other');
    expect(header(calls[1]!.init, 'Authorization')).toBeNull();
  });

  it('adds query parameters, encoded', async () => {
    const calls = answering(200);
    await http.get('api/search', { searchParams: { q: 'a&b é' } });
    expect(calls[0]!.url).toBe('/api/search?q=a%26b+%C3%A9');
  });

  it('rejects a non-2xx answer with an HttpError unless told not to', async () => {
    answering(409, '{"code":"X"}');
    const error = await http.post('api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as InstanceType<typeof HttpError>).response.status).toBe(409);
    const response = await http.post('api/x', { throwHttpErrors: false });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ code: 'X' });
  });

  it('ends the session when the server no longer knows its token, only on who-am-I calls with that token', async () => {
    session.current = { token: 'tok' };
    answering(401);
    await http.get('api/events', { throwHttpErrors: false });
    expect(session.ended).toBe(0);
    await http.get('api/account/me', { throwHttpErrors: false, headers: { Authorization: 'Bearer older' } });
    expect(session.ended).toBe(0);
    await http.get('api/account/me', { throwHttpErrors: false });
    expect(session.ended).toBe(1);
  });

  it('gives up after the timeout', async () => {
    vi.stubGlobal('fetch', vi.fn((_url: string, init: RequestInit) => new Promise((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
    })));
    const error = await http.get('api/slow', { timeout: 20 }).catch((e: unknown) => e);
    expect((error as Error).name).toBe('TimeoutError');
  });
});
