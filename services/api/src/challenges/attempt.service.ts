import { randomBytes, randomUUID } from 'node:crypto';
import { BoundedMap } from '@fast-track/shared/bounded-map';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import { challengeInLanguage } from '@fast-track/shared/challenges/challenge-languages';
import type { Language } from '@fast-track/shared/languages';
import type { PublishedContent } from './challenge.ts';
import { attemptDecider, type AttemptCommand } from './attempt.decider.ts';
import { attemptStreamId } from './attempt.ts';
import { AttemptClosedError, AttemptNotFoundError, AttemptSubmittedError, ChallengeNotFoundError, OnboardingRequiredError } from './challenge.errors.ts';
import type { ChallengesDeps } from './challenge.service.ts';
import type { Answer } from './grading.ts';
import { findLiveChallenge, versionContent, type PublicChallenge } from './read-models/challenge.queries.ts';
import { dueAttempts, findAttempt, type AttemptRow } from './read-models/attempt.queries.ts';
import { drawVariant, studentTasks, type StudentTask } from './variant.ts';

// The student's attempt, by the server's clock only: deadline = min(start + time limit, window close). A call that
// finds the time up submits what was saved before answering; the sweeper does the same for attempts nobody touches.

export interface AttemptJson {
  attemptId: string;
  challengeId: string;
  contentVersion: number;
  status: 'in-progress' | 'submitted';
  startedAt: string;
  deadline: string;
  remainingSeconds: number;
  serverNow: string;
  tasks: StudentTask[];
  answers: Record<string, Answer>;
  resultId: string | null;
  challenge: PublicChallenge;
}

const newCertificateId = (): string => randomBytes(16).toString('base64url').slice(0, 22);

async function run(deps: ChallengesDeps, challengeId: string, studentId: string, command: AttemptCommand, actor: string) {
  return handleCommand(deps.db, attemptStreamId(challengeId, studentId), attemptDecider, command, { projections: deps.projections, metadata: { actor } });
}

async function contentOf(deps: ChallengesDeps, challengeId: string, attempt: Pick<AttemptRow, 'contentVersion'>): Promise<PublishedContent> {
  const content = await versionContent(deps.db, challengeId, attempt.contentVersion);
  if (!content) throw new ChallengeNotFoundError('This challenge version is gone.');
  return content;
}

/**
 * What never changes once an attempt has started (its id, content version and deadline), kept per process so that an
 * answer or the submit does not read the attempt row first: status and answers are always decided on the stream, in
 * the command's own transaction. Being immutable, a remembered fact is right on every replica. Bounded, oldest first out.
 */
type FixedFacts = Pick<AttemptRow, 'attemptId' | 'contentVersion' | 'deadline'>;
const fixedFacts = new BoundedMap<string, FixedFacts>(50_000);

function remember(challengeId: string, studentId: string, attempt: FixedFacts): void {
  fixedFacts.remember(attemptStreamId(challengeId, studentId), { attemptId: attempt.attemptId, contentVersion: attempt.contentVersion, deadline: attempt.deadline });
}

async function fixedFactsOf(deps: ChallengesDeps, challengeId: string, studentId: string): Promise<FixedFacts> {
  const known = fixedFacts.get(attemptStreamId(challengeId, studentId));
  if (known) return known;
  const attempt = await findAttempt(deps.db, challengeId, studentId);
  if (!attempt) throw new AttemptNotFoundError('You have not started this challenge.');
  remember(challengeId, studentId, attempt);
  return attempt;
}

/** In the `reader`'s language; `student`: only a challenge the student's school lets through may be started. */
async function live(deps: ChallengesDeps, challengeId: string, reader?: Language, student?: string) {
  const challenge = await findLiveChallenge(deps.db, challengeId, deps.now(), reader, student);
  if (!challenge) throw new ChallengeNotFoundError('No such challenge.');
  return challenge;
}

/** Submits an attempt whose time is up (idempotent: an attempt already submitted stays as it is). */
export async function submitIfDue(deps: ChallengesDeps, challengeId: string, studentId: string): Promise<void> {
  const attempt = await findAttempt(deps.db, challengeId, studentId);
  if (!attempt || attempt.status !== 'in-progress' || Date.parse(attempt.deadline) > deps.now()) return;
  const content = await contentOf(deps, challengeId, attempt);
  const data = { content, reason: 'time-up' as const, certificateId: newCertificateId(), ifOpen: true, now: new Date(deps.now()).toISOString() };
  await run(deps, challengeId, studentId, { type: 'SubmitAttempt', data }, 'system:time-up');
}

type AttemptFacts = Pick<AttemptRow, 'attemptId' | 'contentVersion' | 'status' | 'startedAt' | 'deadline' | 'variant' | 'answers'>;

/** `reader`: the student's language; the tasks' texts are its version's when the firm wrote one (docs/challenges.md § Languages). */
function attemptJson(deps: ChallengesDeps, challengeId: string, attempt: AttemptFacts, challenge: PublicChallenge, content: PublishedContent, reader: Language | undefined): AttemptJson {
  const nowMs = deps.now();
  return {
    attemptId: attempt.attemptId,
    challengeId,
    contentVersion: attempt.contentVersion,
    status: attempt.status,
    startedAt: attempt.startedAt,
    deadline: attempt.deadline,
    remainingSeconds: attempt.status === 'in-progress' ? Math.max(0, Math.floor((Date.parse(attempt.deadline) - nowMs) / 1000)) : 0,
    serverNow: new Date(nowMs).toISOString(),
    tasks: studentTasks(reader ? challengeInLanguage(content, reader).content : content, attempt.variant),
    answers: attempt.answers,
    resultId: attempt.status === 'submitted' ? attempt.attemptId : null,
    challenge,
  };
}

async function view(deps: ChallengesDeps, challengeId: string, studentId: string, reader?: Language): Promise<AttemptJson> {
  let attempt = await findAttempt(deps.db, challengeId, studentId);
  if (attempt && attempt.status === 'in-progress' && Date.parse(attempt.deadline) <= deps.now()) {
    await submitIfDue(deps, challengeId, studentId);
    attempt = await findAttempt(deps.db, challengeId, studentId);
  }
  if (!attempt) throw new AttemptNotFoundError('You have not started this challenge.');
  remember(challengeId, studentId, attempt);
  const [challenge, content] = await Promise.all([live(deps, challengeId, reader), contentOf(deps, challengeId, attempt)]);
  return attemptJson(deps, challengeId, attempt, challenge.view, content, reader);
}

export const getAttempt = view;

async function yearOfStudy(deps: ChallengesDeps, studentId: string): Promise<string> {
  const found = await deps.db.query<{ year_of_study: string | null }>('SELECT year_of_study FROM students WHERE student_id = $1', [studentId]);
  const year = found.rows[0]?.year_of_study;
  if (!year) throw new OnboardingRequiredError('Tell us your year of study first: your cohort is students of your track and year.');
  return year;
}

/** Starts the student's one attempt, or resumes it: `created` tells which. */
export async function startAttempt(deps: ChallengesDeps, challengeId: string, studentId: string, reader?: Language): Promise<{ attempt: AttemptJson; created: boolean }> {
  const existing = await findAttempt(deps.db, challengeId, studentId);
  if (!existing) {
    const challenge = await live(deps, challengeId, reader, studentId);
    const data = {
      attemptId: randomUUID(),
      challengeId,
      studentId,
      companyId: challenge.companyId,
      yearOfStudy: await yearOfStudy(deps, studentId),
      contentVersion: challenge.contentVersion,
      content: challenge.content,
      closed: challenge.closed,
      variant: drawVariant(challenge.content),
      now: new Date(deps.now()).toISOString(),
    };
    const { events, state } = await run(deps, challengeId, studentId, { type: 'StartAttempt', data }, studentId);
    // Started now: the command's own state is the attempt, with the version and content just used (no re-read).
    if (events.length > 0 && state.status === 'in-progress') {
      const { started } = state;
      remember(challengeId, studentId, started);
      const facts = { ...started, status: state.status, answers: state.answers };
      return { attempt: attemptJson(deps, challengeId, facts, challenge.view, challenge.content, reader), created: true };
    }
    const attempt = await view(deps, challengeId, studentId, reader);
    if (attempt.status === 'submitted') throw new AttemptSubmittedError(attempt.attemptId);
    return { attempt, created: events.length > 0 };
  }
  const attempt = await view(deps, challengeId, studentId, reader);
  if (attempt.status === 'submitted') throw new AttemptSubmittedError(attempt.attemptId);
  return { attempt, created: false };
}

export async function saveAnswer(deps: ChallengesDeps, challengeId: string, studentId: string, taskId: string, answer: Answer) {
  const attempt = await fixedFactsOf(deps, challengeId, studentId);
  const content = await contentOf(deps, challengeId, attempt);
  const now = new Date(deps.now()).toISOString();
  try {
    await run(deps, challengeId, studentId, { type: 'SaveAnswer', data: { content, taskId, answer, now } }, studentId);
  } catch (error) {
    if (error instanceof AttemptClosedError) await submitIfDue(deps, challengeId, studentId);
    throw error;
  }
  return { savedAt: now, remainingSeconds: Math.max(0, Math.floor((Date.parse(attempt.deadline) - deps.now()) / 1000)) };
}

export async function submitAttempt(deps: ChallengesDeps, challengeId: string, studentId: string): Promise<string> {
  const attempt = await fixedFactsOf(deps, challengeId, studentId);
  const content = await contentOf(deps, challengeId, attempt);
  const reason = Date.parse(attempt.deadline) <= deps.now() ? ('time-up' as const) : ('student' as const);
  const data = { content, reason, certificateId: newCertificateId(), ifOpen: false, now: new Date(deps.now()).toISOString() };
  await run(deps, challengeId, studentId, { type: 'SubmitAttempt', data }, studentId);
  return attempt.attemptId;
}

/** The firm's rubric scores for one written answer (blind: by attempt id). */
export async function scoreWritten(deps: ChallengesDeps, by: string, challengeId: string, attemptId: string, taskId: string, scores: number[]) {
  const found = await deps.db.query<{ student_id: string }>('SELECT student_id FROM challenge_attempts WHERE attempt_id = $1 AND challenge_id = $2', [attemptId, challengeId]);
  const studentId = found.rows[0]?.student_id;
  if (!studentId) throw new AttemptNotFoundError('No such attempt at this challenge.');
  const attempt = await findAttempt(deps.db, challengeId, studentId);
  if (!attempt) throw new AttemptNotFoundError('No such attempt at this challenge.');
  const content = await contentOf(deps, challengeId, attempt);
  const data = { content, taskId, scores, certificateId: newCertificateId(), by, now: new Date(deps.now()).toISOString() };
  await run(deps, challengeId, studentId, { type: 'ScoreWritten', data }, by);
}

/** Submits every attempt whose time is up; the app runs it every few seconds (replicas may overlap: it is idempotent). */
export async function sweepDueAttempts(deps: ChallengesDeps): Promise<number> {
  const due = await dueAttempts(deps.db, deps.now());
  for (const { challengeId, studentId } of due) await submitIfDue(deps, challengeId, studentId);
  return due.length;
}
