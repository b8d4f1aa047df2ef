/**
 * The one storage port for uploaded files (logos, covers, CVs). Adapters: a local folder under DATA_DIR (the
 * embedded default) and an S3-compatible bucket when S3_BUCKET is configured. Callers never see which one runs.
 *
 * Keys are chosen by the caller (uploads use `<sha256 hex>`), so a key always names the same bytes and a put of an
 * existing key is harmless. A key is 1–200 characters of `a-z 0-9 . _ - /`, segments neither empty nor starting with `.`
 * (so no `..`): it becomes a file path and a URL path, and must not escape either.
 */
export interface BlobStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ bytes: Buffer; contentType: string } | undefined>;
  delete(key: string): Promise<void>;
}

// Segments never start with '.', so `.`, `..` and the local adapter's `.tmp-*` files are never keys.
const keyPattern = /^[a-z0-9_-][a-z0-9._-]*(\/[a-z0-9_-][a-z0-9._-]*)*$/;
// type/subtype with optional parameters; no control characters (it is echoed into a header).
const contentTypePattern = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*(\s*;\s*[a-z0-9_-]+=[a-z0-9_.+-]+)*$/i;

export class InvalidBlobKeyError extends Error {
  constructor(key: string) {
    super(`invalid blob key: ${JSON.stringify(key.slice(0, 60))}`);
    this.name = 'InvalidBlobKeyError';
  }
}

export function assertBlobKey(key: string): void {
  if (key.length === 0 || key.length > 200 || !keyPattern.test(key)) {
    throw new InvalidBlobKeyError(key);
  }
}

export function assertContentType(contentType: string): void {
  if (contentType.length > 120 || !contentTypePattern.test(contentType)) {
    throw new Error(`invalid content type: ${JSON.stringify(contentType.slice(0, 60))}`);
  }
}
