import type { Express, Response } from 'express';
import { compressDynamic, MIN_COMPRESSIBLE_BYTES, negotiateEncoding, varyOnAcceptEncoding } from './content-encoding.ts';

const jsonType = /^application\/(?:[\w.+-]+\+)?json\b/i;

/**
 * Compresses the app's JSON answers (application/json, problem+json) of at least 1 KB with the coding the client
 * accepts (br, gzip), by replacing `send` on this app's response prototype: res.json and res.send both end there,
 * and routes that never call it (the cached event list, which keeps its own compressed bytes; files) pay nothing,
 * not even a per-request wrapper.
 */
export function installJsonCompression(app: Express): void {
  const send = app.response.send as (this: Response, body?: unknown) => Response;
  app.response.send = function compressedSend(this: Response, body?: unknown): Response {
    if ((typeof body !== 'string' && !Buffer.isBuffer(body)) || this.getHeader('Content-Encoding')) return send.call(this, body);
    const type = this.getHeader('Content-Type');
    if (typeof type !== 'string' || !jsonType.test(type)) return send.call(this, body);
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    if (bytes.length < MIN_COMPRESSIBLE_BYTES) return send.call(this, body);
    varyOnAcceptEncoding(this);
    const coding = negotiateEncoding(this.req.headers['accept-encoding']);
    // 204 and 304 carry no body at all; send strips it.
    if (coding === 'identity' || this.statusCode === 204 || this.statusCode === 304) return send.call(this, body);
    // send would add the charset for a string; a Buffer keeps the type as set, so name UTF-8 here.
    if (typeof body === 'string' && !/;\s*charset=/i.test(type)) this.setHeader('Content-Type', `${type}; charset=utf-8`);
    this.setHeader('Content-Encoding', coding);
    return send.call(this, compressDynamic(bytes, coding));
  } as Response['send'];
}
