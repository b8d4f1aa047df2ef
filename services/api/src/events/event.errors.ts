import { ConflictError, ValidationError } from '@fast-track/shared/errors';

/** The event is over: nobody joins, leaves, asks or is approved any more (contract: 409 EVENT_CLOSED). */
export class EventClosedError extends ConflictError {
  override readonly code = 'EVENT_CLOSED';
}

/** The contract answers a bad question with `{ msg: 'invalid question', message }`, kept beside problem+json. */
export class InvalidQuestionError extends ValidationError {
  override readonly extensions: Readonly<Record<string, unknown>>;
  constructor(message: string) {
    super(message, [{ path: 'question', message }]);
    this.extensions = { msg: 'invalid question', message };
  }
}

/** Every place is taken: a host cannot approve one more request (409 EVENT_FULL); open events fill the waitlist instead. */
export class EventFullError extends ConflictError {
  override readonly code = 'EVENT_FULL';
}

/** Only an attending student has a ticket (409 NOT_ATTENDING). */
export class NotAttendingError extends ConflictError {
  override readonly code = 'NOT_ATTENDING';
}
