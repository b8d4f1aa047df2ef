import type { AnswerValue, AttemptView } from '../api/challenge-schema.ts';

export interface AttemptInput {
  /** The challenge's uniqueId (the /challenge/attempt/{uniqueId} parameter). */
  challengeId: string;
  /** The clock the browser reads; tests inject their own. The server's clock decides, this one only counts down. */
  now?: () => number;
}

export interface AttemptContext {
  challengeId: string;
  now: () => number;
  attempt: AttemptView | null;
  /** The student's answers by task id: the server's on load, then every answer as given. */
  answers: Record<string, AnswerValue>;
  /** Answers given but not yet confirmed by the server, in the order given (last one per task wins). */
  pending: string[];
  /** The answer the Saver is sending right now. */
  inflight: { taskId: string; answer: AnswerValue } | null;
  /** Index of the task on screen. */
  index: number;
  /** When the time is up, on the browser's clock: now + the server's `remainingSeconds`, re-read on every save. */
  endsAt: number;
  /** The result of the submitted attempt (null while running, or if the server has not named it). */
  resultId: string | null;
  /** Saving failed at least once since the last success: the screen says so (retries continue). */
  saveFailing: boolean;
  /** Why loading / starting / submitting / saving failed (a refusal code, 'ANSWER_REFUSED' or 'network'). */
  error: string | null;
  /** The attempt ended because the time was up (or the window closed), not by the student's submit. */
  timedOut: boolean;
}

export type AttemptEvent =
  | { type: 'START' }
  | { type: 'ANSWER'; taskId: string; answer: AnswerValue }
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  | { type: 'GO_TO'; index: number }
  | { type: 'REVIEW' }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' };

/** What the loader answers: the attempt in progress (or finished), or none yet (the intro offers Start). */
export type LoadOutput = { attempt: AttemptView | null };

export interface SaveInput {
  challengeId: string;
  taskId: string;
  answer: AnswerValue;
}

export interface SubmitInput {
  challengeId: string;
  /** Answers not yet confirmed: saved before the submit (none at time-up: the server keeps what it holds). */
  unsaved: { taskId: string; answer: AnswerValue }[];
}
