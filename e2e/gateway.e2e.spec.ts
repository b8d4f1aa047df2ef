// The compose gateway (nginx) rendered for local ports in front of the e2e server: SPA, caching, headers, proxying.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/fixtures.ts';
import { NGINX, raw, startGateway, webDist, websocketHandshake, type Gateway } from './support/gateway.ts';

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; " +
  "frame-src https://www.openstreetmap.org; connect-src 'self' ws: wss:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

test.describe('gateway (nginx)', () => {
  test.describe.configure({ mode: 'serial' });

  let gateway: Gateway;
  test.beforeAll(async () => {
    // CI installs nginx (.ci/run): there a missing one is a failure, not a skip.
    if (!NGINX && process.env['CI']) throw new Error('nginx is not installed');
    test.skip(!NGINX, 'nginx is not installed');
    gateway = await startGateway([`127.0.0.1:${process.env.E2E_PORT}`]);
  });
  test.afterAll(async () => {
    await gateway?.stop();
  });

  test('nginx/nginx.conf is the current rendering of the template', () => {
    expect(() => execFileSync(process.execPath, ['nginx/render.mjs', '--check'], { stdio: 'pipe' })).not.toThrow();
  });

  test("client-side routes get the API's page of the SPA shell, uncached, with the security headers", async () => {
    const res = await raw(`${gateway.url}/event/some-link`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    // The API's page (issue 27): the shell's scripts, plus the link-preview tags it writes (http/page-meta.ts).
    const shellScript = /<script type="module"[^>]*><\/script>/.exec(readFileSync(join(webDist(), 'index.html'), 'utf8'))?.[0];
    expect(res.body.toString()).toContain(shellScript);
    expect(res.body.toString()).toContain('<link rel="canonical" href="');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toBe(CSP);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBeTruthy();
  });

  test('hashed assets are cached for a year and sent as the build precompressed them; locales are served as files', async () => {
    const html = readFileSync(join(webDist(), 'index.html'), 'utf8');
    const asset = /\/assets\/[^"']+\.js/.exec(html)?.[0];
    expect(asset, 'index.html references a hashed script').toBeTruthy();
    const res = await raw(`${gateway.url}${asset}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    // gzip_static: the build's own .gz file, byte for byte (not compressed again per request).
    expect(res.body.equals(readFileSync(join(webDist(), `${asset}.gz`)))).toBe(true);
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(res.headers['content-security-policy']).toBe(CSP);

    const locale = await raw(`${gateway.url}/locales/de/shell.json`);
    expect(locale.status).toBe(200);
    expect(() => JSON.parse(locale.body.toString()) as unknown).not.toThrow();
    expect((await raw(`${gateway.url}/locales/xx/shell.json`)).status).toBe(404);
  });

  test('the API, health and readiness are proxied with one request id', async () => {
    const body = JSON.stringify({ page: 1, limit: 15, ip: '' });
    const headers = { 'Content-Type': 'application/json' };
    const direct = await raw(`http://127.0.0.1:${process.env.E2E_PORT}/api/getEvents/no`, { method: 'POST', headers, body });
    const proxied = await raw(`${gateway.url}/api/getEvents/no`, { method: 'POST', headers: { ...headers, 'X-Request-Id': 'e2e-request-1' }, body });
    expect(proxied.status).toBe(200);
    expect(proxied.body.toString()).toBe(direct.body.toString());
    expect(proxied.headers['x-request-id']).toBe('e2e-request-1');
    expect(proxied.headers['content-security-policy']).toBe(CSP);

    const minted = await raw(`${gateway.url}/healthz`);
    expect(minted.status).toBe(200);
    expect(minted.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect((await raw(`${gateway.url}/readyz`)).status).toBe(200);
  });

  test('Prometheus metrics are not exposed through the gateway (the API answers them to direct local callers)', async () => {
    const direct = await raw(`http://127.0.0.1:${process.env.E2E_PORT}/metrics`);
    expect(direct.status).toBe(200);
    expect(direct.body.toString()).toContain('ft_http_request_duration_seconds');
    for (const path of ['/metrics', '/metrics/', '/metrics?format=text', '//metrics']) {
      const proxied = await raw(`${gateway.url}${path}`);
      expect(proxied.status, path).toBe(404);
      expect(proxied.body.toString(), path).not.toContain('ft_');
    }
    // /api/* is proxied, but the API has no metrics under /api.
    expect((await raw(`${gateway.url}/api/metrics`)).status).toBe(404);
  });

  test('socket.io upgrades to a websocket through the gateway', async () => {
    expect(await websocketHandshake(`${gateway.url}/socket.io/?EIO=4&transport=websocket`)).toBe(101);
  });

  test('the SPA works under the gateway CSP', async ({ page }) => {
    await page.goto(`${gateway.url}/events`);
    await expect(page.getByTestId('event-card').first()).toBeVisible();
    await page.getByTestId('event-card').first().getByRole('button').first().click();
    await expect(page.getByTestId('event-panel')).toBeVisible();
  });
});
