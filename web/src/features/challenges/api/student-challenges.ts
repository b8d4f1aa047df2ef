import * as z from 'zod/mini';
import { outcomeRequest, type Outcome } from '../../../lib/outcome-request.ts';
import {
  attemptViewSchema,
  certificateSchema,
  lookupSchema,
  publicChallengeSchema,
  resultSchema,
  type AnswerValue,
  type AttemptView,
  type Certificate,
  type Lookup,
  type PublicChallenge,
  type Result,
} from './challenge-schema.ts';

// The student's and the visitor's side of challenges (docs/challenges.md § Public and student calls).
const enc = encodeURIComponent;
const attemptOf = (challengeId: string, rest = '') => `api/challenges/${enc(challengeId)}/attempt${rest}`;

/** A refusal the attempt machine can name: the problem's code (and the result id of an attempt already submitted). */
export class AttemptRefusal extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
  ) {
    super(code);
  }
}

function valueOf<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new AttemptRefusal(outcome.code, outcome.status);
  return outcome.value;
}

export function getChallenge(challengeId: string): Promise<Outcome<PublicChallenge>> {
  return outcomeRequest('get', `api/challenges/${enc(challengeId)}`, (b) => z.object({ challenge: publicChallengeSchema }).parse(b).challenge);
}

export function listChallengesBy(product: string): Promise<Outcome<PublicChallenge[]>> {
  return outcomeRequest('get', `api/challenges/by/${enc(product)}`, (b) => z.object({ challenges: z.array(publicChallengeSchema) }).parse(b).challenges);
}

const myChallengeSchema = z.object({
  ...publicChallengeSchema.shape,
  attempt: z.catch(z.nullable(z.object({ status: z.string(), resultId: z.catch(z.nullable(z.string()), null) })), null),
});
export type MyChallenge = z.infer<typeof myChallengeSchema>;

/** The challenges of the student's tracks, and `next`: the one Start Now opens. */
export function listMyChallenges(): Promise<Outcome<{ challenges: MyChallenge[]; next: string | null }>> {
  return outcomeRequest('get', 'api/student/challenges', (b) =>
    z.object({ challenges: z.array(myChallengeSchema), next: z.catch(z.nullable(z.string()), null) }).parse(b),
  );
}

/** The attempt in progress or finished, or none yet (the intro offers Start). */
export async function loadAttempt(challengeId: string): Promise<{ attempt: AttemptView | null }> {
  // Not started yet: `{ attempt: null }` (docs/challenges.md); an older server's 404 ATTEMPT_NOT_FOUND too.
  const outcome = await outcomeRequest('get', attemptOf(challengeId), (b) => z.object({ attempt: z.nullable(attemptViewSchema) }).parse(b).attempt);
  if (!outcome.ok && outcome.status === 404 && outcome.code === 'ATTEMPT_NOT_FOUND') return { attempt: null };
  return { attempt: valueOf(outcome) };
}

/** Start, or resume the attempt another tab started (the server creates exactly one). */
export async function startAttempt(challengeId: string): Promise<AttemptView> {
  return valueOf(await outcomeRequest('post', attemptOf(challengeId), (b) => z.object({ attempt: attemptViewSchema }).parse(b).attempt, { json: {} }));
}

/** Saves one answer; the server answers with the time left by its clock. */
export async function saveAnswer(challengeId: string, taskId: string, answer: AnswerValue): Promise<{ remainingSeconds: number }> {
  return valueOf(
    await outcomeRequest('put', attemptOf(challengeId, `/answers/${enc(taskId)}`), (b) => z.object({ remainingSeconds: z.number() }).parse(b), {
      json: { answer },
    }),
  );
}

/**
 * Submits, and answers the result's id. An attempt the server already closed (time up, another tab) counts as
 * submitted: its result id is read from the attempt.
 */
export async function submitAttempt(challengeId: string): Promise<string | null> {
  const outcome = await outcomeRequest('post', attemptOf(challengeId, '/submit'), (b) => z.object({ resultId: z.string() }).parse(b).resultId, { json: {} });
  if (outcome.ok) return outcome.value;
  if (outcome.code !== 'ATTEMPT_CLOSED') throw new AttemptRefusal(outcome.code, outcome.status);
  return (await loadAttempt(challengeId)).attempt?.resultId ?? null;
}

export function getResult(resultId: string): Promise<Outcome<Result>> {
  return outcomeRequest('get', `api/results/${enc(resultId)}`, (b) => z.object({ result: resultSchema }).parse(b).result);
}

export function getCertificate(certificateId: string): Promise<Outcome<Certificate>> {
  return outcomeRequest('get', `api/student/certificates/${enc(certificateId)}`, (b) => z.object({ certificate: certificateSchema }).parse(b).certificate);
}

export function findById(id: string): Promise<Outcome<Lookup>> {
  return outcomeRequest('get', `api/find/${enc(id)}`, (b) => lookupSchema.parse(b));
}

export function getInvite(link: string): Promise<Outcome<{ challenge: PublicChallenge; registerPath: string }>> {
  return outcomeRequest('get', `api/invites/${enc(link)}`, (b) => z.object({ challenge: publicChallengeSchema, registerPath: z.string() }).parse(b));
}

export function getRankVisibility(): Promise<Outcome<boolean>> {
  return outcomeRequest('get', 'api/student/settings/rank', (b) => z.object({ visibleToEmployers: z.boolean() }).parse(b).visibleToEmployers);
}

export function setRankVisibility(visibleToEmployers: boolean): Promise<Outcome<boolean>> {
  return outcomeRequest('put', 'api/student/settings/rank', (b) => z.object({ visibleToEmployers: z.boolean() }).parse(b).visibleToEmployers, {
    json: { visibleToEmployers },
  });
}
