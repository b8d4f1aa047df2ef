import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gatewayTimeouts, httpTimeouts } from './http-timeouts.ts';

// The gateway and the API cut a stalled client at the same moment (finding 22.7): this reads the nginx template
// the gateway is rendered from and fails when either side changes alone.

const template = readFileSync(new URL('../../../../nginx/templates/nginx.conf.template', import.meta.url), 'utf8');
/** nginx's documented default for each of the directives read here. */
const nginxDefaultMs = 60_000;

/** nginx time syntax (`60`, `60s`, `1m`, `1m30s`, `500ms`) in milliseconds. */
function nginxTime(value: string): number {
  const units: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const parts = [...value.matchAll(/(\d+)(ms|s|m|h|d)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== value) throw new Error(`not an nginx time: ${value}`);
  return parts.reduce((sum, [, n, unit]) => sum + Number(n) * units[unit!]!, 0);
}

/** Every value the text sets for a directive (comments ignored), or nginx's default when it sets none. */
function directive(text: string, name: string): number[] {
  const code = text.replace(/#.*$/gm, '');
  const values = [...code.matchAll(new RegExp(`(?:^|[\\s;{])${name}\\s+([^;\\s]+)\\s*;`, 'g'))].map((m) => nginxTime(m[1]!));
  return values.length > 0 ? values : [nginxDefaultMs];
}

const upstreamBlock = /upstream\s+api\s*\{([^}]*)\}/.exec(template)?.[1] ?? '';

describe('gateway and API timeouts agree', () => {
  it('reads nginx time syntax', () => {
    expect([nginxTime('60'), nginxTime('60s'), nginxTime('1m'), nginxTime('1m30s'), nginxTime('500ms')]).toEqual([60_000, 60_000, 60_000, 90_000, 500]);
    expect(directive('http { client_body_timeout 30s; }', 'client_body_timeout')).toEqual([30_000]);
    expect(directive('# client_body_timeout 30s;', 'client_body_timeout')).toEqual([nginxDefaultMs]);
  });

  it('the recorded gateway values are what the template sets (or nginx defaults to)', () => {
    expect(upstreamBlock).not.toBe('');
    expect(directive(template, 'client_header_timeout')).toEqual([gatewayTimeouts.clientHeaderMs]);
    expect(directive(template, 'client_body_timeout')).toEqual([gatewayTimeouts.clientBodyMs]);
    expect(directive(upstreamBlock, 'keepalive_timeout')).toEqual([gatewayTimeouts.upstreamKeepaliveMs]);
  });

  it('the API waits for a head and between pieces of a body exactly as long as the gateway', () => {
    expect(httpTimeouts.headersMs).toBe(gatewayTimeouts.clientHeaderMs);
    expect(httpTimeouts.bodyIdleMs).toBe(gatewayTimeouts.clientBodyMs);
    // Node checks its head timer this often: a stalled head goes within headersMs + checkEveryMs.
    expect(httpTimeouts.checkEveryMs).toBeLessThanOrEqual(1000);
    expect(httpTimeouts.requestMs).toBeGreaterThan(httpTimeouts.headersMs);
  });

  it('replicas keep idle connections longer than the gateway, so nginx always closes a pooled one first', () => {
    expect(httpTimeouts.keepAliveMs).toBeGreaterThan(gatewayTimeouts.upstreamKeepaliveMs);
  });
});
