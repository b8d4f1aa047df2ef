// docker-compose.yml, run on this machine without Docker (issue 27): every service of the file is started with exactly
// the environment its container would get — the image's ENV (Dockerfile stage) overlaid with the compose
// `environment`, variables from an env file — and the same command, in the same dependency order, gated by the same
// conditions and healthchecks. What cannot run here is mapped, and only that:
//   - host names: `<service>:<container port>` in a value becomes `127.0.0.1:<local port>` (each service its own port);
//   - each container's own filesystem: its /tmp (TMPDIR) and image paths under WORKDIR (DATA_DIR) become a folder of
//     its own, so two replicas share no files unless compose makes them share (a bucket);
//   - images we do not build get a local stand-in: postgres → this machine's Postgres (a role and database made from
//     POSTGRES_USER / POSTGRES_PASSWORD / POSTGRES_DB, as the image's first start does); redis → `redis-server` with the
//     compose command; minio → s3rver (the S3 double of the storage tests) with the MinIO root key pair; mailpit → an
//     SMTP catcher. Their healthchecks are run for real where the tool exists here (pg_isready, redis-cli) and are a
//     port probe otherwise (mc, mailpit); an image without a stand-in fails the start;
//   - the gateway image: this machine's nginx with the config rendered from the same template and build arguments.
// Healthchecks are polled every 250 ms rather than every `interval` (the test is not meant to wait), and a service is
// unhealthy — the start fails, as `docker compose up` does — once start_period + interval × retries has passed.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import S3rver from 's3rver';
import { SMTPServer } from 'smtp-server';
import { buildServicesIfChanged } from '../../../build/build-services.mjs';
import { loadCompose, loadImageStage, parseEnvFile, type ComposeService } from './compose-model.ts';

const execFileAsync = promisify(execFile);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

export interface CaughtMail {
  to: string[];
  raw: string;
}

export interface ComposeStack {
  services: ComposeService[];
  /** Local address of a service's container port (`api-1`, 8080 → `127.0.0.1:40123`). */
  address(service: string, containerPort: number): string;
  /** Where the gateway's published port is reached. */
  gatewayUrl: string;
  /** The gateway's access log (JSON lines of the template: request_id, upstream, …). */
  accessLog(): { request_id: string; uri: string; status: number; upstream: string }[];
  /** What reached the mail service. */
  mails: CaughtMail[];
  /** Variables the file was read with. */
  variables: Record<string, string>;
  logs(): string;
  stop(): Promise<void>;
}

export interface StartOptions {
  repoRoot: string;
  composeFile: string;
  dockerfile: string;
  /** The `.env` compose reads (here: .env.example with every empty value filled by the test). */
  variables: Record<string, string>;
  /** A Postgres superuser URL on this machine, for the postgres stand-in. */
  adminDatabaseUrl: string;
  /** Static files for the gateway (web/dist); the journey needs none. */
  webRoot: string;
  /** Each service's log lines are kept here. */
  onLog?: (service: string, line: string) => void;
}

/**
 * The `.env` an operator writes from the example: its values, plus a fresh random secret (hex, 40 characters) for
 * each variable compose refuses to start without (`${VAR:?…}`). A variable compose requires that the example does
 * not list is an error: the example is the operator's documentation.
 */
export function envFromExample(composeFile: string, example: string, overrides: Record<string, string> = {}): Record<string, string> {
  const documented = parseEnvFile(example);
  const env = { ...documented, ...overrides };
  for (;;) {
    try {
      loadCompose(composeFile, env);
      return env;
    } catch (error) {
      const name = /required variable (\w+) is missing a value/.exec(String(error))?.[1];
      if (!name) throw error;
      if (!(name in documented)) throw new Error(`compose requires ${name}, which .env.example does not list`, { cause: error });
      if (env[name]) throw error;
      env[name] = randomBytes(20).toString('hex');
    }
  }
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const portOpen = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

interface Running {
  child?: ChildProcess;
  exited?: Promise<number | null>;
  /** How to run the healthcheck here; undefined = the service has none. */
  probe?: () => Promise<boolean>;
  stop?: () => Promise<void>;
  logFile?: string;
}

/** Known container ports of the images we stand in for. */
const standInPorts: Record<string, number> = { postgres: 5432, redis: 6379, mailpit: 1025, minio: 9000 };
const standInOf = (image: string): string | undefined => {
  const repo = image.split(':')[0]!.split('/').pop()!;
  return repo in standInPorts ? repo : undefined;
};

export async function startComposeStack(options: StartOptions): Promise<ComposeStack> {
  const t0 = Date.now();
  // The images run the services built to JavaScript (the Dockerfile's services-build stage): the same build here,
  // skipped when services/dist is current with its sources.
  const rebuilt = await buildServicesIfChanged();
  options.onLog?.('build', `services/dist ${rebuilt ? 'built' : 'up to date'} at +${Date.now() - t0} ms`);
  const services = loadCompose(options.composeFile, options.variables);
  const byName = new Map(services.map((s) => [s.name, s]));
  const runDir = mkdtempSync(path.join(tmpdir(), 'ft-compose-'));
  chmodSync(runDir, 0o755);
  const mails: CaughtMail[] = [];
  const running = new Map<string, Running>();
  const cleanups: (() => Promise<void>)[] = [];
  const children: ChildProcess[] = [];

  // Every container port a service offers gets a local port of its own.
  const ports = new Map<string, number>();
  const containerPorts = (s: ComposeService): number[] => {
    if (s.image) {
      const standIn = standInOf(s.image);
      return standIn ? [standInPorts[standIn]!] : [];
    }
    const stage = s.build?.target ? loadImageStage(options.dockerfile, s.build.target) : undefined;
    const port = s.environment['PORT'] ?? stage?.env['PORT'];
    const isGateway = stage?.cmd[0] === 'nginx';
    return [...new Set([...(port && !isGateway ? [Number(port)] : []), ...(isGateway ? [8080] : []), ...s.expose.map(Number)])];
  };
  for (const s of services) for (const p of containerPorts(s)) ports.set(`${s.name}:${p}`, await freePort());
  const address = (service: string, port: number): string => {
    const local = ports.get(`${service}:${port}`);
    if (!local) throw new Error(`${service} offers no port ${port}`);
    return `127.0.0.1:${local}`;
  };
  /** `scheme://[user@]service:port` → the local address. */
  const mapHosts = (value: string): string =>
    value.replace(/(^|\/\/|@|\s)([a-z0-9][a-z0-9_.-]*):(\d+)/gi, (whole, lead: string, host: string, port: string) =>
      byName.has(host) && ports.has(`${host}:${port}`) ? `${lead}${address(host, Number(port))}` : whole,
    );

  const spawnLogged = (service: string, command: string, args: string[], env: NodeJS.ProcessEnv, cwd = options.repoRoot): Running => {
    const logFile = path.join(runDir, `${service}.log`);
    const fd = openSync(logFile, 'a');
    // Its own process group, killed as a group (npm → sh → node, nginx workers).
    const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', fd, fd] });
    closeSync(fd);
    children.push(child);
    const exited = new Promise<number | null>((r) => child.once('exit', (code, signal) => r(code ?? (signal ? -1 : null))));
    const stop = async (): Promise<void> => {
      if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return;
      }
      const done = await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)]);
      if (!done) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* gone */
        }
        await exited;
      }
    };
    return { child, exited, stop, logFile };
  };
  const logOf = (service: string): string => {
    const file = running.get(service)?.logFile;
    return file && existsSync(file) ? readFileSync(file, 'utf8') : '';
  };

  /** Runs a compose healthcheck test here with the container's environment; `rewrite` maps what differs. */
  const commandProbe = (s: ComposeService, env: NodeJS.ProcessEnv, rewrite: (arg: string) => string, cwd = options.repoRoot) => async (): Promise<boolean> => {
    const [kind, ...rest] = s.healthcheck!.test;
    const argv = kind === 'CMD-SHELL' ? ['sh', '-c', rewrite(rest.join(' '))] : rest.map(rewrite);
    const [bin, ...args] = argv;
    try {
      await execFileAsync(bin === 'node' ? process.execPath : bin!, args, { env, cwd, timeout: s.healthcheck!.timeoutMs });
      return true;
    } catch {
      return false;
    }
  };

  const startStandIn = async (s: ComposeService): Promise<Running> => {
    const standIn = standInOf(s.image!);
    const env = s.environment;
    const local = ports.get(`${s.name}:${standInPorts[standIn ?? ''] ?? 0}`);
    switch (standIn) {
      case 'postgres': {
        // As the image's first start: the user (with its password) and its database, owned by it.
        const admin = new URL(options.adminDatabaseUrl);
        const user = env['POSTGRES_USER'] ?? 'postgres';
        const database = env['POSTGRES_DB'] ?? user;
        const password = env['POSTGRES_PASSWORD'];
        if (!password) throw new Error('postgres: POSTGRES_PASSWORD is not set (the image refuses to start)');
        const q = async (sql: string) => {
          const client = new pg.Client({ connectionString: options.adminDatabaseUrl });
          await client.connect();
          try {
            await client.query(sql);
          } finally {
            await client.end();
          }
        };
        const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
        await q(`CREATE ROLE ${ident(user)} LOGIN PASSWORD '${password.replace(/'/g, "''")}'`);
        cleanups.push(() => q(`DROP ROLE IF EXISTS ${ident(user)}`));
        await q(`CREATE DATABASE ${ident(database)} OWNER ${ident(user)}`);
        cleanups.unshift(() => q(`DROP DATABASE IF EXISTS ${ident(database)} WITH (FORCE)`));
        // The stand-in is the machine's server: its port is the admin URL's, not a free one.
        ports.set(`${s.name}:5432`, Number(admin.port || 5432));
        const probeEnv = { ...env, PATH: process.env['PATH'], PGHOST: admin.hostname, PGPORT: admin.port || '5432' };
        return { probe: s.healthcheck ? commandProbe(s, probeEnv, (a) => a) : undefined };
      }
      case 'redis': {
        const [bin = 'redis-server', ...args] = s.command ?? ['redis-server'];
        const proc = spawnLogged(s.name, bin, [...args, '--port', String(local), '--bind', '127.0.0.1', '--daemonize', 'no'], { PATH: process.env['PATH'] });
        // `redis-cli ping` as compose runs it, told the port (in the container it is the default one).
        const probe = async (): Promise<boolean> => {
          const [, cli = '', ...rest] = s.healthcheck!.test;
          try {
            await execFileAsync(cli, ['-p', String(local), ...rest], { timeout: s.healthcheck!.timeoutMs });
            return true;
          } catch {
            return false;
          }
        };
        return { ...proc, ...(s.healthcheck ? { probe } : {}) };
      }
      case 'minio': {
        const user = env['MINIO_ROOT_USER'];
        const password = env['MINIO_ROOT_PASSWORD'];
        if (!user || !password) throw new Error('minio: MINIO_ROOT_USER / MINIO_ROOT_PASSWORD not set (the image refuses to start)');
        const dir = path.join(runDir, `${s.name}-data`);
        mkdirSync(dir);
        // s3rver knows one account; the MinIO root key pair is made one of its keys.
        const account = createRequire(import.meta.url)('s3rver/lib/models/account.js') as { DUMMY_ACCOUNT: { createKeyPair(id: string, secret: string): void } };
        account.DUMMY_ACCOUNT.createKeyPair(user, password);
        const server = new S3rver({ port: local!, address: '127.0.0.1', silent: true, directory: dir });
        await server.run();
        return { stop: () => server.close(), probe: () => portOpen(local!) };
      }
      case 'mailpit': {
        const server = new SMTPServer({
          authOptional: true,
          disabledCommands: ['STARTTLS', 'AUTH'],
          logger: false,
          onData(stream, session, callback) {
            const chunks: Buffer[] = [];
            stream.on('data', (c: Buffer) => chunks.push(c));
            stream.on('end', () => {
              mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
              callback();
            });
          },
        });
        await new Promise<void>((resolve) => server.listen(local, '127.0.0.1', resolve));
        return { stop: () => new Promise<void>((resolve) => server.close(() => resolve())), probe: () => portOpen(local!) };
      }
      default:
        throw new Error(`${s.name}: no local stand-in for the image ${s.image}`);
    }
  };

  const startBuilt = async (s: ComposeService): Promise<Running> => {
    const stage = loadImageStage(options.dockerfile, s.build!.target!);
    const root = path.join(runDir, s.name);
    mkdirSync(path.join(root, 'tmp'), { recursive: true });
    chmodSync(root, 0o755);
    const workdir = stage.workdir.replace(/\/$/, '');
    const ownPath = (value: string): string => (value.startsWith(`${workdir}/`) ? path.join(root, value.slice(workdir.length + 1)) : value);
    if (stage.cmd[0] === 'nginx') {
      if (!NGINX) throw new Error('nginx is not installed');
      const listen = address(s.name, 8080);
      // The gateway-config stage renders the template with the build arguments; upstreams are compose's service names.
      const { renderGatewayConfig } = (await import(path.join(options.repoRoot, 'nginx/render.mjs'))) as { renderGatewayConfig: (env: Record<string, string | undefined>) => Promise<string> };
      const imageConf = await renderGatewayConfig({ ...s.build!.args });
      const servers = [...imageConf.matchAll(/^\s*server (\S+) max_fails/gm)].map((m) => mapHosts(`//${m[1]!}`).slice(2));
      const dir = path.join(root, 'nginx');
      mkdirSync(dir);
      chmodSync(dir, 0o755);
      await execFileAsync(process.execPath, ['nginx/render.mjs', '--out-dir', dir], {
        cwd: options.repoRoot,
        env: {
          PATH: process.env['PATH'],
          ...s.build!.args,
          GATEWAY_API_SERVERS: servers.join(' '),
          GATEWAY_LISTEN_PORT: listen,
          GATEWAY_WEB_ROOT: options.webRoot,
          GATEWAY_RUN_DIR: dir,
          GATEWAY_ERROR_LOG: path.join(dir, 'error.log'),
          GATEWAY_ACCESS_LOG: path.join(dir, 'access.log'),
        },
      });
      const proc = spawnLogged(s.name, NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { PATH: process.env['PATH'] });
      const probe = s.healthcheck ? commandProbe(s, { PATH: process.env['PATH'] }, (a) => a.replaceAll('127.0.0.1:8080', listen)) : undefined;
      return { ...proc, ...(probe ? { probe } : {}) };
    }
    // A Node service: image ENV, then compose's environment; hosts and container paths mapped (see the top).
    const env: Record<string, string> = {};
    for (const [k, v] of Object.entries({ ...stage.env, ...s.environment })) env[k] = ownPath(mapHosts(v));
    const containerPort = env['PORT'];
    const localPort = containerPort ? ports.get(`${s.name}:${containerPort}`) : undefined;
    if (localPort) env['PORT'] = String(localPort);
    const processEnv = { ...env, PATH: process.env['PATH'] ?? '', HOME: root, TMPDIR: path.join(root, 'tmp') };
    const command = s.command ?? stage.cmd;
    const [bin, ...args] = command;
    if (bin !== 'node') throw new Error(`${s.name}: the command ${command.join(' ')} is not a node command`);
    const proc = spawnLogged(s.name, process.execPath, args, processEnv);
    const rewrite = (a: string): string => {
      let out = a.replaceAll('/tmp/', `${path.join(root, 'tmp')}/`);
      if (containerPort && localPort) out = out.replaceAll(`127.0.0.1:${containerPort}`, `127.0.0.1:${localPort}`).replaceAll(`localhost:${containerPort}`, `127.0.0.1:${localPort}`);
      return out;
    };
    const check = s.healthcheck ? commandProbe(s, processEnv, rewrite) : undefined;
    // A closed port fails any HTTP healthcheck: not spawning one then leaves the cores to the services starting up.
    const probesPort = localPort !== undefined && (s.healthcheck?.test ?? []).some((a) => a.includes(`:${containerPort}`));
    const probe = check && (async () => (!probesPort || (await portOpen(localPort)) ? check() : false));
    return { ...proc, ...(probe ? { probe } : {}) };
  };

  // Compose's order: a service starts once every dependency met its condition; independent ones start together.
  const started = new Map<string, Promise<Running>>();
  const conditionMet = new Map<string, Promise<void>>();
  const healthy = new Map<string, Promise<void>>();
  const waitHealthy = (s: ComposeService, r: Running): Promise<void> => {
    const known = healthy.get(s.name);
    if (known) return known;
    const promise = untilHealthy(s, r);
    healthy.set(s.name, promise);
    return promise;
  };
  const untilHealthy = async (s: ComposeService, r: Running): Promise<void> => {
    if (!s.healthcheck || !r.probe) throw new Error(`${s.name}: service_healthy is required of it, but it has no healthcheck`);
    const hc = s.healthcheck;
    const deadline = Date.now() + hc.startPeriodMs + hc.intervalMs * hc.retries + hc.timeoutMs;
    while (Date.now() < deadline) {
      if (r.child && r.child.exitCode !== null) throw new Error(`${s.name} exited ${r.child.exitCode} before it was healthy\n${logOf(s.name).slice(-4_000)}`);
      if (await r.probe()) {
        options.onLog?.(s.name, `healthy at +${Date.now() - t0} ms`);
        return;
      }
      await sleep(250);
    }
    throw new Error(`${s.name} is unhealthy: its healthcheck still failed after ${Math.round((hc.startPeriodMs + hc.intervalMs * hc.retries) / 1000)} s\n${logOf(s.name).slice(-4_000)}`);
  };
  const start = (name: string, chain: string[] = []): Promise<Running> => {
    const known = started.get(name);
    if (known) return known;
    const s = byName.get(name);
    if (!s) throw new Error(`${chain.at(-1)} depends on ${name}, which compose would not start`);
    if (chain.includes(name)) throw new Error(`dependency cycle: ${[...chain, name].join(' → ')}`);
    const promise = (async () => {
      await Promise.all(Object.entries(s.dependsOn).map(([dep, condition]) => met(dep, condition, [...chain, name])));
      options.onLog?.(name, `starting at +${Date.now() - t0} ms`);
      const r = s.image ? await startStandIn(s) : await startBuilt(s);
      running.set(name, r);
      return r;
    })();
    started.set(name, promise);
    return promise;
  };
  const met = (name: string, condition: string, chain: string[]): Promise<void> => {
    const key = `${name}/${condition}`;
    const known = conditionMet.get(key);
    if (known) return known;
    const promise = (async () => {
      const r = await start(name, chain);
      const s = byName.get(name)!;
      if (condition === 'service_healthy') await waitHealthy(s, r);
      else if (condition === 'service_completed_successfully') {
        const code = await r.exited;
        options.onLog?.(name, `exited ${code} at +${Date.now() - t0} ms`);
        if (code !== 0) throw new Error(`${name} exited ${code}; compose stops here (service_completed_successfully)\n${logOf(name).slice(-4_000)}`);
      }
    })();
    conditionMet.set(key, promise);
    return promise;
  };

  const stop = async (): Promise<void> => {
    const all = [...running.values()];
    // The gateway first, then the app, then the stores (as `docker compose down` stops dependents first).
    const stopAll = (list: Running[]) => Promise.all(list.map(async (r) => r.stop && (await r.stop().catch(() => undefined))));
    await stopAll(all.filter((r) => r.child?.spawnfile === NGINX));
    await stopAll(all.filter((r) => r.child && r.child.spawnfile !== NGINX));
    await stopAll(all.filter((r) => !r.child));
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
    rmSync(runDir, { recursive: true, force: true });
  };
  process.once('exit', () => {
    for (const c of children) if (c.pid && c.exitCode === null) try { process.kill(-c.pid, 'SIGKILL'); } catch { /* gone */ }
  });

  try {
    // `docker compose up`: every service, each after its dependencies; then every healthcheck must pass.
    await Promise.all(services.map((s) => start(s.name)));
    await Promise.all(services.map(async (s) => {
      const r = running.get(s.name)!;
      if (s.healthcheck && r.probe) await waitHealthy(s, r);
    }));
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }

  const gateway = services.find((s) => s.build?.target && loadImageStage(options.dockerfile, s.build.target).cmd[0] === 'nginx');
  if (!gateway) throw new Error('compose runs no gateway');
  const accessLogFile = path.join(runDir, gateway.name, 'nginx', 'access.log');
  return {
    services,
    address,
    gatewayUrl: `http://${address(gateway.name, 8080)}`,
    accessLog: () =>
      (existsSync(accessLogFile) ? readFileSync(accessLogFile, 'utf8') : '')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { request_id: string; uri: string; status: number; upstream: string }),
    mails,
    variables: options.variables,
    logs: () => services.map((s) => `===== ${s.name}\n${logOf(s.name).slice(-6_000)}`).join('\n'),
    stop,
  };
}
