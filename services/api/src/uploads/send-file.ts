import type { Response } from 'express';

/**
 * Answers a stored file so no browser runs it, whatever it turns out to hold: the stored Content-Type (decided by
 * sniffing at upload), nosniff, a CSP that forbids everything but inline styles inside the file and sandboxes it
 * (an SVG opened directly is an inert document with a unique origin), and a download disposition when asked.
 */
export function sendStoredFile(
  res: Response,
  file: { bytes: Buffer; contentType: string },
  options: { cache: 'immutable' | 'private'; etag?: string; download?: string },
): void {
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', String(file.bytes.length));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox");
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  res.setHeader('Cache-Control', options.cache === 'immutable' ? 'public, max-age=31536000, immutable' : 'private, no-store');
  if (options.etag) res.setHeader('ETag', `"${options.etag}"`);
  if (options.download !== undefined) res.setHeader('Content-Disposition', contentDisposition(options.download));
  res.end(file.bytes);
}

/** `attachment` with an ASCII fallback name and the RFC 5987 UTF-8 one; no quotes, slashes or controls survive. */
export function contentDisposition(filename: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must not reach a header
  const safe = filename.replace(/[\u0000-\u001f\u007f"\\/]/g, '').slice(0, 150) || 'file';
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}
