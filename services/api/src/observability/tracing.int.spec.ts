// Traces arrive at an OTLP endpoint: the real API and worker processes, started the way production starts them
// (node --import tsx --import the telemetry register), export to a receiver in this test (OTLP/HTTP, JSON encoding).
// One more API process runs as the images run it (plain node on services/dist, npm packages from node_modules), so the
// instrumentations are proven to reach express and pg in the built code too.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repositoryRoot } from '@fast-track/shared/config';
import { Redis } from 'ioredis';
import pg from 'pg';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { childEnv } from '@fast-track/shared/testing/child-env';
import { buildServicesIfChanged } from '../../../build/build-services.mjs';

interface Span {
  service: string;
  scope: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpTraces {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: { scope?: { name?: string }; spans?: (Omit<Span, 'service' | 'scope' | 'attributes'> & { attributes?: OtlpAttribute[] })[] }[];
  }[];
}

const valueOf = (v: OtlpValue): unknown => v.stringValue ?? (v.intValue !== undefined ? Number(v.intValue) : (v.boolValue ?? v.doubleValue));
const attributes = (list: OtlpAttribute[] = []): Record<string, unknown> => Object.fromEntries(list.map((a) => [a.key, valueOf(a.value)]));

/** An OTLP/HTTP receiver for the JSON encoding: every span it was sent, flattened. */
async function startReceiver(): Promise<{ url: string; spans: Span[]; close(): Promise<void> }> {
  const spans: Span[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpTraces;
        for (const resource of body.resourceSpans ?? []) {
          const service = String(attributes(resource.resource?.attributes)['service.name']);
          for (const scope of resource.scopeSpans ?? []) {
            for (const span of scope.spans ?? []) {
              spans.push({ ...span, service, scope: scope.scope?.name ?? '', parentSpanId: span.parentSpanId ?? '', attributes: attributes(span.attributes) });
            }
          }
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Started {
  child: ChildProcess;
  port?: number;
  /** Every JSON log line the process wrote so far. */
  logs: Record<string, unknown>[];
  stop(): Promise<void>;
}

/** How the images start a built entry (Dockerfile CMD): the built register, then the bundle. */
const asImage = (bundle: string): string[] => ['--import', './services/dist/telemetry/register.js', bundle];

/** Starts an entry file as production does (or `nodeArgs`) and waits for its `readyMessage` log line. */
async function startProcess(entry: string, env: Record<string, string>, readyMessage: string, nodeArgs = ['--import', 'tsx', '--import', '@fast-track/shared/telemetry/register', entry]): Promise<Started> {
  const child = spawn(process.execPath, nodeArgs, {
    cwd: repositoryRoot,
    env: childEnv({ LOG_LEVEL: 'info', SEED_DEMO: 'false', WEB_DIST: join(tmpdir(), 'no-web-dist'), ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const logs: Record<string, unknown>[] = [];
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  const port = await new Promise<number | undefined>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${entry} exited with ${code}: ${output.slice(-2000)}`)));
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      for (let newline = buffered.indexOf('\n'); newline >= 0; newline = buffered.indexOf('\n')) {
        const line = buffered.slice(0, newline);
        buffered = buffered.slice(newline + 1);
        try {
          const entry = JSON.parse(line) as { msg?: string; port?: number };
          logs.push(entry);
          if (entry.msg === readyMessage) resolve(entry.port);
        } catch {
          // not a log line
        }
      }
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { child, ...(port !== undefined ? { port } : {}), logs, stop };
}

async function waitFor<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const tracing = {
  OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
  // Export within a tenth of a second instead of five.
  OTEL_BSP_SCHEDULE_DELAY: '100',
};
const ucl = { name: 'University College London, University of London', area: 'United Kingdom' };
const post = (url: string, body: unknown): Promise<Response> =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the telemetry register', () => {
  const probe = `import { trace } from '@opentelemetry/api';
    const span = trace.getTracer('probe').startSpan('probe');
    console.log(JSON.stringify({ recording: span.isRecording() }));
    span.end();
    process.exit(0);`;
  const run = (env: Record<string, string>): { recording: boolean } => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', '--import', '@fast-track/shared/telemetry/register', '--input-type=module', '-e', probe], {
      cwd: repositoryRoot,
      env: { ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('OTEL_'))), ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });
    return JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '{}') as { recording: boolean };
  };

  it('starts no SDK without an OTLP endpoint (spans are no-ops), and records spans with one', () => {
    expect(run({})).toEqual({ recording: false });
    // Nothing listens on port 9: the export fails quietly, the probe only asks whether spans are recorded.
    expect(run({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' })).toEqual({ recording: true });
  });
});

describe('traces of the distributed mode (Postgres, Redis, API and worker processes)', () => {
  const serverUrl = inject('testDatabaseUrl');
  const onPostgres = serverUrl !== 'pglite';
  const database = `ft_otel_${randomBytes(5).toString('hex')}`;
  const redisUrl = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
  const redisPrefix = `ft-otel-${randomBytes(4).toString('hex')}:`;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let api: Started | undefined;
  let worker: Started | undefined;
  let builtApi: Started | undefined;
  let databaseUrl = '';

  const admin = async (sql: string): Promise<void> => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    receiver = await startReceiver();
    if (!onPostgres) return;
    await admin(`CREATE DATABASE ${database}`);
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
    const env = { ...tracing, OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, REDIS_PREFIX: redisPrefix };
    api = await startProcess('services/api/src/main.ts', { ...env, PORT: '0' }, 'listening');
    worker = await startProcess('services/worker/src/main.ts', env, 'worker started');
    await buildServicesIfChanged();
    builtApi = await startProcess('services/dist/api/main.js', { ...env, PORT: '0', OTEL_SERVICE_NAME: 'fast-track-api-built' }, 'listening', asImage('services/dist/api/main.js'));
  }, 240_000);

  afterAll(async () => {
    await Promise.all([api?.stop(), worker?.stop(), builtApi?.stop()]);
    await receiver?.close();
    if (onPostgres) {
      await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${redisPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  }, 60_000);

  it.runIf(onPostgres)('a request arrives as its route span with the pg spans of its queries beneath', async () => {
    const base = `http://127.0.0.1:${api?.port}`;
    expect((await post(`${base}/api/getEvents/no`, { page: 1, limit: 15, ip: '' })).status).toBe(200);

    const server = await waitFor('the request span', () =>
      receiver.spans.find((s) => s.service === 'fast-track-api' && s.kind === 2 && s.attributes['http.route'] === '/api/getEvents/no'),
    );
    expect(server.attributes['http.request.method'] ?? server.attributes['http.method']).toBe('POST');
    expect(server.attributes['http.response.status_code'] ?? server.attributes['http.status_code']).toBe(200);
    const queries = await waitFor('its database spans', () => {
      const found = receiver.spans.filter((s) => s.traceId === server.traceId && s.scope === '@opentelemetry/instrumentation-pg' && s.kind === 3);
      return found.length > 0 ? found : undefined;
    });
    expect(queries.some((s) => String(s.attributes['db.statement'] ?? s.attributes['db.query.text']).includes('event_list'))).toBe(true);
    // Every span of the trace hangs off the request's root span.
    const ids = new Set(receiver.spans.filter((s) => s.traceId === server.traceId).map((s) => s.spanId));
    for (const span of queries) expect(ids.has(span.parentSpanId)).toBe(true);
    // The request's log line names its trace, so an operator goes from a log line to the trace.
    const logged = await waitFor('the request log line', () => api?.logs.find((l) => l['msg'] === 'request completed' && l['url'] === '/api/getEvents/no'));
    expect(logged['traceId']).toBe(server.traceId);
  });

  it.runIf(onPostgres)('a queued mail is processed by the worker in a child span of the request that queued it; commands are spans', async () => {
    const base = `http://127.0.0.1:${api?.port}`;
    const address = `otel.${randomBytes(4).toString('hex')}@student.ucl.ac.uk`;
    const sent = await post(`${base}/api/student/otp/new`, { EmailAddress: address, university: ucl });
    expect(((await sent.json()) as { msg: string }).msg).toBe('success');

    const request = await waitFor('the OTP request span', () =>
      receiver.spans.find((s) => s.service === 'fast-track-api' && s.kind === 2 && s.attributes['http.route'] === '/api/student/otp/new'),
    );
    const publish = await waitFor('the publish span', () =>
      receiver.spans.find((s) => s.traceId === request.traceId && s.name === 'publish mail' && s.kind === 4),
    );
    expect(receiver.spans.some((s) => s.traceId === request.traceId && s.scope === '@opentelemetry/instrumentation-ioredis')).toBe(true);
    const processed = await waitFor('the worker span', () =>
      receiver.spans.find((s) => s.service === 'fast-track-worker' && s.name === 'process mail' && s.kind === 5),
    );
    expect(processed.traceId).toBe(request.traceId);
    expect(processed.parentSpanId).toBe(publish.spanId);
    // The worker's own database work is part of the same trace.
    await waitFor('the worker’s pg spans', () =>
      receiver.spans.find((s) => s.service === 'fast-track-worker' && s.traceId === request.traceId && s.scope === '@opentelemetry/instrumentation-pg'),
    );

    // The code the worker delivered registers the student: a command span inside that request's trace.
    const code = await waitFor('the OTP mail', async () => {
      const res = await fetch(`${base}/api/dev/mailbox?to=${encodeURIComponent(address)}`);
      const { messages } = (await res.json()) as { messages: { subject: string }[] };
      return messages[0] ? /\b(\d{4})\b/.exec(messages[0].subject)?.[1] : undefined;
    });
    const registered = await post(`${base}/api/student/register/new`, { EmailAddress: address, password: 'correct horse battery', selected2: [], uni2: ucl, otpform: code });
    expect(((await registered.json()) as { msg: string }).msg).toBe('success');
    const registration = await waitFor('the registration span', () =>
      receiver.spans.find((s) => s.kind === 2 && s.attributes['http.route'] === '/api/student/register/new'),
    );
    const command = await waitFor('a command span', () =>
      receiver.spans.find((s) => s.traceId === registration.traceId && s.scope === '@fast-track/shared/event-store' && s.name.startsWith('command ')),
    );
    expect(command.attributes['stream.id']).toEqual(expect.any(String));
  });

  it.runIf(onPostgres)('the API built as the image runs it (services/dist) traces its routes and their pg queries too', async () => {
    expect((await post(`http://127.0.0.1:${builtApi?.port}/api/getEvents/no`, { page: 1, limit: 15, ip: '' })).status).toBe(200);
    const server = await waitFor('the built API’s request span', () =>
      receiver.spans.find((s) => s.service === 'fast-track-api-built' && s.kind === 2 && s.attributes['http.route'] === '/api/getEvents/no'),
    );
    const queries = await waitFor('its database spans', () => {
      const found = receiver.spans.filter((s) => s.traceId === server.traceId && s.scope === '@opentelemetry/instrumentation-pg' && s.kind === 3);
      return found.length > 0 ? found : undefined;
    });
    expect(queries.some((s) => String(s.attributes['db.statement'] ?? s.attributes['db.query.text']).includes('event_list'))).toBe(true);
  });

  it.runIf(onPostgres)('a Socket.IO handshake is a span', async () => {
    const socket = io(`http://127.0.0.1:${api?.port}`, { path: '/socket.io', transports: ['websocket'], reconnection: false });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
    } finally {
      socket.disconnect();
    }
    const handshake = await waitFor('the handshake span', () => receiver.spans.find((s) => s.name === 'socket.io handshake'));
    expect(handshake.attributes['socket.io.handshake.outcome']).toBe('visitor');
    expect(handshake.attributes['socket.io.transport']).toBe('websocket');
  });
});

describe('traces of the embedded mode (PGlite)', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let api: Started | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'ft-otel-'));

  beforeAll(async () => {
    receiver = await startReceiver();
    api = await startProcess('services/api/src/main.ts', { ...tracing, OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, PORT: '0', DATA_DIR: dataDir }, 'listening');
  }, 180_000);
  afterAll(async () => {
    await api?.stop();
    await receiver?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('the PGlite adapter makes a span per query, with the statement text cut to size', async () => {
    expect((await post(`http://127.0.0.1:${api?.port}/api/getEvents/no`, { page: 1, limit: 15, ip: '' })).status).toBe(200);
    // An embedded server on two loaded cores exports slowly: wait long, the test still fails when no span comes.
    const server = await waitFor(
      'the request span',
      () => receiver.spans.find((s) => s.kind === 2 && s.attributes['http.route'] === '/api/getEvents/no'),
      100_000,
    );
    const queries = await waitFor(
      'its PGlite spans',
      () => {
        const found = receiver.spans.filter((s) => s.traceId === server.traceId && s.scope === '@fast-track/shared/db/pglite');
        return found.length > 0 ? found : undefined;
      },
      60_000,
    );
    expect(queries[0]?.name).toMatch(/^SELECT pglite$/);
    expect(queries[0]?.kind).toBe(3);
    // The list's one statement (its FROM event_list lies past the 1000-character cut, so match its start).
    expect(String(queries[0]?.attributes['db.statement'])).toMatch(/^SELECT e\.body,/);
    // Migrations ran through the same adapter at boot: long statements arrive cut at 1000 characters (+ '…').
    const statements = receiver.spans.filter((s) => s.scope === '@fast-track/shared/db/pglite').map((s) => String(s.attributes['db.statement']));
    expect(Math.max(...statements.map((s) => s.length))).toBeLessThanOrEqual(1001);
  }, 180_000);
});
