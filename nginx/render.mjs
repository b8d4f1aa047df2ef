#!/usr/bin/env node
// Renders nginx/templates/nginx.conf.template into a directory together with the include files it needs.
//   node nginx/render.mjs                  → nginx/nginx.conf, the default rendering (as the compose image builds it)
//   node nginx/render.mjs --check          → exit 1 when nginx/nginx.conf is stale
//   GATEWAY_API_SERVERS=127.0.0.1:4100 GATEWAY_LISTEN_PORT=4200 GATEWAY_WEB_ROOT=$PWD/web/dist \
//   GATEWAY_RUN_DIR=/tmp/gw node nginx/render.mjs --out-dir /tmp/gw   → the same gateway on local ports
//   GATEWAY_BEHIND_TLS=true GATEWAY_REAL_IP_FROM=10.0.0.0/8 …      → behind a TLS-terminating load balancer
// The upload body sizes are not settings: they come from the API's own limits (upload-limits.ts), so they cannot drift.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const here = dirname(fileURLToPath(import.meta.url));
const INCLUDES = ['security-headers.conf', 'proxy-params.conf'];
const UPLOAD_LIMITS = join(here, '..', 'services', 'shared', 'src', 'uploads', 'upload-limits.ts');

/** Compose topology: two API replicas, unprivileged nginx (port 8080, writable /tmp), logs to the container streams. */
const DEFAULTS = {
  API_SERVERS: 'api-1:8080 api-2:8080',
  LISTEN_PORT: '8080',
  WEB_ROOT: '/usr/share/nginx/html',
  RUN_DIR: '/tmp',
  ERROR_LOG: '/dev/stderr',
  ACCESS_LOG: '/dev/stdout',
  MIME_TYPES: '/etc/nginx/mime.types',
  // 'true' only where clients reach us over HTTPS (a load balancer terminates TLS): HSTS on, X-Forwarded-Proto https.
  BEHIND_TLS: 'false',
  // Addresses/CIDRs of the load balancer in front: the only peers whose X-Forwarded-For names the client. Empty: none.
  REAL_IP_FROM: '',
  // How long a replica may take to answer (then 504): nginx's own default; the e2e test shortens it to see the 504.
  PROXY_READ_TIMEOUT: '60s',
};

/** Sent only behind TLS: a browser that saw it once refuses plain http to this host for a year. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** @param {string} list */
function realIpLines(list) {
  const sources = list.split(/[\s,]+/).filter(Boolean);
  for (const source of sources) {
    const [address = '', prefix, extra] = source.split('/');
    const family = isIP(address);
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
    if (family === 0 || extra !== undefined || !prefixOk) throw new Error(`GATEWAY_REAL_IP_FROM: ${source} is not an address or CIDR`);
  }
  if (sources.length === 0) return '  # GATEWAY_REAL_IP_FROM is empty: the client is the connection\'s peer, whatever headers it sends.';
  return [
    ...sources.map((s) => `  set_real_ip_from ${s};`),
    '  real_ip_header X-Forwarded-For;',
    // The rightmost address not in the list: what the load balancer saw, never what the client wrote before it.
    '  real_ip_recursive on;',
  ].join('\n');
}

/** The API's upload limits (services/shared/src/uploads/upload-limits.ts) as nginx body sizes, file + envelope. */
async function uploadBodySizes() {
  /** @type {{ uploadLimits: Record<string, number> }} */
  const { uploadLimits: l } = await tsImport(pathToFileURL(UPLOAD_LIMITS).href, import.meta.url);
  const body = (/** @type {number | undefined} */ bytes) => {
    if (typeof bytes !== 'number' || typeof l.envelopeBytes !== 'number') throw new Error(`missing upload limit in ${UPLOAD_LIMITS}`);
    return String(bytes + l.envelopeBytes);
  };
  return {
    IMAGE_UPLOAD_BODY: body(l.imageBytes),
    CV_UPLOAD_BODY: body(l.pdfBytes),
    CHALLENGE_FILE_BODY: body(l.challengeFileBytes),
    DOCUMENT_UPLOAD_BODY: body(l.documentBytes),
  };
}

/** @param {Record<string, string | undefined>} env */
export async function renderGatewayConfig(env) {
  /** @type {Record<string, string>} */
  const values = {};
  for (const [key, fallback] of Object.entries(DEFAULTS)) {
    values[key] = env[`GATEWAY_${key}`] || fallback;
  }
  const servers = values.API_SERVERS.split(/[\s,]+/).filter(Boolean);
  if (servers.length === 0) throw new Error('GATEWAY_API_SERVERS names no server');
  values.API_SERVERS = servers.map((s) => `    server ${s} max_fails=3 fail_timeout=10s;`).join('\n');
  if (!['true', 'false'].includes(values.BEHIND_TLS)) throw new Error('GATEWAY_BEHIND_TLS must be true or false');
  if (!/^\d{1,4}(ms|s|m)$/.test(values.PROXY_READ_TIMEOUT)) throw new Error('GATEWAY_PROXY_READ_TIMEOUT must be like 60s');
  const tls = values.BEHIND_TLS === 'true';
  values.HSTS = tls ? HSTS : '';
  values.FORWARDED_PROTO = tls ? 'https' : '$scheme';
  values.REAL_IP_FROM = realIpLines(values.REAL_IP_FROM);
  Object.assign(values, await uploadBodySizes());
  const template = readFileSync(join(here, 'templates', 'nginx.conf.template'), 'utf8');
  return template.replace(/\$\{([A-Z_]+)\}/g, (match, key) => {
    const value = values[key];
    if (value === undefined) throw new Error(`unknown placeholder ${match}`);
    return value;
  });
}

async function main() {
  const args = process.argv.slice(2);
  const outIndex = args.indexOf('--out-dir');
  const outDir = resolve(outIndex >= 0 && args[outIndex + 1] ? args[outIndex + 1] : here);
  if (args.includes('--check')) {
    const committed = readFileSync(join(here, 'nginx.conf'), 'utf8');
    const defaults = Object.fromEntries(Object.keys(DEFAULTS).map((k) => [`GATEWAY_${k}`, undefined]));
    if (committed !== (await renderGatewayConfig(defaults))) {
      console.error('nginx/nginx.conf is stale: run `node nginx/render.mjs` and commit the result');
      process.exit(1);
    }
    return;
  }
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'nginx.conf'), await renderGatewayConfig(process.env));
  if (outDir !== here) for (const file of INCLUDES) copyFileSync(join(here, file), join(outDir, file));
  console.log(join(outDir, 'nginx.conf'));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
