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
