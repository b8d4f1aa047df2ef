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

/** body-parser reports its failures as plain errors with a `type`; translate those into our hierarchy. */
function asAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (typeof error === 'object' && error !== null && 'type' in error) {
    const type = error.type;
    if (type === 'entity.parse.failed') return new MalformedRequestError('The body is not valid JSON.');
    if (type === 'entity.too.large') return new PayloadTooLargeError('The body exceeds the size limit.');
    if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
      return new MalformedRequestError('Unsupported body encoding.');
    }
  }
  return undefined;
}
