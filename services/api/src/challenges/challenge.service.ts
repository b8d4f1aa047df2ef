import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '@fast-track/shared/db/db';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import type { Projection } from '@fast-track/shared/event-store/projection';
import { challengeDecider, type ChallengeCommand } from './challenge.decider.ts';
import { ChallengeNotFoundError } from './challenge.errors.ts';
import { challengeStreamId, type ChallengeContent } from './challenge.ts';
import { rankVisibilityDecider, rankVisibilityStreamId } from './rank-visibility.ts';
import { findCompanyChallenge, type AuthorChallenge } from './read-models/challenge.queries.ts';

export interface ChallengesDeps {
  db: Db;
  projections: readonly Projection[];
  now: () => number;
}

/** Who acts: the account, and the company whose membership the route proved. */
export interface ActingMember {
  accountId: string;
  companyId: string;
}

const nowIso = (deps: ChallengesDeps): string => new Date(deps.now()).toISOString();

async function run(deps: ChallengesDeps, command: ChallengeCommand, actor: string): Promise<void> {
  await handleCommand(deps.db, challengeStreamId(command.data.challengeId), challengeDecider, command, { projections: deps.projections, metadata: { actor } });
}

async function reread(deps: ChallengesDeps, member: ActingMember, challengeId: string): Promise<AuthorChallenge> {
  const found = await findCompanyChallenge(deps.db, member.companyId, challengeId);
  if (!found) throw new ChallengeNotFoundError('No such challenge in this company.');
  return found;
}

export async function draftChallenge(deps: ChallengesDeps, member: ActingMember, content: ChallengeContent): Promise<AuthorChallenge> {
  const challengeId = randomUUID();
  await run(deps, { type: 'DraftChallenge', data: { challengeId, companyId: member.companyId, content, by: member.accountId, now: nowIso(deps) } }, member.accountId);
  return reread(deps, member, challengeId);
}

export async function saveChallenge(deps: ChallengesDeps, member: ActingMember, challengeId: string, expectedVersion: number, content: ChallengeContent) {
  const data = { challengeId, asCompanyId: member.companyId, expectedVersion, content, by: member.accountId, now: nowIso(deps) };
  await run(deps, { type: 'SaveChallenge', data }, member.accountId);
  return reread(deps, member, challengeId);
}

/** Publishes what the editor last saved (the read row's draft); attempts already started keep their version. */
export async function publishChallenge(deps: ChallengesDeps, member: ActingMember, challengeId: string, expectedVersion: number) {
  const current = await reread(deps, member, challengeId);
  const { title, track, series, summary, learn, minutes, opensAt, closesAt, material, tasks, sourceLanguage, translations } = current;
  const content: ChallengeContent = {
    title, track, series, summary, learn, minutes, opensAt, closesAt, material, tasks,
    ...(sourceLanguage ? { sourceLanguage } : {}),
    ...(translations ? { translations } : {}),
  };
  await run(deps, { type: 'PublishChallenge', data: { challengeId, asCompanyId: member.companyId, expectedVersion, content, by: member.accountId, now: nowIso(deps) } }, member.accountId);
  return reread(deps, member, challengeId);
}

export async function closeChallenge(deps: ChallengesDeps, member: ActingMember, challengeId: string, expectedVersion: number) {
  await run(deps, { type: 'CloseChallenge', data: { challengeId, asCompanyId: member.companyId, expectedVersion, by: member.accountId, now: nowIso(deps) } }, member.accountId);
  return reread(deps, member, challengeId);
}

/** Throws a never-published challenge away (docs/challenges.md); a published one answers 409 CHALLENGE_PUBLISHED. */
export async function deleteChallengeDraft(deps: ChallengesDeps, member: ActingMember, challengeId: string, expectedVersion: number): Promise<void> {
  await run(deps, { type: 'DeleteChallengeDraft', data: { challengeId, asCompanyId: member.companyId, expectedVersion, by: member.accountId, now: nowIso(deps) } }, member.accountId);
}

/** A new unguessable link per call (16 random bytes, base64url). */
export async function createInvite(deps: ChallengesDeps, member: ActingMember, challengeId: string): Promise<{ link: string; path: string }> {
  const link = randomBytes(16).toString('base64url');
  await run(deps, { type: 'CreateInvite', data: { challengeId, asCompanyId: member.companyId, link, by: member.accountId, now: nowIso(deps) } }, member.accountId);
  return { link, path: `/invite/${link}` };
}

/** A student's choice whether employers see their score and rank; the stream's last event states it, so tail 1. */
export async function setRankVisibility(deps: ChallengesDeps, studentId: string, visible: boolean): Promise<void> {
  await handleCommand(deps.db, rankVisibilityStreamId(studentId), rankVisibilityDecider, { type: 'SetRankVisibility', data: { studentId, visible, now: nowIso(deps) } }, {
    projections: deps.projections,
    tail: 1,
    metadata: { actor: studentId },
  });
}
