import { PreconditionFailedError, ValidationError } from '@fast-track/shared/errors';
import { deciderSpec } from '@fast-track/shared/event-store/decider-spec';
import { describe, expect, it } from 'vitest';
import { challengeDecider, type ChallengeCommand } from './challenge.decider.ts';
import { ChallengeClosedError, ChallengeNotFoundError, ChallengePublishedError } from './challenge.errors.ts';
import { emptyContent, type ChallengeContent, type ChallengeEvent, type PublishedContent } from './challenge.ts';

const spec = deciderSpec(challengeDecider);
const challengeId = 'c0000000-0000-4000-8000-000000000001';
const companyId = 'f0000000-0000-4000-8000-000000000001';
const otherCompanyId = 'f0000000-0000-4000-8000-000000000002';
const now = '2026-11-22T12:00:00.000Z';
/** After the published window below has closed. */
const afterWindow = '2026-11-25T12:00:00.000Z';

const content: PublishedContent = {
  ...emptyContent('Valuation Sprint'),
  track: 'Finance',
  minutes: 30,
  opensAt: '2026-11-22T11:00:00.000Z',
  closesAt: '2026-11-24T12:00:00.000Z',
  tasks: [
    { id: 't1', kind: 'single', prompt: 'Which multiple?', points: 10, options: [{ id: 'a', text: 'EV/EBITDA' }, { id: 'b', text: 'P/B' }], correct: 'a' },
    { id: 't2', kind: 'ordering', prompt: 'Order the steps', points: 10, items: [{ id: 'i1', text: 'Model' }, { id: 'i2', text: 'Value' }] },
    { id: 't3', kind: 'written', prompt: 'Defend it', points: 10, maxLength: 2000, rubric: [{ id: 'r1', criterion: 'Reasoning', points: 10 }] },
  ],
};
const draft = emptyContent('Valuation Sprint');

const drafted: ChallengeEvent = { type: 'ChallengeDrafted', data: { challengeId, companyId, content: draft, by: 'u1', at: now } };
const saved = (saving: ChallengeContent = content): ChallengeEvent => ({ type: 'ChallengeDraftSaved', data: { challengeId, content: saving, by: 'u1', at: now } });
const published = (contentVersion = 1, at = now): ChallengeEvent => ({
  type: 'ChallengePublished',
  data: { challengeId, companyId, contentVersion, content, by: 'u1', at },
});
const closed: ChallengeEvent = { type: 'ChallengeClosed', data: { challengeId, by: 'u1', at: now } };

const d = (expectedVersion: number, asCompanyId = companyId, at = now) => ({ challengeId, asCompanyId, expectedVersion, by: 'u1', now: at });
const save = (expectedVersion: number, asCompanyId = companyId, at = now): ChallengeCommand => ({ type: 'SaveChallenge', data: { ...d(expectedVersion, asCompanyId, at), content } });
const publish = (expectedVersion: number, publishing: ChallengeContent = content, at = now): ChallengeCommand => ({
  type: 'PublishChallenge',
  data: { ...d(expectedVersion, companyId, at), content: publishing },
});
const close = (expectedVersion: number, asCompanyId = companyId, at = now): ChallengeCommand => ({ type: 'CloseChallenge', data: d(expectedVersion, asCompanyId, at) });
const remove = (expectedVersion: number, asCompanyId = companyId): ChallengeCommand => ({ type: 'DeleteChallengeDraft', data: d(expectedVersion, asCompanyId) });
const invite = (asCompanyId = companyId, at = now): ChallengeCommand => ({ type: 'CreateInvite', data: { challengeId, asCompanyId, link: 'abc123', by: 'u1', now: at } });

const notFound = (e: ChallengeNotFoundError) => e.code === 'CHALLENGE_NOT_FOUND' && e.status === 404;
const isClosed = (e: ChallengeClosedError) => e.code === 'CHALLENGE_CLOSED' && e.status === 409;

describe('challenge decider', () => {
  it('drafts a challenge once per id', () => {
    spec.given([]).when({ type: 'DraftChallenge', data: { challengeId, companyId, content: draft, by: 'u1', now } }).then([drafted]);
    spec
      .given([drafted])
      .when({ type: 'DraftChallenge', data: { challengeId, companyId, content: draft, by: 'u1', now } })
      .thenThrows(ChallengeClosedError, isClosed);
    expect(spec.given([drafted]).state).toEqual({ status: 'draft', challengeId, companyId, version: 1, contentVersion: 0, closesAt: null });
  });

  it("saves only its own company's challenge, at the version the editor loaded", () => {
    spec.given([drafted]).when(save(1)).then([saved()]);
    spec.given([drafted, saved()]).when(save(2)).then([saved()]);
    spec.given([drafted, saved()]).when(save(1)).thenThrows(PreconditionFailedError, (e) => e.code === 'PRECONDITION_FAILED');
    spec.given([drafted]).when(save(1, otherCompanyId)).thenThrows(ChallengeNotFoundError, notFound);
    spec.given([]).when(save(0)).thenThrows(ChallengeNotFoundError, notFound);
  });

  it('keeps saving a published challenge while its window is open, never once it is closed or over', () => {
    spec.given([drafted, published()]).when(save(2)).then([saved()]);
    spec.given([drafted, published()]).when(save(2, companyId, afterWindow)).thenThrows(ChallengeClosedError, isClosed);
    spec.given([drafted, published()]).when(save(2, companyId, content.closesAt)).thenThrows(ChallengeClosedError, isClosed);
    spec.given([drafted, published(), closed]).when(save(3)).thenThrows(ChallengeClosedError, isClosed);
  });

  it('checks the version before whether the challenge is closed', () => {
    spec.given([drafted, published(), closed]).when(save(2)).thenThrows(PreconditionFailedError);
  });

  it('publishes complete content and numbers each published version', () => {
    spec.given([drafted]).when(publish(1)).then([published(1)]);
    spec.given([drafted, published(1), saved()]).when(publish(3)).then([published(2)]);
    expect(spec.given([drafted, published(1)]).state).toMatchObject({ status: 'published', version: 2, contentVersion: 1, closesAt: content.closesAt });
  });

  it('refuses to publish incomplete or ungradable content, naming each field', () => {
    spec
      .given([drafted])
      .when(publish(1, draft))
      .thenThrows(ValidationError, (e) => {
        expect(e.errors.map((x) => x.path)).toEqual(['track', 'minutes', 'opensAt', 'closesAt', 'tasks']);
      });
    spec
      .given([drafted])
      .when(publish(1, { ...content, tasks: content.tasks.slice(0, 2) }))
      .thenThrows(ValidationError, (e) => {
        expect(e.errors).toEqual([{ path: 'tasks', message: 'a challenge has 3–10 tasks' }]);
      });
    spec
      .given([drafted])
      .when(publish(1, content, afterWindow))
      .thenThrows(ValidationError, (e) => {
        expect(e.errors).toEqual([{ path: 'closesAt', message: 'must be in the future' }]);
      });
  });

  it('refuses to publish a stale, foreign or closed challenge', () => {
    spec.given([drafted]).when(publish(0)).thenThrows(PreconditionFailedError);
    spec.given([]).when(publish(0)).thenThrows(ChallengeNotFoundError, notFound);
    spec
      .given([drafted])
      .when({ type: 'PublishChallenge', data: { ...d(1, otherCompanyId), content } })
      .thenThrows(ChallengeNotFoundError, notFound);
    spec.given([drafted, published(), closed]).when(publish(3)).thenThrows(ChallengeClosedError, isClosed);
  });

  it('closes a draft or an open published challenge once; the close stamps when the window ended', () => {
    const closedEvent: ChallengeEvent = { type: 'ChallengeClosed', data: { challengeId, by: 'u1', at: now } };
    spec.given([drafted]).when(close(1)).then([closedEvent]);
    spec.given([drafted, published()]).when(close(2)).then([closedEvent]);
    expect(spec.given([drafted, published(), closed]).state).toMatchObject({ status: 'closed', version: 3, closesAt: now });
    spec.given([drafted, published(), closed]).when(close(3)).thenThrows(ChallengeClosedError, isClosed);
    spec.given([drafted, published()]).when(close(2, companyId, afterWindow)).thenThrows(ChallengeClosedError, isClosed);
    spec.given([drafted, published()]).when(close(1)).thenThrows(PreconditionFailedError);
    spec.given([drafted, published()]).when(close(2, otherCompanyId)).thenThrows(ChallengeNotFoundError, notFound);
  });

  it('shares an invite link only to a published challenge whose window is open, at any version', () => {
    const created: ChallengeEvent = { type: 'ChallengeInviteCreated', data: { challengeId, link: 'abc123', by: 'u1', at: now } };
    spec.given([drafted, published()]).when(invite()).then([created]);
    spec.given([drafted, published(), created, saved()]).when(invite()).then([created]);
    spec.given([drafted]).when(invite()).thenThrows(ChallengeClosedError, isClosed);
    spec.given([drafted, published(), closed]).when(invite()).thenThrows(ChallengeClosedError, isClosed);
    spec.given([drafted, published()]).when(invite(companyId, afterWindow)).thenThrows(ChallengeClosedError, isClosed);
    spec.given([drafted, published()]).when(invite(otherCompanyId)).thenThrows(ChallengeNotFoundError, notFound);
  });

  it('deletes a challenge no student ever saw (a draft, saved or closed before publishing), at the loaded version, once', () => {
    const deleted: ChallengeEvent = { type: 'ChallengeDraftDeleted', data: { challengeId, by: 'u1', at: now } };
    spec.given([drafted]).when(remove(1)).then([deleted]);
    spec.given([drafted, saved(), saved()]).when(remove(3)).then([deleted]);
    spec.given([drafted, closed]).when(remove(2)).then([deleted]);
    spec.given([drafted, saved()]).when(remove(1)).thenThrows(PreconditionFailedError);
    spec.given([drafted]).when(remove(1, otherCompanyId)).thenThrows(ChallengeNotFoundError, notFound);
    spec.given([]).when(remove(0)).thenThrows(ChallengeNotFoundError, notFound);
    // Gone: every later command finds nothing.
    expect(spec.given([drafted, deleted]).state).toEqual({ status: 'deleted', version: 2 });
    spec.given([drafted, deleted]).when(remove(2)).thenThrows(ChallengeNotFoundError, notFound);
    spec.given([drafted, deleted]).when(save(2)).thenThrows(ChallengeNotFoundError, notFound);
    spec.given([drafted, deleted]).when(publish(2)).thenThrows(ChallengeNotFoundError, notFound);
  });

  it('never deletes a challenge once published, open or closed: 409 CHALLENGE_PUBLISHED', () => {
    const isPublished = (e: ChallengePublishedError) => e.code === 'CHALLENGE_PUBLISHED' && e.status === 409;
    spec.given([drafted, published()]).when(remove(2)).thenThrows(ChallengePublishedError, isPublished);
    spec.given([drafted, published(), saved()]).when(remove(3)).thenThrows(ChallengePublishedError, isPublished);
    spec.given([drafted, published(), closed]).when(remove(3)).thenThrows(ChallengePublishedError, isPublished);
  });
});
