import { describe, expect, it } from 'vitest';
import { ConflictError, ForbiddenError, NotFoundError, StreamVersionConflictError, ValidationError, toProblem } from './errors.ts';

describe('toProblem', () => {
  it('maps the hierarchy to status and stable code', () => {
    expect(toProblem(new ValidationError('bad', [{ path: 'page', message: 'too small' }]))).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      errors: [{ path: 'page', message: 'too small' }],
    });
    expect(toProblem(new NotFoundError('gone'))).toMatchObject({ status: 404, code: 'NOT_FOUND', detail: 'gone' });
    expect(toProblem(new StreamVersionConflictError('s', 1, 2))).toMatchObject({ status: 409, code: 'STREAM_VERSION_CONFLICT' });
  });

  it('translates body-parser failures and hides unknown errors', () => {
    expect(toProblem({ type: 'entity.parse.failed' })).toMatchObject({ status: 400, code: 'MALFORMED_REQUEST' });
    expect(toProblem({ type: 'entity.too.large' })).toMatchObject({ status: 413 });
    expect(toProblem({ type: 'encoding.unsupported', status: 415 })).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(toProblem({ type: 'charset.unsupported', status: 415 })).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(toProblem({ type: 'request.size.invalid', status: 400 })).toMatchObject({ status: 400, code: 'MALFORMED_REQUEST' });
    const hidden = toProblem(new Error('password=hunter2'));
    expect(hidden).toMatchObject({ status: 500, code: 'INTERNAL' });
    expect(JSON.stringify(hidden)).not.toContain('hunter2');
  });

  it('maps a body that does not match its Content-Encoding (zlib, brotli) and an undecodable path to 400', () => {
    const zlib = Object.assign(new Error('incorrect header check'), { code: 'Z_DATA_ERROR', errno: -3, status: 400, statusCode: 400 });
    expect(toProblem(zlib)).toMatchObject({ status: 400, code: 'MALFORMED_REQUEST', detail: 'The body does not match its Content-Encoding.' });
    const brotli = Object.assign(new Error('Decompression failed'), { code: 'ERR__ERROR_FORMAT_PADDING_2', status: 400 });
    expect(toProblem(brotli)).toMatchObject({ status: 400, code: 'MALFORMED_REQUEST' });
    const uri = Object.assign(new URIError('URI malformed'), { status: 400, statusCode: 400 });
    expect(toProblem(uri)).toMatchObject({ status: 400, code: 'MALFORMED_REQUEST' });
    // A 5xx-shaped error from below stays an internal error, its message hidden.
    expect(toProblem(Object.assign(new Error('stream.not.readable'), { status: 500 }))).toMatchObject({ status: 500, code: 'INTERNAL' });
  });

  it('adds extension members without letting them replace standard ones', () => {
    class Legacy extends ConflictError {
      override readonly extensions = { msg: 'invalid thing', status: 200 };
    }
    expect(toProblem(new Legacy('nope'))).toMatchObject({ status: 409, code: 'CONFLICT', msg: 'invalid thing', detail: 'nope' });
    expect(toProblem(new ForbiddenError('hosts only'))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });
});
