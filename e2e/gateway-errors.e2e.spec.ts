// What the gateway itself answers and forwards (issue 22, probe items 4, 5, 7), in front of a stand-in upstream that
// echoes the headers it got, drops the connection or never answers: problem+json for nginx's own 502/504, the
// client address overwritten (or taken from a trusted load balancer), and HSTS only when told it is behind TLS.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/fixtures.ts';
import { NGINX, raw, startGateway, type Gateway } from './support/gateway.ts';

/**
 * /api/echo → the request headers as JSON; /api/drop → the connection cut; /api/hang → no answer at all; any other
 * path a page, as the API answers the SPA's pages behind the gateway (docs/operations.md § Gateway).
 */
function standIn(): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.url === '/api/hang') return;
    if (req.url === '/api/drop') req.socket.destroy();
    else if (req.url === '/api/echo') res.setHeader('Content-Type', 'application/json').end(JSON.stringify(req.headers));
    else res.setHeader('Content-Type', 'text/html').end('<!doctype html><title>Fast-Track</title>');
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

test.describe('gateway errors and forwarded headers (nginx)', () => {
  test.describe.configure({ mode: 'serial' });

  let upstream: Server;
  let tls: Gateway;
  let plain: Gateway;
  test.beforeAll(async () => {
    if (!NGINX && process.env['CI']) throw new Error('nginx is not installed');
    test.skip(!NGINX, 'nginx is not installed');
    upstream = await standIn();
    const address = `127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    // 127.0.0.9 plays the load balancer; a 2 s read timeout so the 504 comes within the test.
    tls = await startGateway([address], { GATEWAY_BEHIND_TLS: 'true', GATEWAY_REAL_IP_FROM: '127.0.0.9', GATEWAY_PROXY_READ_TIMEOUT: '2s' });
    plain = await startGateway([address]);
  });
  test.afterAll(async () => {
    await tls?.stop();
    await plain?.stop();
    upstream?.closeAllConnections();
    upstream?.close();
  });

  const echoed = async (gateway: Gateway, localAddress: string, headers: Record<string, string> = {}) => {
    const res = await raw(`${gateway.url}/api/echo`, { headers, localAddress });
    expect(res.status).toBe(200);
    return { res, seen: JSON.parse(res.body.toString()) as Record<string, string> };
  };

  test('the API gets the address the gateway saw, never one the client wrote', async () => {
    const { seen } = await echoed(plain, '127.0.0.5', { 'X-Forwarded-For': '198.51.100.7' });
    expect(seen['x-forwarded-for']).toBe('127.0.0.5');
    expect(seen['x-real-ip']).toBe('127.0.0.5');
    expect(seen['x-forwarded-proto']).toBe('http');
  });

  test('behind a load balancer the client is what the balancer saw: the rightmost entry, not what came before it', async () => {
    const viaBalancer = await echoed(tls, '127.0.0.9', { 'X-Forwarded-For': '6.6.6.6, 198.51.100.7' });
    expect(viaBalancer.seen['x-forwarded-for']).toBe('198.51.100.7');
    expect(viaBalancer.seen['x-forwarded-proto']).toBe('https');
    // A peer that is not the balancer is the client itself, whatever it writes.
    const direct = await echoed(tls, '127.0.0.6', { 'X-Forwarded-For': '198.51.100.7' });
    expect(direct.seen['x-forwarded-for']).toBe('127.0.0.6');
  });

  test('Strict-Transport-Security only when the gateway is told it sits behind TLS', async () => {
    const hsts = 'max-age=31536000; includeSubDomains';
    expect((await echoed(tls, '127.0.0.7')).res.headers['strict-transport-security']).toBe(hsts);
    expect((await raw(`${tls.url}/events`)).headers['strict-transport-security']).toBe(hsts);
    expect((await raw(`${tls.url}/api/drop`)).headers['strict-transport-security']).toBe(hsts);
    expect((await echoed(plain, '127.0.0.7')).res.headers['strict-transport-security']).toBeUndefined();
    expect((await raw(`${plain.url}/events`)).headers['strict-transport-security']).toBeUndefined();
  });

  test('a replica that drops the connection or never answers gives problem+json 502 / 504, not nginx HTML', async () => {
    for (const [path, status, code] of [['/api/drop', 502, 'BAD_GATEWAY'], ['/api/hang', 504, 'GATEWAY_TIMEOUT']] as const) {
      const res = await raw(`${tls.url}${path}`);
      expect(res.status, path).toBe(status);
      expect(res.headers['content-type'], path).toBe('application/problem+json');
      expect(JSON.parse(res.body.toString()), path).toMatchObject({ type: 'about:blank', status, code });
      expect(res.headers['content-security-policy'], path).toBeTruthy();
    }
  });
});
