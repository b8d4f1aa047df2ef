import * as z from 'zod/mini';
import { outcomeRequest, type Outcome } from '../../../lib/outcome-request.ts';
import { attemptViewSchema, challengeSummarySchema, type AnswerValue, type AttemptView, type ChallengeSummary } from './challenge-schema.ts';

// The student's and the visitor's side of challenges (docs/challenges-contract.md).
const enc = encodeURIComponent;

/** Throws the refusal's code, so the attempt machine can name what went wrong. */
function valueOf<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(outcome.code);
  return outcome.value;
}

export function getChallenge(uniqueId: string): Promise<Outcome<ChallengeSummary>> {
  return outcomeRequest('get', `api/challenges/${enc(uniqueId)}`, (b) => z.object({ challenge: challengeSummarySchema }).parse(b).challenge);
}

/** The attempt in progress or finished, or none yet (the intro offers Start). */
export async function loadAttempt(uniqueId: string): Promise<{ attempt: AttemptView | null }> {
  return valueOf(
    await outcomeRequest('get', `api/challenges/${enc(uniqueId)}/attempt`, (b) =>
      z.object({ attempt: z.nullable(attemptViewSchema) }).parse(b),
    ),
  );
}

export async function startAttempt(uniqueId: string): Promise<AttemptView> {
  return valueOf(
    await outcomeRequest('post', `api/challenges/${enc(uniqueId)}/attempt`, (b) => z.object({ attempt: attemptViewSchema }).parse(b).attempt, {
      json: {},
    }),
  );
}

export async function saveAnswer(attemptId: string, taskId: string, answer: AnswerValue): Promise<void> {
  valueOf(await outcomeRequest('post', `api/attempts/${enc(attemptId)}/answers/${enc(taskId)}`, () => undefined, { json: { answer } }));
}

export async function submitAttempt(attemptId: string): Promise<void> {
  valueOf(await outcomeRequest('post', `api/attempts/${enc(attemptId)}/submit`, () => undefined, { json: {} }));
}
