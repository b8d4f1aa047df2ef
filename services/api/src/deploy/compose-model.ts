// Reads docker-compose.yml and the Dockerfile the way Docker does, for the compose stack test (compose-stack.ts):
// variables interpolated from an env file (`${VAR}`, `${VAR:-default}`, `${VAR-default}`, `${VAR:?error}`,
// `${VAR?error}`, `${VAR:+alt}`, `${VAR+alt}`, `$VAR`, `$$`), YAML anchors and merge keys resolved, services of
// inactive profiles left out; for a service built from the Dockerfile, the target stage's ENV, WORKDIR and CMD
// (inherited along its FROM chain). Only what our own files use is supported; anything else is an error, not a guess.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export interface ComposeHealthcheck {
  test: string[];
  intervalMs: number;
  timeoutMs: number;
  retries: number;
  startPeriodMs: number;
}

export type DependencyCondition = 'service_started' | 'service_healthy' | 'service_completed_successfully';

export interface ComposeService {
  name: string;
  image?: string;
  build?: { target?: string; args: Record<string, string> };
  command?: string[];
  environment: Record<string, string>;
  dependsOn: Record<string, DependencyCondition>;
  healthcheck?: ComposeHealthcheck;
  expose: string[];
}

export interface ImageStage {
  env: Record<string, string>;
  workdir: string;
  cmd: string[];
}

/** `KEY=value` lines (comments and blank lines skipped; quotes around the value removed), as compose reads `.env`. */
export function parseEnvFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const eq = line.indexOf('=');
    if (eq <= 0) throw new Error(`env file: not KEY=value: ${line}`);
    let value = line.slice(eq + 1).trim();
    if (/^(['"]).*\1$/.test(value)) value = value.slice(1, -1);
    env[line.slice(0, eq).trim()] = value;
  }
  return env;
}

/** Compose's variable interpolation of one string. Throws on `${VAR:?…}` / `${VAR?…}` as `docker compose` does. */
export function interpolate(text: string, env: Record<string, string | undefined>): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c !== '$') {
      out += c;
      i++;
      continue;
    }
    const next = text[i + 1];
    if (next === '$') {
      out += '$';
      i += 2;
      continue;
    }
    if (next === '{') {
      // Find the matching brace (defaults may hold ${…} themselves).
      let depth = 1;
      let j = i + 2;
      for (; j < text.length && depth > 0; j++) {
        if (text[j] === '{') depth++;
        else if (text[j] === '}') depth--;
      }
      if (depth !== 0) throw new Error(`unterminated \${ in ${JSON.stringify(text)}`);
      out += expand(text.slice(i + 2, j - 1), env);
      i = j;
      continue;
    }
    const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i + 1))?.[0];
    if (!name) throw new Error(`a lone $ in ${JSON.stringify(text)} (write $$ for a literal $)`);
    out += env[name] ?? '';
    i += 1 + name.length;
  }
  return out;
}

function expand(body: string, env: Record<string, string | undefined>): string {
  const match = /^([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([\s\S]*))?$/.exec(body);
  if (!match) throw new Error(`unsupported substitution \${${body}}`);
  const [, name = '', op, arg = ''] = match;
  const value = env[name];
  const unset = value === undefined;
  const empty = unset || value === '';
  switch (op) {
    case undefined:
      return value ?? '';
    case ':-':
      return empty ? interpolate(arg, env) : value;
    case '-':
      return unset ? interpolate(arg, env) : value;
    case ':?':
      if (empty) throw new Error(`required variable ${name} is missing a value: ${interpolate(arg, env)}`);
      return value;
    case '?':
      if (unset) throw new Error(`required variable ${name} is missing a value: ${interpolate(arg, env)}`);
      return value;
    case ':+':
      return empty ? '' : interpolate(arg, env);
    case '+':
      return unset ? '' : interpolate(arg, env);
    default:
      throw new Error(`unsupported substitution \${${body}}`);
  }
}

function interpolateDeep(value: unknown, env: Record<string, string | undefined>): unknown {
  if (typeof value === 'string') return interpolate(value, env);
  if (Array.isArray(value)) return value.map((v) => interpolateDeep(v, env));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolateDeep(v, env)]));
  return value;
}

/** Go durations as compose writes them: 1m30s, 10s, 500ms. */
export function durationMs(text: string | undefined, fallbackMs: number): number {
  if (text === undefined) return fallbackMs;
  const parts = [...String(text).matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== String(text)) throw new Error(`not a duration: ${text}`);
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;
  return parts.reduce((sum, [, n, u]) => sum + Number(n) * unit[u as keyof typeof unit], 0);
}

const asStringMap = (value: unknown, what: string): Record<string, string> => {
  if (value === undefined || value === null) return {};
  if (Array.isArray(value)) {
    return Object.fromEntries(
      value.map((entry: unknown) => {
        const text = String(entry);
        const eq = text.indexOf('=');
        if (eq < 0) throw new Error(`${what}: ${text} has no value (host pass-through is not supported)`);
        return [text.slice(0, eq), text.slice(eq + 1)];
      }),
    );
  }
  if (typeof value !== 'object') throw new Error(`${what} is neither a list nor a map`);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, v === null || v === undefined ? '' : String(v)]));
};

const commandOf = (command: unknown, service: string): string[] => {
  if (Array.isArray(command)) return command.map((c) => String(c));
  if (typeof command === 'string') return command.split(/\s+/);
  throw new Error(`${service}.command is neither a list nor a string`);
};

/** The services compose would run with these variables and profiles (Docker's defaults for healthcheck timings). */
export function loadCompose(file: string, variables: Record<string, string>, profiles: string[] = []): ComposeService[] {
  const raw = parse(readFileSync(file, 'utf8'), { merge: true, maxAliasCount: -1 }) as { services?: Record<string, Record<string, unknown>> };
  const model = interpolateDeep(raw, variables) as { services: Record<string, Record<string, unknown>> };
  const services: ComposeService[] = [];
  for (const [name, s] of Object.entries(model.services)) {
    const serviceProfiles = (s['profiles'] as string[] | undefined) ?? [];
    if (serviceProfiles.length > 0 && !serviceProfiles.some((p) => profiles.includes(p))) continue;
    const build = s['build'] as { target?: string; args?: unknown } | string | undefined;
    const depends = s['depends_on'] as string[] | Record<string, { condition?: DependencyCondition }> | undefined;
    const hc = s['healthcheck'] as { test?: string[] | string; interval?: string; timeout?: string; retries?: number; start_period?: string; disable?: boolean } | undefined;
    const command = s['command'];
    services.push({
      name,
      ...(typeof s['image'] === 'string' ? { image: s['image'] } : {}),
      ...(build ? { build: typeof build === 'string' ? { args: {} } : { ...(build.target ? { target: build.target } : {}), args: asStringMap(build.args, `${name}.build.args`) } } : {}),
      ...(command === undefined ? {} : { command: commandOf(command, name) }),
      environment: asStringMap(s['environment'], `${name}.environment`),
      dependsOn: Array.isArray(depends)
        ? Object.fromEntries(depends.map((d) => [d, 'service_started' as const]))
        : Object.fromEntries(Object.entries(depends ?? {}).map(([d, v]) => [d, v.condition ?? 'service_started'])),
      ...(hc && !hc.disable && hc.test
        ? {
            healthcheck: {
              test: Array.isArray(hc.test) ? hc.test.map(String) : ['CMD-SHELL', String(hc.test)],
              intervalMs: durationMs(hc.interval, 30_000),
              timeoutMs: durationMs(hc.timeout, 30_000),
              retries: hc.retries ?? 3,
              startPeriodMs: durationMs(hc.start_period, 0),
            },
          }
        : {}),
      expose: ((s['expose'] as unknown[] | undefined) ?? []).map(String),
    });
  }
  return services;
}

/** The Dockerfile's stage `target` as an image: ENV, WORKDIR and CMD along its FROM chain (global ARGs expanded). */
export function loadImageStage(dockerfile: string, target: string): ImageStage {
  const lines = readFileSync(dockerfile, 'utf8')
    .replace(/\\\r?\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const globalArgs: Record<string, string> = {};
  const stages = new Map<string, { from: string; lines: string[] }>();
  let current: { from: string; lines: string[] } | undefined;
  for (const line of lines) {
    const [instruction = '', ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (/^from$/i.test(instruction)) {
      const m = /^(\S+)(?:\s+as\s+(\S+))?$/i.exec(args.replace(/^--platform=\S+\s+/, ''));
      if (!m) throw new Error(`Dockerfile: cannot read ${line}`);
      current = { from: interpolate(m[1]!, globalArgs), lines: [] };
      if (m[2]) stages.set(m[2], current);
    } else if (!current && /^arg$/i.test(instruction)) {
      const [k = '', v = ''] = args.split('=');
      globalArgs[k] = v;
    } else if (current) {
      current.lines.push(line);
    }
  }
  const resolve = (name: string, seen: string[]): ImageStage => {
    const stage = stages.get(name);
    if (!stage) return { env: {}, workdir: '/', cmd: [] }; // an external image: what we add is all we know
    if (seen.includes(name)) throw new Error(`Dockerfile: FROM cycle through ${name}`);
    const image = resolve(stage.from, [...seen, name]);
    const env = { ...image.env };
    let { workdir, cmd } = image;
    for (const line of stage.lines) {
      const [instruction = '', ...rest] = line.split(/\s+/);
      const args = rest.join(' ');
      if (/^env$/i.test(instruction)) {
        const pairs = [...args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|\S*)/g)];
        if (pairs.length === 0) {
          const [k = '', ...v] = rest;
          env[k] = v.join(' ');
        }
        for (const [, k = '', v = ''] of pairs) env[k] = interpolate(v.replace(/^"(.*)"$/, '$1'), env);
      } else if (/^workdir$/i.test(instruction)) {
        workdir = args.startsWith('/') ? args : `${workdir.replace(/\/$/, '')}/${args}`;
      } else if (/^cmd$/i.test(instruction)) {
        if (!args.startsWith('[')) throw new Error(`Dockerfile: CMD of ${name} is not in exec (JSON) form`);
        cmd = JSON.parse(args) as string[];
      }
    }
    return { env, workdir, cmd };
  };
  if (!stages.has(target)) throw new Error(`Dockerfile has no stage ${target}`);
  return resolve(target, []);
}
