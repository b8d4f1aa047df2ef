import * as z from 'zod/mini';
import { outcomeRequest, type Outcome } from '../../../lib/outcome-request.ts';
import { forSave, type ChallengeBody } from '../utils/challenge-draft.ts';
import {
  authorChallengeSchema,
  challengeRowSchema,
  detailsSchema,
  previewSchema,
  writtenAnswerSchema,
  type AuthorChallenge,
  type ChallengeDetails,
  type ChallengeRow,
  type Preview,
  type WrittenAnswer,
} from './author-schema.ts';

// The firm's side of challenges (docs/challenges.md § Employer calls). The organisation is a parameter, so
// another audience's screens could call the same functions.
const enc = encodeURIComponent;
const of = (organisationId: string, rest = '') => `api/organisations/${enc(organisationId)}/challenges${rest}`;
const one = z.object({ challenge: authorChallengeSchema });

export function createChallenge(organisationId: string, body: Partial<ChallengeBody> & { title: string }): Promise<Outcome<AuthorChallenge>> {
  return outcomeRequest('post', of(organisationId), (b) => one.parse(b).challenge, { json: 'tasks' in body && 'translations' in body ? forSave(body as ChallengeBody) : body });
}

export function listChallenges(organisationId: string): Promise<Outcome<ChallengeRow[]>> {
  return outcomeRequest('get', of(organisationId), (b) => z.object({ challenges: z.array(challengeRowSchema) }).parse(b).challenges);
}

export function getAuthorChallenge(organisationId: string, challengeId: string): Promise<Outcome<AuthorChallenge>> {
  return outcomeRequest('get', of(organisationId, `/${enc(challengeId)}`), (b) => one.parse(b).challenge);
}

/** Autosave over the version the builder holds (If-Match); 412 means another tab or colleague saved in between. */
export function saveChallenge(organisationId: string, challengeId: string, etag: string, body: ChallengeBody): Promise<Outcome<AuthorChallenge>> {
  return outcomeRequest('put', of(organisationId, `/${enc(challengeId)}`), (b) => one.parse(b).challenge, { json: forSave(body), ifMatch: etag });
}

export function publishChallenge(organisationId: string, challengeId: string, etag: string): Promise<Outcome<AuthorChallenge>> {
  return outcomeRequest('post', of(organisationId, `/${enc(challengeId)}/publish`), (b) => one.parse(b).challenge, { json: {}, ifMatch: etag });
}

export function closeChallenge(organisationId: string, challengeId: string, etag: string): Promise<Outcome<AuthorChallenge>> {
  return outcomeRequest('post', of(organisationId, `/${enc(challengeId)}/close`), (b) => one.parse(b).challenge, { json: {}, ifMatch: etag });
}

/** Only a never-published challenge (409 CHALLENGE_PUBLISHED otherwise), at the version the list shows (412 if stale). */
export function deleteChallengeDraft(organisationId: string, challengeId: string, etag: string): Promise<Outcome<null>> {
  return outcomeRequest('delete', of(organisationId, `/${enc(challengeId)}`), () => null, { ifMatch: etag });
}

export function previewChallenge(organisationId: string, challengeId: string): Promise<Outcome<Preview>> {
  return outcomeRequest('get', of(organisationId, `/${enc(challengeId)}/preview`), (b) => previewSchema.parse(b));
}

export function getDetails(organisationId: string, challengeId: string): Promise<Outcome<ChallengeDetails>> {
  return outcomeRequest('get', of(organisationId, `/${enc(challengeId)}/details`), (b) => detailsSchema.parse(b));
}

export function listWritten(organisationId: string, challengeId: string): Promise<Outcome<WrittenAnswer[]>> {
  return outcomeRequest('get', of(organisationId, `/${enc(challengeId)}/written`), (b) => z.object({ answers: z.array(writtenAnswerSchema) }).parse(b).answers);
}

export function scoreWritten(organisationId: string, challengeId: string, attemptId: string, taskId: string, scores: number[]): Promise<Outcome<unknown>> {
  return outcomeRequest('post', of(organisationId, `/${enc(challengeId)}/written/${enc(attemptId)}/${enc(taskId)}`), (b) => b, { json: { scores } });
}

export function createInvite(organisationId: string, challengeId: string): Promise<Outcome<{ link: string; path: string }>> {
  return outcomeRequest('post', of(organisationId, `/${enc(challengeId)}/invites`), (b) => z.object({ link: z.string(), path: z.string() }).parse(b), { json: {} });
}

export function uploadImage(file: File): Promise<Outcome<string>> {
  const form = new FormData();
  form.append('file', file);
  return outcomeRequest('post', 'api/uploads/image', (b) => z.object({ file: z.object({ url: z.string() }) }).parse(b).file.url, { form });
}

const fileSchema = z.object({ url: z.string(), name: z.string(), size: z.number(), contentType: z.catch(z.string(), '') });
export type UploadedFile = z.infer<typeof fileSchema>;

export function uploadDataFile(organisationId: string, file: File): Promise<Outcome<UploadedFile>> {
  const form = new FormData();
  form.append('file', file);
  return outcomeRequest('post', `api/organisations/${enc(organisationId)}/challenge-files`, (b) => z.object({ file: fileSchema }).parse(b).file, { form });
}
