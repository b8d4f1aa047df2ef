import type { IncomingMessage, ServerResponse } from 'node:http';
import { compressDynamic, MIN_COMPRESSIBLE_BYTES, negotiateEncoding, varyOnAcceptEncoding, type ChosenCoding, type Coding } from './content-encoding.ts';

/**
 * A finished answer body and its compressed forms, each made once on first demand. Caches hold this instead of
 * the bare Buffer, so a hit costs neither serialising nor compressing: the same bytes go to every client that
 * accepts the same coding.
 */
export class EncodedBody {
  readonly #compressed: Partial<Record<Coding, Buffer>> = {};

  constructor(readonly identity: Buffer) {}

  /** Small bodies are always sent as they are. */
  get compressible(): boolean {
    return this.identity.length >= MIN_COMPRESSIBLE_BYTES;
  }

  as(coding: ChosenCoding): Buffer {
    if (coding === 'identity') return this.identity;
    return (this.#compressed[coding] ??= compressDynamic(this.identity, coding));
  }
}

/** Sends `body` with the coding the request accepts (br, gzip or identity), with Vary and the matching length. */
export function sendEncoded(req: IncomingMessage, res: ServerResponse, body: EncodedBody, contentType: string): void {
  const coding = body.compressible ? negotiateEncoding(req.headers['accept-encoding']) : 'identity';
  const bytes = body.as(coding);
  res.setHeader('Content-Type', contentType);
  if (body.compressible) varyOnAcceptEncoding(res);
  if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
  res.setHeader('Content-Length', bytes.length);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}
