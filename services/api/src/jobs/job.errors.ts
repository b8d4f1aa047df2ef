import { ConflictError, NotFoundError } from '@fast-track/shared/errors';

export class JobNotFoundError extends NotFoundError {
  override readonly code = 'JOB_NOT_FOUND';
}

/** Closed jobs are history: not edited, not closed again, not applied to. */
export class JobClosedError extends ConflictError {
  override readonly code = 'JOB_CLOSED';
}

export class JobExistsError extends ConflictError {
  override readonly code = 'JOB_EXISTS';
}
