import type { Decider, DomainEvent } from '@fast-track/shared/event-store/types';
import { trackIds } from '@fast-track/shared/tracks';
import {
  attemptDecider,
  attemptStreamId,
  challengeDecider,
  challengeStreamId,
  drawVariant,
  rankVisibilityDecider,
  rankVisibilityStreamId,
  type AttemptCommand,
  type ChallengeCommand,
  type PublishedContent,
  type SetRankVisibility,
} from '../../challenges/index.ts';
import { stableUuid } from '../../demo/demo-random.ts';
import type { RebuildWorld } from './rebuild-world.ts';

/** Ranked challenges, their attempts and the students' rank visibility; answers the challengers' ids. */
export async function challengeWalk(w: RebuildWorld, companyIds: readonly string[]): Promise<string[]> {
  const { db, random, pick, start, run, accountIds, pickOrganisation } = w;
  // Ranked challenges: drafts, publishes (also of edited versions), closes and invites; attempts of students of two
  // years (some of accounts deleted above), answers, submits, rubric scores; ties are common (few distinct scores).
  const challengeIds: string[] = [];
  const challengeContent = (step: number): PublishedContent => ({
    title: `Challenge ${step}`,
    track: pick(trackIds),
    series: pick(['induction', 'intro', null] as const),
    summary: '',
    learn: [],
    minutes: 30,
    opensAt: new Date(start - 86_400_000).toISOString(),
    closesAt: new Date(start + 30 * 86_400_000).toISOString(),
    material: { html: '', images: [], files: [] },
    tasks: [
      { id: 's', kind: 'single', prompt: 'S', points: 4, options: [{ id: 'a', text: 'A' }, { id: 'b', text: 'B' }], correct: 'a' },
      { id: 'n', kind: 'numeric', prompt: 'x {{x}}', points: 4, params: [{ name: 'x', min: 1, max: 3, step: 1 }], answer: 'x * 2', tolerance: { mode: 'absolute', value: 0 }, unit: '' },
      { id: 'w', kind: 'written', prompt: 'W', points: 2, maxLength: 100, rubric: [{ id: 'r', criterion: 'R', points: 2 }] },
    ],
    // Content in several languages (docs/challenges.md § Languages): some in German with an English version, some
    // with a French one, now and then one refused (a version of a task the challenge does not have).
    ...languagesOf(step),
  });
  const languagesOf = (step: number): Pick<PublishedContent, 'sourceLanguage' | 'translations'> => {
    const roll = random();
    const version = (lng: string, extraTask = false) => ({
      title: `${lng} ${step}`,
      summary: '',
      learn: [],
      material: '',
      tasks: {
        s: { prompt: `S ${lng}`, modelAnswer: '', feedback: '', choices: { a: `A ${lng}`, b: `B ${lng}` } },
        n: { prompt: `x {{x}} ${lng}`, modelAnswer: '', feedback: '', choices: {} },
        w: { prompt: `W ${lng}`, modelAnswer: '', feedback: '', choices: {} },
        ...(extraTask ? { gone: { prompt: 'G', modelAnswer: '', feedback: '', choices: {} } } : {}),
      },
    });
    if (roll < 0.2) return { sourceLanguage: 'de', translations: { en: version('en') } };
    if (roll < 0.35) return { translations: { fr: version('fr') } };
    if (roll < 0.4) return { translations: { it: version('it', true) } };
    return {};
  };
  const challengeOwner = new Map<string, string>();
  const contentOf = new Map<string, PublishedContent>();
  const runChallenge = (command: ChallengeCommand) => run(challengeStreamId(command.data.challengeId), challengeDecider as Decider<unknown, ChallengeCommand, DomainEvent>, command);
  const challengeVersion = async (id: string) =>
    (await db.query<{ v: number }>('SELECT COALESCE(MAX(stream_position), 0)::int AS v FROM events WHERE stream_id = $1', [challengeStreamId(id)])).rows[0]!.v;
  for (let step = 0; step < 30; step++) {
    const now = new Date(start + (700 + step) * 1000).toISOString();
    const roll = random();
    const by = pick(accountIds);
    if (challengeIds.length === 0 || roll < 0.3) {
      const challengeId = stableUuid(`rebuild-challenge-${step}`);
      const companyId = companyIds.length > 0 ? pick(companyIds) : pickOrganisation();
      challengeIds.push(challengeId);
      challengeOwner.set(challengeId, companyId);
      const content = challengeContent(step);
      contentOf.set(challengeId, content);
      await runChallenge({ type: 'DraftChallenge', data: { challengeId, companyId, content, by, now } });
      await runChallenge({ type: 'PublishChallenge', data: { challengeId, asCompanyId: companyId, expectedVersion: 1, content, by, now } });
    } else if (roll < 0.6) {
      const challengeId = pick(challengeIds);
      const content = { ...challengeContent(step), track: contentOf.get(challengeId)!.track };
      const companyId = challengeOwner.get(challengeId)!;
      await runChallenge({ type: 'SaveChallenge', data: { challengeId, asCompanyId: companyId, expectedVersion: (await challengeVersion(challengeId)) - (random() < 0.2 ? 1 : 0), content, by, now } });
      if (random() < 0.5) {
        await runChallenge({ type: 'PublishChallenge', data: { challengeId, asCompanyId: companyId, expectedVersion: await challengeVersion(challengeId), content, by, now } });
      }
    } else if (roll < 0.8) {
      const challengeId = pick(challengeIds);
      await runChallenge({ type: 'CreateInvite', data: { challengeId, asCompanyId: challengeOwner.get(challengeId)!, link: `invite-${step}`.padEnd(22, 'x'), by, now } });
    } else if (roll < 0.85) {
      const challengeId = pick(challengeIds);
      await runChallenge({ type: 'CloseChallenge', data: { challengeId, asCompanyId: challengeOwner.get(challengeId)!, expectedVersion: await challengeVersion(challengeId), by, now } });
    } else {
      // A draft nobody published (saved or closed first, sometimes), mostly thrown away; its rows go with it. Deleting a
      // published one is refused and writes nothing. Drafts stay out of challengeIds: attempts need a published one.
      const draftId = stableUuid(`rebuild-challenge-draft-${step}`);
      const companyId = companyIds.length > 0 ? pick(companyIds) : pickOrganisation();
      await runChallenge({ type: 'DraftChallenge', data: { challengeId: draftId, companyId, content: challengeContent(step), by, now } });
      if (random() < 0.5) await runChallenge({ type: 'SaveChallenge', data: { challengeId: draftId, asCompanyId: companyId, expectedVersion: 1, content: challengeContent(step), by, now } });
      if (random() < 0.2) await runChallenge({ type: 'CloseChallenge', data: { challengeId: draftId, asCompanyId: companyId, expectedVersion: await challengeVersion(draftId), by, now } });
      if (random() < 0.7) await runChallenge({ type: 'DeleteChallengeDraft', data: { challengeId: draftId, asCompanyId: companyId, expectedVersion: await challengeVersion(draftId), by, now } });
      const published = pick(challengeIds);
      await runChallenge({ type: 'DeleteChallengeDraft', data: { challengeId: published, asCompanyId: challengeOwner.get(published)!, expectedVersion: await challengeVersion(published), by, now } });
    }
  }
  // Every seed deletes at least one draft, so the log always holds a ChallengeDraftDeleted to replay.
  const abandoned = stableUuid('rebuild-challenge-abandoned');
  const abandonedBy = companyIds.length > 0 ? pick(companyIds) : pickOrganisation();
  const abandonedAt = new Date(start + 799 * 1000).toISOString();
  await runChallenge({ type: 'DraftChallenge', data: { challengeId: abandoned, companyId: abandonedBy, content: challengeContent(99), by: pick(accountIds), now: abandonedAt } });
  await runChallenge({ type: 'DeleteChallengeDraft', data: { challengeId: abandoned, asCompanyId: abandonedBy, expectedVersion: 1, by: pick(accountIds), now: abandonedAt } });
  const runAttempt = (challengeId: string, studentId: string, command: AttemptCommand) =>
    run(attemptStreamId(challengeId, studentId), attemptDecider as Decider<unknown, AttemptCommand, DomainEvent>, command);
  const students = Array.from({ length: 8 }, (_, n) => stableUuid(`rebuild-challenger-${n}`));
  for (let step = 0; step < 300; step++) {
    const now = new Date(start + (800 + step) * 1000).toISOString();
    // Scores mostly go to submitted attempts; other commands to any pair (many starts, some refusals).
    const submittedPairs = random() < 0.25 ? (await db.query<{ challenge_id: string; student_id: string }>(`SELECT challenge_id::text, student_id::text FROM challenge_attempts WHERE status = 'submitted'`)).rows : [];
    const pair = submittedPairs.length > 0 ? pick(submittedPairs) : undefined;
    const challengeId = pair?.challenge_id ?? pick(challengeIds);
    const studentId = pair?.student_id ?? (random() < 0.9 ? pick(students) : pick(accountIds));
    const content = contentOf.get(challengeId)!;
    const roll = pair ? 0.9 : random();
    const attempt = (await db.query<{ attempt_id: string; status: string; content_version: number }>('SELECT attempt_id, status, content_version FROM challenge_attempts WHERE challenge_id = $1 AND student_id = $2', [challengeId, studentId])).rows[0];
    if (!attempt || roll < 0.05) {
      const versions = (await db.query<{ v: number }>('SELECT content_version AS v FROM challenges WHERE challenge_id = $1', [challengeId])).rows[0];
      await runAttempt(challengeId, studentId, {
        type: 'StartAttempt',
        data: {
          attemptId: stableUuid(`rebuild-attempt-${step}`), challengeId, studentId, companyId: challengeOwner.get(challengeId)!, yearOfStudy: pick(['finalYear', 'masters']),
          contentVersion: versions?.v ?? 1, content, closed: random() < 0.05, variant: drawVariant(content, (n) => Math.floor(random() * n)), now,
        },
      });
    } else if (roll < 0.55) {
      const answer = pick([{ optionId: 'a' }, { optionId: 'b' }, { value: 4 }, { text: 'words' }] as const);
      const taskId = 'optionId' in answer ? 's' : 'value' in answer ? 'n' : 'w';
      await runAttempt(challengeId, studentId, { type: 'SaveAnswer', data: { content, taskId, answer, now } });
    } else if (roll < 0.8) {
      await runAttempt(challengeId, studentId, { type: 'SubmitAttempt', data: { content, reason: pick(['student', 'time-up'] as const), certificateId: `cert-${step}`.padEnd(22, 'c'), ifOpen: random() < 0.5, now } });
    } else {
      await runAttempt(challengeId, studentId, { type: 'ScoreWritten', data: { content, taskId: 'w', scores: [pick([0, 1, 2, 3])], certificateId: `cert-${step}`.padEnd(22, 'c'), by: pick(accountIds), now } });
    }
  }
  for (let step = 0; step < 12; step++) {
    const now = new Date(start + (1200 + step) * 1000).toISOString();
    const command: SetRankVisibility = { type: 'SetRankVisibility', data: { studentId: pick(students), visible: step % 3 === 1, now } };
    await run(rankVisibilityStreamId(command.data.studentId), rankVisibilityDecider as Decider<unknown, SetRankVisibility, DomainEvent>, command);
  }
  return students;
}
