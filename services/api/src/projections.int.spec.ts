import { drainProjections } from '@fast-track/shared/event-store/async-runner';
import { rebuildProjections } from '@fast-track/shared/event-store/rebuild';
import { openTestDb, type TestDb } from '@fast-track/shared/testing/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projections } from './projections.ts';
import { walkEveryDomain } from './testing/rebuild/every-domain-walk.ts';
import { rebuildWorld } from './testing/rebuild/rebuild-world.ts';
import { snapshot } from './testing/rebuild/snapshot.ts';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(() => testDb.dispose());

// One random walk across every slice (one file per domain in testing/rebuild/), in one order on one world: later
// walks aim at the accounts, organisations and challengers earlier ones made, and a seed replays the whole sequence.
describe('projection rebuild', () => {
  it('replays the log into read tables equal to the live ones after a randomized command sequence', async () => {
    const { db } = testDb;
    // One seed known to reach every fact type listed below, so CI's answer does not depend on the clock: a fresh seed
    // per run (as before) now and then drew no InterviewSlotPicked or InterviewNewTimeRequested and failed the reach
    // check, which is about this walk, not the product. REBUILD_SEED=random explores a new seed; any other value replays one.
    const seed = process.env['REBUILD_SEED'] === 'random' ? `rebuild:${Date.now()}` : (process.env['REBUILD_SEED'] ?? 'rebuild:2');
    console.info(`projection rebuild seed: ${seed}`);
    const world = rebuildWorld(db, seed);
    const { outcomes } = world;

    await walkEveryDomain(world);

    const refused = Object.values(outcomes).reduce((sum, o) => sum + o.refused, 0);
    expect(refused, JSON.stringify(outcomes)).toBeGreaterThan(20);
    const types = new Set((await db.query<{ type: string }>('SELECT DISTINCT type FROM events')).rows.map((r) => r.type));
    for (const type of [
      'AccountRegistered', 'AccountRenamed', 'AccountLanguageChanged', 'AccountPasswordChanged', 'AccountDeleted',
      'StudentRegistered', 'StudentTracksChanged',
      'OrganisationCreated', 'OrganisationMemberAdded', 'OrganisationMemberRoleChanged', 'OrganisationMemberRemoved',
      'OrganisationMemberJobRoleSet', 'OrganisationJoinRequested', 'OrganisationJoinRequestDecided',
      'OrganisationApproved', 'OrganisationRejected', 'OrganisationSuspended',
      'OrganisationAdmissionSet', 'OrganisationHandoverOffered', 'OrganisationHandoverWithdrawn', 'OrganisationHandoverAnswered',
      'JobPublished', 'JobEdited', 'JobClosed', 'JobDrafted', 'JobScheduled', 'JobUnscheduled', 'JobDraftPublished', 'JobDraftDeleted',
      'ApplicationSubmitted', 'ApplicationWithdrawn', 'ApplicationStageChanged',
      'ApplicationViewed', 'ApplicationClosed', 'ApplicationRated', 'ApplicationNoteAdded', 'StageMailSaved', 'StageMailRemoved',
      'InterviewProposed', 'InterviewSlotPicked', 'InterviewCancelled', 'InterviewNewTimeRequested', 'InterviewEnded', 'InterviewSlotHeld', 'InterviewSlotReleased',
      'CompanyProfileEdited', 'CompanySettingsChanged',
      'EventDrafted', 'EventEdited', 'EventCancelled', 'QuestionAnswered',
      'DocumentUploaded', 'DocumentDeleted',
      'SponsorCardAdded', 'SponsorCardEdited', 'SponsorCardMoved', 'SponsorshipRequested', 'SponsorshipAnswered',
      'WebinarTeamMemberRegistered', 'WebinarTeamRegistrationCancelled',
      'AnnouncementSent', 'AnnouncementsUnsubscribed', 'AnnouncementsResubscribed',
      'ConversationStarted', 'MessageSent', 'ConversationRead', 'ConversationBlocked', 'MessageReported', 'ReportDecided', 'MessagingSettingChanged', 'ReminderSettingsChanged',
      'ChallengeDrafted', 'ChallengeDraftSaved', 'ChallengePublished', 'ChallengeInviteCreated', 'ChallengeDraftDeleted', 'AttemptStarted', 'AnswerSaved', 'AttemptSubmitted',
      'WrittenAnswerScored', 'AttemptRanked', 'RankVisibilitySet', 'FeedItemSaved', 'FeedItemUnsaved',
      'ContentTakenDown',
      'PostingModeSet', 'PostingApproved', 'PostingDeclined', 'EmployerRelationshipSet',
    ]) {
      expect(types, `seed ${seed}: no ${type} in the log (${JSON.stringify(outcomes)})`).toContain(type);
    }
    await drainProjections(db, projections.async);
    const live = await snapshot(db);
    expect(live.eventList.length).toBeGreaterThan(10);
    expect(live.companyStats.length).toBeGreaterThan(0);
    expect(live.attendance.length).toBeGreaterThan(0);
    expect(live.accounts.length).toBeGreaterThan(0);
    expect(live.students.length).toBeGreaterThan(0);
    expect(live.organisations.length).toBeGreaterThan(0);
    expect(live.members.length).toBeGreaterThan(0);
    expect(live.jobPosts.length).toBeGreaterThan(0);
    expect(live.jobApplications.length).toBeGreaterThan(0);
    expect(live.jobApplicationHistory.length).toBeGreaterThan(live.jobApplications.length);
    expect(live.interviews.length).toBeGreaterThan(0);
    expect(live.pipelineReviews.length).toBeGreaterThan(0);
    expect(live.stageMails.length).toBeGreaterThan(0);
    expect(live.companyPages.length).toBeGreaterThan(0);
    expect(live.challengePercentiles.length).toBeGreaterThan(3);
    expect(live.conversations.length).toBeGreaterThan(2);
    expect(live.reminderSettings.length).toBeGreaterThan(0);
    expect(live.savedItems.length).toBeGreaterThan(0);
    expect(live.announcements.length).toBeGreaterThan(0);
    expect(live.announcementUnsubscribes.length).toBeGreaterThan(0);
    expect(live.takedowns.length).toBeGreaterThan(0);
    expect(live.postingDecisions.length).toBeGreaterThan(0);
    expect(live.employerRelations.length).toBeGreaterThan(0);
    expect(live.conversationMessages.length).toBeGreaterThan(5);
    const statuses = new Set(live.hostedEvents.map((e) => (e as { status: string }).status));
    expect([...statuses]).toEqual(expect.arrayContaining(['published', 'cancelled']));

    const { replayed } = await rebuildProjections(db, projections);
    await drainProjections(db, projections.async);
    expect(replayed).toBeGreaterThan(live.eventList.length);
    expect(await snapshot(db)).toEqual(live);
  }, 90_000);
});
