import { NotFoundError, toProblem } from '@fast-track/shared/errors';
import type { ErrorRequestHandler, RequestHandler } from 'express';

/** The one place errors become HTTP: the AppError hierarchy → RFC 9457 problem+json. */
export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const problem = toProblem(error, req.originalUrl);
  if (problem.status >= 500) req.log.error({ err: error }, 'request failed');
  else req.log.info({ code: problem.code, detail: problem.detail }, 'request refused');
  res.status(problem.status).type('application/problem+json').send(JSON.stringify(problem));
};

/** Unknown API paths answer JSON, never the SPA's index.html. */
export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(new NotFoundError(`No API route ${req.method} ${req.path}`));
};
