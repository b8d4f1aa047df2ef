// Issue 4, "The scaled topology, tested": real nginx (the compose gateway template) in front of two API replicas and
// the worker, on real Postgres and Redis. How the browsers are put on different replicas despite the sticky hash is
// explained in e2e/topology/topology.ts and docs/realtime-gateway.md.
import { expect, test } from '@playwright/test';
import { webDist } from '../support/gateway.ts';
import { prerequisites, startTopology, type ReplicaName, type Topology } from './topology.ts';

let topology: Topology;
/** The replica nginx routes 127.0.0.1 to (learned from the access log), and the other one. */
let home: ReplicaName;
let other: ReplicaName;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.info().setTimeout(180_000);
  const missing = await prerequisites();
  // CI installs nginx, Postgres and Redis (.ci/run): there a missing one is a failure, not a skip.
  if (missing && process.env['CI']) throw new Error(missing);
  test.skip(Boolean(missing), missing);
  topology = await startTopology({ webDist: webDist() });
  const requestId = `topology-home-${Date.now()}`;
  const res = await fetch(`${topology.gateway.url}/readyz`, { headers: { 'X-Request-Id': requestId } });
  expect(res.status).toBe(200);
  const upstream = await topology.gateway.upstreamOf(requestId);
  home = upstream === topology.replicas.a.address ? 'a' : 'b';
  other = home === 'a' ? 'b' : 'a';
  expect(upstream).toBe(topology.replicas[home].address);
});

test.afterEach(async () => {
  const testInfo = test.info();
  if (!topology || (testInfo.status === testInfo.expectedStatus && !process.env['TOPOLOGY_KEEP_LOGS'])) return;
  await testInfo.attach('topology-logs', { body: topology.logs(), contentType: 'text/plain' });
});

test.afterAll(async () => {
  await topology?.stop();
});

test('nginx proxies to both replicas; the pinned gateways reach exactly one each', async () => {
  for (const name of ['a', 'b'] as const) {
    const requestId = `topology-pinned-${name}-${Date.now()}`;
    const res = await fetch(`${topology.pinned[name].url}/readyz`, { headers: { 'X-Request-Id': requestId } });
    expect(res.status).toBe(200);
    expect(await topology.pinned[name].upstreamOf(requestId)).toBe(topology.replicas[name].address);
  }
  // Same client address → same replica, every time (sticky), for the API and for socket.io polling alike.
  for (let i = 0; i < 5; i++) {
    const requestId = `topology-sticky-${i}-${Date.now()}`;
    const res = await fetch(`${topology.gateway.url}/api/getEvents/no`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Request-Id': requestId },
      body: JSON.stringify({ page: 1, limit: 15, ip: '' }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { events: unknown[] }).events.length).toBeGreaterThan(0);
    expect(await topology.gateway.upstreamOf(requestId)).toBe(topology.replicas[home].address);
  }
});

test('both replicas share one database: the seed written by replica a is read through replica b', async () => {
  const body = JSON.stringify({ page: 1, limit: 15, ip: '' });
  const headers = { 'Content-Type': 'application/json' };
  const viaA = await (await fetch(`${topology.pinned.a.url}/api/getEvents/no`, { method: 'POST', headers, body })).text();
  const viaB = await (await fetch(`${topology.pinned.b.url}/api/getEvents/no`, { method: 'POST', headers, body })).text();
  expect(viaB).toBe(viaA);
});

test('killing a replica: the gateway keeps answering through the other one', async () => {
  test.setTimeout(60_000);
  const body = JSON.stringify({ page: 1, limit: 15, ip: '' });
  const call = async (i: number) => {
    const requestId = `topology-failover-${i}-${Date.now()}`;
    const res = await fetch(`${topology.gateway.url}/api/getEvents/no`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Request-Id': requestId },
      body,
    });
    await res.arrayBuffer();
    return { status: res.status, requestId };
  };
  // Requests in flight while the replica dies, and after.
  const during = Array.from({ length: 20 }, (_, i) => call(i));
  await topology.replicas[home].kill();
  const results = await Promise.all(during);
  for (let i = 20; i < 40; i++) results.push(await call(i));
  expect(results.map((r) => r.status), topology.gateway.errorLog()).toEqual(results.map(() => 200));
  const after = await Promise.all(results.slice(20).map((r) => topology.gateway.upstreamOf(r.requestId)));
  expect(new Set(after)).toEqual(new Set([topology.replicas[other].address]));
  expect((await fetch(`${topology.gateway.url}/readyz`)).status).toBe(200);
});
