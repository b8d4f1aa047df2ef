/**
 * One error hierarchy for the whole backend. Domain code throws these; a single middleware maps them to
 * RFC 9457 problem+json. `code` is stable and machine-readable, `status` is the HTTP status it maps to.
 */
export interface FieldError {
  path: string;
  message: string;
}

export abstract class AppError extends Error {
  abstract readonly code: string;
  abstract readonly status: number;
  abstract readonly title: string;
  /** RFC 9457 extension members a contract promises beside the standard ones (e.g. a legacy `msg`). */
  readonly extensions: Readonly<Record<string, unknown>> | undefined = undefined;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  readonly code = 'VALIDATION';
  readonly status = 400;
  readonly title = 'Invalid request';
  constructor(
    message: string,
    readonly errors: readonly FieldError[] = [],
  ) {
    super(message);
  }
}

export class MalformedRequestError extends AppError {
  readonly code = 'MALFORMED_REQUEST';
  readonly status = 400;
  readonly title = 'Malformed request body';
}

export class PayloadTooLargeError extends AppError {
  readonly code = 'PAYLOAD_TOO_LARGE';
  readonly status = 413;
  readonly title = 'Request body too large';
}

/** A body in a charset or Content-Encoding we do not read (JSON is UTF-8; gzip, deflate and br are inflated). */
export class UnsupportedMediaTypeError extends AppError {
  readonly code = 'UNSUPPORTED_MEDIA_TYPE';
  readonly status = 415;
  readonly title = 'Unsupported request body encoding';
}

/** Authenticated, but not allowed to do this. */
export class ForbiddenError extends AppError {
  readonly code: string = 'FORBIDDEN';
  readonly status = 403;
  readonly title = 'Forbidden';
}

export class NotFoundError extends AppError {
  readonly code: string = 'NOT_FOUND';
  readonly status = 404;
  readonly title = 'Not found';
}

export class ConflictError extends AppError {
  readonly code: string = 'CONFLICT';
  readonly status = 409;
  readonly title = 'Conflict';
}

/** Optimistic concurrency clash on a stream: someone appended since we read it. */
export class StreamVersionConflictError extends ConflictError {
  override readonly code = 'STREAM_VERSION_CONFLICT';
  constructor(
    readonly streamId: string,
    readonly expectedVersion: number,
    readonly actualVersion: number | undefined,
  ) {
    super(
      `Stream ${streamId} expected at version ${expectedVersion} but was at ${actualVersion ?? 'a newer version'}`,
    );
  }
}

/** The client's copy is stale: its If-Match names an older version of the thing (RFC 9110 §13.1.1). */
export class PreconditionFailedError extends AppError {
  readonly code = 'PRECONDITION_FAILED';
  readonly status = 412;
  readonly title = 'Changed since you loaded it';
}

/** An update that could overwrite someone else's came without If-Match (RFC 6585 §3). */
export class PreconditionRequiredError extends AppError {
  readonly code = 'PRECONDITION_REQUIRED';
  readonly status = 428;
  readonly title = 'If-Match required';
}

/** A business rule refused the command (the request was well-formed). */
export class DomainRuleError extends AppError {
  readonly code = 'DOMAIN_RULE';
  readonly status = 422;
  readonly title = 'Request breaks a business rule';
}

export class ServiceUnavailableError extends AppError {
  readonly code = 'UNAVAILABLE';
  readonly status = 503;
  readonly title = 'Service unavailable';
}

export interface Problem {
  type: string;
  title: string;
  status: number;
  code: string;
  detail: string;
  instance?: string;
  errors?: readonly FieldError[];
  [extension: string]: unknown;
}

/** Maps anything thrown to a problem document; unknown errors never leak their message to clients. */
export function toProblem(error: unknown, instance?: string): Problem {
  const known = asAppError(error);
  if (!known) {
    return {
      type: 'about:blank',
      title: 'Internal server error',
      status: 500,
      code: 'INTERNAL',
      detail: 'Something went wrong on our side.',
      ...(instance ? { instance } : {}),
    };
  }
  return {
    // First, so an extension can never overwrite a standard member.
    ...known.extensions,
    type: 'about:blank',
    title: known.title,
    status: known.status,
    code: known.code,
    detail: known.message,
    ...(instance ? { instance } : {}),
    ...(known instanceof ValidationError && known.errors.length > 0 ? { errors: known.errors } : {}),
  };
}

/**
 * What the HTTP layer below our code rejects, in our hierarchy. body-parser (and raw-body) report failures as
 * http-errors with a `type`; a body that does not match its Content-Encoding arrives as zlib's own error with a
 * 400 status added; the router's undecodable path parameter (`%ED%A0%80`) is a URIError with status 400. Every one
 * of them is the client's fault: a clear 4xx, never a 500.
 */
function asAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (typeof error !== 'object' || error === null) return undefined;
  const { type, status, statusCode, code } = error as { type?: unknown; status?: unknown; statusCode?: unknown; code?: unknown };
  switch (type) {
    case 'entity.parse.failed':
      return new MalformedRequestError('The body is not valid JSON.');
    case 'entity.too.large':
      return new PayloadTooLargeError('The body exceeds the size limit.');
    case 'parameters.too.many':
      return new PayloadTooLargeError('The body has too many parameters.');
    case 'encoding.unsupported':
      return new UnsupportedMediaTypeError('Unsupported Content-Encoding: send the body uncompressed, or as gzip, deflate or br.');
    case 'charset.unsupported':
      return new UnsupportedMediaTypeError('Unsupported charset: send JSON as UTF-8.');
    case 'request.size.invalid':
      return new MalformedRequestError('The body is not as long as its Content-Length says.');
    case 'request.aborted':
      return new MalformedRequestError('The body ended before it was complete.');
    case 'entity.verify.failed':
      return new MalformedRequestError('The body was refused.');
  }
  const httpStatus = typeof status === 'number' ? status : typeof statusCode === 'number' ? statusCode : undefined;
  if (httpStatus === undefined || httpStatus < 400 || httpStatus >= 500) return undefined;
  // zlib's codes: Z_DATA_ERROR, Z_BUF_ERROR (gzip, deflate), ERR__ERROR_FORMAT_* (brotli).
  if (typeof code === 'string' && /^(Z_|ERR__ERROR_)/.test(code)) {
    return new MalformedRequestError('The body does not match its Content-Encoding.');
  }
  if (error instanceof URIError) return new MalformedRequestError('The path is not valid percent-encoded UTF-8.');
  if (httpStatus === 413) return new PayloadTooLargeError('The body exceeds the size limit.');
  if (httpStatus === 415) return new UnsupportedMediaTypeError('Unsupported request body.');
  return new MalformedRequestError('The request could not be read.');
}
