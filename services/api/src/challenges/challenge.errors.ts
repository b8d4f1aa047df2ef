import { ConflictError, NotFoundError } from '@fast-track/shared/errors';

export class ChallengeNotFoundError extends NotFoundError {
  override readonly code = 'CHALLENGE_NOT_FOUND';
}
export class ChallengeClosedError extends ConflictError {
  override readonly code = 'CHALLENGE_CLOSED';
}
/** Students have seen a published version (and may hold results of it): it can be closed, never deleted. */
export class ChallengePublishedError extends ConflictError {
  override readonly code = 'CHALLENGE_PUBLISHED';
}
export class ChallengeNotOpenError extends ConflictError {
  override readonly code = 'CHALLENGE_NOT_OPEN';
}
export class OnboardingRequiredError extends ConflictError {
  override readonly code = 'ONBOARDING_REQUIRED';
}
export class AttemptNotFoundError extends NotFoundError {
  override readonly code = 'ATTEMPT_NOT_FOUND';
}
export class TaskNotFoundError extends NotFoundError {
  override readonly code = 'TASK_NOT_FOUND';
}
/** Submitted, or past its deadline (then it has just been submitted with what was saved). */
export class AttemptClosedError extends ConflictError {
  override readonly code = 'ATTEMPT_CLOSED';
}
/** The one attempt is done: the answer names its result, so the page can go there. */
export class AttemptSubmittedError extends ConflictError {
  override readonly code = 'ATTEMPT_SUBMITTED';
  override readonly extensions: Readonly<Record<string, unknown>>;
  constructor(resultId: string) {
    super('You have already taken this challenge.');
    this.extensions = { resultId };
  }
}
export class AttemptNotSubmittedError extends ConflictError {
  override readonly code = 'ATTEMPT_NOT_SUBMITTED';
}
export class ResultNotFoundError extends NotFoundError {
  override readonly code = 'RESULT_NOT_FOUND';
}
export class InviteNotFoundError extends NotFoundError {
  override readonly code = 'INVITE_NOT_FOUND';
}
