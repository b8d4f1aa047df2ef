import busboy from 'busboy';
import { MalformedRequestError, PayloadTooLargeError } from '@fast-track/shared/errors';
import type { RequestHandler } from 'express';

/**
 * Parses multipart/form-data text fields into req.body (JSON bodies pass through untouched). Files (the spec's
 * `orgphoto`) are drained and ignored: student sign-up keeps no uploads. Bounded like the JSON parser.
 */
export const multipartFields: RequestHandler = (req, _res, next) => {
  if (!req.is('multipart/form-data')) {
    next();
    return;
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: req.headers, limits: { fields: 30, fieldSize: 16_384, files: 2, fileSize: 2_000_000, parts: 40 } });
  } catch (error) {
    next(new MalformedRequestError('Unreadable multipart body.', { cause: error }));
    return;
  }
  const fields: Record<string, string> = {};
  let failed: Error | undefined;
  parser.on('field', (name, value, info) => {
    if (info.valueTruncated) failed ??= new PayloadTooLargeError(`Field ${name} is too large.`);
    else fields[name] = value;
  });
  parser.on('file', (_name, stream) => stream.resume());
  parser.on('fieldsLimit', () => (failed ??= new PayloadTooLargeError('Too many fields.')));
  parser.on('partsLimit', () => (failed ??= new PayloadTooLargeError('Too many parts.')));
  parser.on('error', (error) => next(new MalformedRequestError('Unreadable multipart body.', { cause: error })));
  parser.on('close', () => {
    if (failed) {
      next(failed);
      return;
    }
    req.body = fields;
    next();
  });
  req.pipe(parser);
};
