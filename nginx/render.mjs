#!/usr/bin/env node
// Renders nginx/templates/nginx.conf.template into a directory together with the include files it needs.
//   node nginx/render.mjs                  → nginx/nginx.conf for docker-compose (the defaults below)
//   node nginx/render.mjs --check          → exit 1 when nginx/nginx.conf is stale
//   GATEWAY_API_SERVERS=127.0.0.1:4100 GATEWAY_LISTEN_PORT=4200 GATEWAY_WEB_ROOT=$PWD/web/dist \
//   GATEWAY_RUN_DIR=/tmp/gw node nginx/render.mjs --out-dir /tmp/gw   → the same gateway on local ports
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const INCLUDES = ['security-headers.conf', 'proxy-params.conf'];

/** Compose topology: two API replicas, unprivileged nginx (port 8080, writable /tmp), logs to the container streams. */
const DEFAULTS = {
  API_SERVERS: 'api-1:8080 api-2:8080',
  LISTEN_PORT: '8080',
  WEB_ROOT: '/usr/share/nginx/html',
  RUN_DIR: '/tmp',
  ERROR_LOG: '/dev/stderr',
  ACCESS_LOG: '/dev/stdout',
  MIME_TYPES: '/etc/nginx/mime.types',
};

/** @param {Record<string, string | undefined>} env */
export function renderGatewayConfig(env) {
  /** @type {Record<string, string>} */
  const values = {};
  for (const [key, fallback] of Object.entries(DEFAULTS)) {
    values[key] = env[`GATEWAY_${key}`] || fallback;
  }
  const servers = values.API_SERVERS.split(/[\s,]+/).filter(Boolean);
  if (servers.length === 0) throw new Error('GATEWAY_API_SERVERS names no server');
  values.API_SERVERS = servers.map((s) => `    server ${s} max_fails=3 fail_timeout=10s;`).join('\n');
  const template = readFileSync(join(here, 'templates', 'nginx.conf.template'), 'utf8');
  return template.replace(/\$\{([A-Z_]+)\}/g, (match, key) => {
    const value = values[key];
    if (value === undefined) throw new Error(`unknown placeholder ${match}`);
    return value;
  });
}

function main() {
  const args = process.argv.slice(2);
  const outIndex = args.indexOf('--out-dir');
  const outDir = resolve(outIndex >= 0 && args[outIndex + 1] ? args[outIndex + 1] : here);
  if (args.includes('--check')) {
    const committed = readFileSync(join(here, 'nginx.conf'), 'utf8');
    const defaults = Object.fromEntries(Object.keys(DEFAULTS).map((k) => [`GATEWAY_${k}`, undefined]));
    if (committed !== renderGatewayConfig(defaults)) {
      console.error('nginx/nginx.conf is stale: run `node nginx/render.mjs` and commit the result');
      process.exit(1);
    }
    return;
  }
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'nginx.conf'), renderGatewayConfig(process.env));
  if (outDir !== here) for (const file of INCLUDES) copyFileSync(join(here, file), join(outDir, file));
  console.log(join(outDir, 'nginx.conf'));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
