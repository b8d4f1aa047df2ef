import { AppError } from '@fast-track/shared/errors';

/** The content is not one of the types this upload takes (the bytes decide, not the name or the claimed type). */
export class UnsupportedFileError extends AppError {
  readonly code = 'UNSUPPORTED_FILE';
  readonly status = 415;
  readonly title = 'Unsupported file';
}

/** A PDF with scripts, actions that run or open something, embedded files or media (pdf-active-content.ts). */
export class PdfActiveContentError extends AppError {
  readonly code = 'PDF_ACTIVE_CONTENT';
  readonly status = 415;
  readonly title = 'PDF with active content';
}

export class FileTooLargeError extends AppError {
  readonly code = 'FILE_TOO_LARGE';
  readonly status = 413;
  readonly title = 'File too large';
}

/** No file part, an empty file, or a file part under another field name. */
export class MissingFileError extends AppError {
  readonly code = 'MISSING_FILE';
  readonly status = 400;
  readonly title = 'No file in the upload';
}

export class TooManyUploadsError extends AppError {
  readonly code = 'TOO_MANY_UPLOADS';
  readonly status = 429;
  readonly title = 'Too many uploads';
  override readonly extensions: Readonly<Record<string, unknown>>;
  constructor(retryAfterSeconds: number) {
    super(`Too many uploads; try again in ${retryAfterSeconds} s.`);
    this.extensions = { retryAfter: retryAfterSeconds };
  }
}
