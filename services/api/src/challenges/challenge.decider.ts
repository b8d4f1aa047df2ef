import { PreconditionFailedError, ValidationError } from '@fast-track/shared/errors';
import type { Decider, DomainCommand } from '@fast-track/shared/event-store/types';
import { ChallengeClosedError, ChallengeNotFoundError, ChallengePublishedError } from './challenge.errors.ts';
import { compactChallengeLanguages, challengeLanguageProblems } from '@fast-track/shared/challenges/challenge-languages';
import { isComplete, publishProblems } from './challenge.rules.ts';
import { evolveChallenge, initialChallengeState, type ChallengeContent, type ChallengeEvent, type ChallengeState } from './challenge.ts';

// `asCompanyId` is the company whose membership the route proved: another company's challenge is not found.
// `expectedVersion` is the editor's If-Match, so no autosave silently undoes a colleague's.
export type DraftChallenge = DomainCommand<'DraftChallenge', { challengeId: string; companyId: string; content: ChallengeContent; by: string; now: string }>;
export type SaveChallenge = DomainCommand<
  'SaveChallenge',
  { challengeId: string; asCompanyId: string; expectedVersion: number; content: ChallengeContent; by: string; now: string }
>;
/** `content` is the latest saved content (the read row's draft): publishing is of what the editor last saved. */
export type PublishChallenge = DomainCommand<
  'PublishChallenge',
  { challengeId: string; asCompanyId: string; expectedVersion: number; content: ChallengeContent; by: string; now: string }
>;
export type CloseChallenge = DomainCommand<'CloseChallenge', { challengeId: string; asCompanyId: string; expectedVersion: number; by: string; now: string }>;
export type CreateInvite = DomainCommand<'CreateInvite', { challengeId: string; asCompanyId: string; link: string; by: string; now: string }>;
/** Only a challenge never published: once students could see it, its results are theirs and it can only be closed. */
export type DeleteChallengeDraft = DomainCommand<'DeleteChallengeDraft', { challengeId: string; asCompanyId: string; expectedVersion: number; by: string; now: string }>;
export type ChallengeCommand = DraftChallenge | SaveChallenge | PublishChallenge | CloseChallenge | CreateInvite | DeleteChallengeDraft;

/**
 * Every save's language rules (docs/challenges.md § Languages): versions only of the six languages, never the source's,
 * speaking only of this challenge's tasks and choices; stored compact, so a challenge without versions reads as before.
 */
function withLanguages(content: ChallengeContent): ChallengeContent {
  const problems = challengeLanguageProblems(content);
  if (problems.length > 0) throw new ValidationError(problems.map((p) => `${p.path}: ${p.message}`).join('; '), problems);
  const { sourceLanguage: _source, translations: _versions, ...rest } = content;
  return { ...rest, ...compactChallengeLanguages(content) };
}

type Existing = Exclude<ChallengeState, { status: 'none' } | { status: 'deleted' }>;

function own(state: ChallengeState, asCompanyId: string): Existing {
  if (state.status === 'none' || state.status === 'deleted' || state.companyId !== asCompanyId) throw new ChallengeNotFoundError('No such challenge in this company.');
  return state;
}

function current(state: Existing, expectedVersion: number): void {
  if (state.version !== expectedVersion) {
    throw new PreconditionFailedError(`The challenge changed since you loaded it (version ${state.version}, yours ${expectedVersion}): reload it first.`);
  }
}

/** Closed by the firm, or its window is over: history, not edited. */
function open(state: Existing, now: string): void {
  if (state.status === 'closed' || (state.status === 'published' && state.closesAt !== null && state.closesAt <= now)) {
    throw new ChallengeClosedError('This challenge is closed.');
  }
}

export const challengeDecider: Decider<ChallengeState, ChallengeCommand, ChallengeEvent> = {
  initialState: initialChallengeState,
  evolve: evolveChallenge,
  decide(command, state) {
    const d = command.data;
    switch (command.type) {
      case 'DraftChallenge': {
        if (state.status !== 'none') throw new ChallengeClosedError('This challenge exists.');
        return [{ type: 'ChallengeDrafted', data: { challengeId: d.challengeId, companyId: command.data.companyId, content: withLanguages(command.data.content), by: d.by, at: d.now } }];
      }
      case 'SaveChallenge': {
        const c = own(state, command.data.asCompanyId);
        current(c, command.data.expectedVersion);
        open(c, d.now);
        return [{ type: 'ChallengeDraftSaved', data: { challengeId: d.challengeId, content: withLanguages(command.data.content), by: d.by, at: d.now } }];
      }
      case 'PublishChallenge': {
        const c = own(state, command.data.asCompanyId);
        current(c, command.data.expectedVersion);
        open(c, d.now);
        const content = withLanguages(command.data.content);
        const problems = publishProblems(content, d.now);
        if (problems.length > 0 || !isComplete(content)) throw new ValidationError(problems.map((p) => `${p.path}: ${p.message}`).join('; '), problems);
        return [{ type: 'ChallengePublished', data: { challengeId: d.challengeId, companyId: c.companyId, contentVersion: c.contentVersion + 1, content, by: d.by, at: d.now } }];
      }
      case 'CloseChallenge': {
        const c = own(state, command.data.asCompanyId);
        current(c, command.data.expectedVersion);
        open(c, d.now);
        return [{ type: 'ChallengeClosed', data: { challengeId: d.challengeId, by: d.by, at: d.now } }];
      }
      case 'DeleteChallengeDraft': {
        const c = own(state, command.data.asCompanyId);
        current(c, command.data.expectedVersion);
        if (c.contentVersion > 0) throw new ChallengePublishedError('This challenge has been published, so it cannot be deleted: close it instead.');
        return [{ type: 'ChallengeDraftDeleted', data: { challengeId: d.challengeId, by: d.by, at: d.now } }];
      }
      case 'CreateInvite': {
        const c = own(state, command.data.asCompanyId);
        if (c.status !== 'published') throw new ChallengeClosedError('Only a published, open challenge can be shared.');
        open(c, d.now);
        return [{ type: 'ChallengeInviteCreated', data: { challengeId: d.challengeId, link: command.data.link, by: d.by, at: d.now } }];
      }
    }
  },
};
