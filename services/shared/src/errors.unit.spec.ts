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
    const hidden = toProblem(new Error('password=hunter2'));
    expect(hidden).toMatchObject({ status: 500, code: 'INTERNAL' });
    expect(JSON.stringify(hidden)).not.toContain('hunter2');
  });

  it('adds extension members without letting them replace standard ones', () => {
    class Legacy extends ConflictError {
      override readonly extensions = { msg: 'invalid thing', status: 200 };
    }
    expect(toProblem(new Legacy('nope'))).toMatchObject({ status: 409, code: 'CONFLICT', msg: 'invalid thing', detail: 'nope' });
    expect(toProblem(new ForbiddenError('hosts only'))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });
});
