import type { Decider, DomainEvent } from '@fast-track/shared/event-store/types';
import { takedownDecider, takedownKinds, takedownStreamId, type TakedownCommand } from '../../admin/index.ts';
import type { RebuildWorld } from './rebuild-world.ts';

/**
 * Admin takedowns (issue 26 part 6) of the events, jobs, challenges and questions earlier walks made, and second
 * takedowns of the same content (refused), so content_takedowns is rebuilt from the log like every read table.
 */
export async function takedownWalk(w: RebuildWorld): Promise<void> {
  const { random, pick, start, run, ids, accountIds } = w;
  const pool = [
    ...(await ids('SELECT event_id::text AS id FROM event_list')).map((id) => ({ kind: 'event' as const, id })),
    ...(await ids('SELECT job_id::text AS id FROM job_posts')).map((id) => ({ kind: 'job' as const, id })),
    ...(await ids('SELECT challenge_id::text AS id FROM challenges')).map((id) => ({ kind: 'challenge' as const, id })),
    ...(await ids('SELECT question_id::text AS id FROM event_questions')).map((id) => ({ kind: 'question' as const, id })),
  ];
  if (pool.length === 0) return;
  const runTakedown = (command: TakedownCommand) =>
    run(takedownStreamId(command.data.contentId), takedownDecider as Decider<unknown, TakedownCommand, DomainEvent>, command);
  for (let step = 0; step < 20; step++) {
    const target = pick(pool);
    const now = new Date(start + (2000 + step) * 1000).toISOString();
    await runTakedown({
      type: 'TakeDownContent',
      data: {
        contentKind: random() < 0.9 ? target.kind : pick(takedownKinds),
        contentId: target.id,
        title: `Content ${step}`,
        ownerIds: [pick(accountIds)],
        adminId: pick(accountIds),
        reason: `Reason ${step}`,
        now,
      },
    });
  }
}
