import { createHash } from 'node:crypto';
import type { BlobStore } from '../storage/index.ts';
import { normaliseRaster } from './image-normaliser.ts';
import { findActivePdfContent } from './pdf-active-content.ts';
import { isPdf, sniffImage, utf8Text, type ImageType } from './sniff.ts';
import { sanitizeSvg } from './svg-sanitizer.ts';
import { FileTooLargeError, MissingFileError, PdfActiveContentError, UnsupportedFileError } from './upload.errors.ts';
import { uploadLimits } from '@fast-track/shared/uploads/upload-limits';

/** A stored image: `hash` (sha256 hex of the stored bytes) is its blob key and its public URL's last segment. */
export interface StoredImage {
  hash: string;
  url: string;
  contentType: ImageType;
  size: number;
  /** Raster images only (SVG scales). */
  width: number | null;
  height: number | null;
}

/** A stored PDF: never public; its key is `pdf/<hash>`, read back with readStoredPdf behind the caller's own guard. */
export interface StoredPdf {
  hash: string;
  key: string;
  size: number;
}

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');
export const hashPattern = /^[0-9a-f]{64}$/;
export const imageUrl = (hash: string): string => `/api/files/${hash}`;

// What a browser or client may claim for an image part. The content decides the type; a claim outside this list
// (text/html on a PNG, a polyglot's usual disguise) is refused even when the bytes would pass.
const claimableImageTypes = new Set(['image/png', 'image/jpeg', 'image/jpg', 'image/pjpeg', 'image/webp', 'image/svg+xml', 'application/octet-stream', '']);

/**
 * Checks, cleans and stores an uploaded image (logo, cover): PNG, JPEG or WebP re-encoded (no metadata, nothing
 * appended), SVG sanitised; stored under the sha256 of the bytes actually stored, so the same image uploaded twice
 * is one blob and its URL can be cached forever. Refusals (413, 415, 400) happen before anything is written.
 */
export async function storeImage(store: BlobStore, bytes: Buffer, claimedType = ''): Promise<StoredImage> {
  if (bytes.length === 0) throw new MissingFileError('The file is empty.');
  if (!claimableImageTypes.has(claimedType.toLowerCase())) {
    throw new UnsupportedFileError(`Images must be PNG, JPEG, WebP or SVG; the upload says ${claimedType.slice(0, 60)}.`);
  }
  const type = sniffImage(bytes);
  if (!type) throw new UnsupportedFileError('Images must be PNG, JPEG, WebP or SVG.');
  if (type === 'image/svg+xml') {
    if (bytes.length > uploadLimits.svgBytes) throw new FileTooLargeError(`SVG files may be at most ${uploadLimits.svgBytes} bytes.`);
    const clean = sanitizeSvg(utf8Text(bytes) ?? '');
    if (!clean) throw new UnsupportedFileError('Nothing of the SVG image is left once scripts and external references are removed.');
    const stored = Buffer.from(clean, 'utf8');
    const hash = sha256(stored);
    await store.put(hash, stored, type);
    return { hash, url: imageUrl(hash), contentType: type, size: stored.length, width: null, height: null };
  }
  if (bytes.length > uploadLimits.imageBytes) throw new FileTooLargeError(`Images may be at most ${uploadLimits.imageBytes} bytes.`);
  const image = await normaliseRaster(bytes, type);
  const hash = sha256(image.bytes);
  await store.put(hash, image.bytes, image.contentType);
  return { hash, url: imageUrl(hash), contentType: image.contentType, size: image.bytes.length, width: image.width, height: image.height };
}

/**
 * Checks a PDF (magic `%PDF-`, end marker, size, no active content) without storing it. `maxBytes` is the caller's
 * limit when it takes larger PDFs than CVs (team documents).
 */
export function checkPdf(bytes: Buffer, maxBytes: number = uploadLimits.pdfBytes): void {
  if (bytes.length === 0) throw new MissingFileError('The file is empty.');
  if (bytes.length > maxBytes) throw new FileTooLargeError(`PDF files may be at most ${maxBytes} bytes.`);
  if (!isPdf(bytes)) throw new UnsupportedFileError('The file is not a PDF.');
  // Refused, not cleaned (docs/uploads.md "PDFs"): a downloaded PDF with scripts or launch actions runs them in
  // the reader of whoever opens it (a recruiter, a team member).
  const finding = findActivePdfContent(bytes);
  if (finding?.kind === 'active') {
    throw new PdfActiveContentError(`PDFs with active content (/${finding.name}: scripts, actions, embedded files or media) are not accepted; save the document again with "Print to PDF".`);
  }
  if (finding) throw new PdfActiveContentError(`This PDF cannot be checked for active content (${finding.reason}); save it again with "Print to PDF".`);
}

/**
 * Checks and stores a PDF as it is (a PDF cannot be re-encoded without losing it): its key is not under the public
 * /api/files route, so only a route with its own guard (readStoredPdf) can hand it out, as an attachment.
 */
export async function storePdf(store: BlobStore, bytes: Buffer): Promise<StoredPdf> {
  checkPdf(bytes);
  const hash = sha256(bytes);
  const key = `pdf/${hash}`;
  await store.put(key, bytes, 'application/pdf');
  return { hash, key, size: bytes.length };
}

export async function readStoredPdf(store: BlobStore, hash: string): Promise<Buffer | undefined> {
  if (!hashPattern.test(hash)) return undefined;
  return (await store.get(`pdf/${hash}`))?.bytes;
}
