import busboy from 'busboy';
import { MalformedRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from '@fast-track/shared/errors';
import type { Request } from 'express';
import { FileTooLargeError, MissingFileError } from './upload.errors.ts';
import { uploadLimits } from '@fast-track/shared/uploads/upload-limits';

export interface UploadedFile {
  bytes: Buffer;
  /** What the client called it (shown to people, never used as a path); '' when absent. */
  filename: string;
  /** What the client claimed; the content decides (sniff.ts). */
  claimedType: string;
}

export interface ReadUploadOptions {
  /** The one file field taken (default `file`). */
  field?: string;
  maxFileBytes: number;
  /** Text fields besides the file (names and values bounded). */
  maxFields?: number;
  maxFieldBytes?: number;
}

const { envelopeBytes } = uploadLimits;

/**
 * Reads one multipart/form-data upload: exactly one file under `field`, at most `maxFileBytes`, plus small text
 * fields. The body is streamed through busboy with limits, so an oversize file is refused as soon as it passes the
 * limit (413) without buffering it; a Content-Length that already says "too large" is refused before reading. A
 * body that ends early (a lying Content-Length, a dropped connection) or a malformed one is a 400.
 */
export function readUpload(req: Request, options: ReadUploadOptions): Promise<{ file: UploadedFile; fields: Record<string, string> }> {
  const field = options.field ?? 'file';
  if (!req.is('multipart/form-data')) {
    return Promise.reject(new UnsupportedMediaTypeError('Send the file as multipart/form-data.'));
  }
  const declared = Number(req.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > options.maxFileBytes + envelopeBytes) {
    return Promise.reject(new FileTooLargeError(`Files may be at most ${options.maxFileBytes} bytes.`));
  }
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          files: 1,
          fileSize: options.maxFileBytes,
          fields: options.maxFields ?? 10,
          fieldSize: options.maxFieldBytes ?? 4096,
          parts: (options.maxFields ?? 10) + 1,
          headerPairs: 20,
        },
      });
    } catch (error) {
      reject(new MalformedRequestError('Unreadable multipart body.', { cause: error }));
      return;
    }
    let failed: Error | undefined;
    let file: UploadedFile | undefined;
    const fields: Record<string, string> = {};
    const fail = (error: Error) => (failed ??= error);

    parser.on('file', (name, stream, info) => {
      if (name !== field) {
        fail(new MissingFileError(`The file must be sent as the field "${field}".`));
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (!failed) chunks.push(chunk);
      });
      stream.on('limit', () => {
        fail(new FileTooLargeError(`Files may be at most ${options.maxFileBytes} bytes.`));
        chunks.length = 0;
      });
      stream.on('close', () => {
        if (!failed) file = { bytes: Buffer.concat(chunks, size), filename: info.filename ?? '', claimedType: info.mimeType ?? '' };
      });
    });
    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) fail(new PayloadTooLargeError(`Field ${name.slice(0, 40)} is too large.`));
      else fields[name] = value;
    });
    parser.on('filesLimit', () => fail(new MalformedRequestError('Send one file per upload.')));
    parser.on('fieldsLimit', () => fail(new PayloadTooLargeError('Too many fields.')));
    parser.on('partsLimit', () => fail(new PayloadTooLargeError('Too many parts.')));
    parser.on('error', (error: Error) => {
      req.unpipe(parser);
      req.resume();
      reject(failed ?? new MalformedRequestError('Unreadable multipart body.', { cause: error }));
    });
    parser.on('close', () => {
      if (failed) reject(failed);
      else if (!file) reject(new MissingFileError(`No file under the field "${field}".`));
      else resolve({ file, fields });
    });
    // A client that stops sending mid-body: busboy never sees the end, so the request's own abort ends the wait.
    req.on('aborted', () => reject(new MalformedRequestError('The upload was interrupted.')));
    req.on('error', (error) => reject(new MalformedRequestError('The upload was interrupted.', { cause: error })));
    req.pipe(parser);
  });
}
