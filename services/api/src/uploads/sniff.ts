/**
 * File types by their first bytes, never by name or claimed Content-Type. PNG, JPEG and WebP by magic numbers; SVG
 * as UTF-8 text whose first element (after an optional BOM, XML declaration, comments and whitespace) is <svg>;
 * a document type declaration (DTD, entities) is refused outright rather than parsed.
 */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/svg+xml';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function sniffImage(bytes: Buffer): ImageType | undefined {
  if (bytes.subarray(0, 8).equals(png)) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return looksLikeSvg(bytes) ? 'image/svg+xml' : undefined;
}

/** Strict UTF-8 (invalid bytes are not text), so a binary file can never pass as SVG. */
export function utf8Text(bytes: Buffer): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

const prolog = /^(?:\s+|<\?xml[^>]{0,200}\?>|<!--[\s\S]{0,2000}?-->)*/;

/** The text from its first element on: BOM, XML declaration, leading comments and whitespace dropped. */
export function withoutProlog(text: string): string {
  const unmarked = text.startsWith('\uFEFF') ? text.slice(1) : text;
  return unmarked.slice(prolog.exec(unmarked)?.[0].length ?? 0);
}

function looksLikeSvg(bytes: Buffer): boolean {
  const text = utf8Text(bytes);
  return text !== undefined && /^<svg[\s>/]/.test(withoutProlog(text)) && !/<!DOCTYPE|<!ENTITY/i.test(text);
}

/** `%PDF-` at the start and the end-of-file marker in the last 1 KB (a truncated upload has none). */
export function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 5).toString('latin1') === '%PDF-' && bytes.subarray(-1024).toString('latin1').includes('%%EOF');
}
