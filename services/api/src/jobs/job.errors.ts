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

/** Publishing, scheduling or deleting is for drafts (and scheduled drafts); a live job is closed instead. */
export class JobPublishedError extends ConflictError {
  override readonly code = 'JOB_PUBLISHED';
}

/** Closing or unscheduling needs a job in that state: a draft is deleted, not closed; only a scheduled job unschedules. */
export class JobNotPublishedError extends ConflictError {
  override readonly code = 'JOB_NOT_PUBLISHED';
}

/** The student answered questions that changed since they loaded the job (or none where some are asked now). */
export class ScreeningChangedError extends ConflictError {
  override readonly code = 'SCREENING_CHANGED';
}
