import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressDynamic, negotiateEncoding, varyOnAcceptEncoding } from './content-encoding.ts';

describe('negotiateEncoding (Accept-Encoding, RFC 9110 §12.5.3)', () => {
  it('prefers br, then gzip, when both are offered', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('x-gzip')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
  });

  it('honours q-values, q=0 meaning "not acceptable"', () => {
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(negotiateEncoding('gzip;q=0.2, identity;q=0.5')).toBe('identity');
    expect(negotiateEncoding('*;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('BR ; Q=1.0, GZIP;q=0.9')).toBe('br');
  });

  it('answers identity without a header, for an empty one, and for codings it does not have', () => {
    expect(negotiateEncoding(undefined)).toBe('identity');
    expect(negotiateEncoding('')).toBe('identity');
    expect(negotiateEncoding('deflate, zstd')).toBe('identity');
    // Nothing acceptable at all: identity anyway rather than a 406.
    expect(negotiateEncoding('identity;q=0')).toBe('identity');
  });

  it('chooses among the variants at hand only', () => {
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(negotiateEncoding('br', ['gzip'])).toBe('identity');
    expect(negotiateEncoding('br, gzip', [])).toBe('identity');
  });

  it('gives the same answer on a remembered header as on a fresh one', () => {
    for (let i = 0; i < 3; i += 1) expect(negotiateEncoding('gzip;q=1, br;q=0.1')).toBe('gzip');
  });
});

describe('compressDynamic', () => {
  it('round-trips with both codings and makes JSON smaller', () => {
    const body = Buffer.from(JSON.stringify({ events: Array.from({ length: 50 }, (_, i) => ({ id: i, title: 'Spring Insight Day' })) }));
    const br = compressDynamic(body, 'br');
    const gz = compressDynamic(body, 'gzip');
    expect(brotliDecompressSync(br).equals(body)).toBe(true);
    expect(gunzipSync(gz).equals(body)).toBe(true);
    expect(br.length).toBeLessThan(body.length / 4);
  });
});

describe('varyOnAcceptEncoding', () => {
  const response = (vary?: string) => {
    const headers = new Map<string, string>(vary ? [['Vary', vary]] : []);
    return { getHeader: (n: string) => headers.get(n), setHeader: (n: string, v: string) => headers.set(n, v), headers };
  };
  it('adds Accept-Encoding once, keeping what is there', () => {
    const empty = response();
    varyOnAcceptEncoding(empty);
    varyOnAcceptEncoding(empty);
    expect(empty.headers.get('Vary')).toBe('Accept-Encoding');
    const origin = response('Origin');
    varyOnAcceptEncoding(origin);
    expect(origin.headers.get('Vary')).toBe('Origin, Accept-Encoding');
    const star = response('*');
    varyOnAcceptEncoding(star);
    expect(star.headers.get('Vary')).toBe('*');
  });
});
