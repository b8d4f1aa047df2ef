import type { Decider, DomainEvent } from '@fast-track/shared/event-store/types';
import { postingKinds, schoolGateDecider, schoolGateStreamId, type SchoolGateCommand } from '../../career-centers/index.ts';
import type { RebuildWorld } from './rebuild-world.ts';

/**
 * Career centers' gates (issue 26): review modes set and reset, employer postings approved and declined (minds
 * changed, repeats that change nothing, postings that do not exist: refused), relationships with employers.
 */
export async function schoolGateWalk(w: RebuildWorld): Promise<void> {
  const { random, pick, start, run, accountIds, ids, pickOrganisation } = w;
  const centers = await ids(`SELECT organisation_id AS id FROM organisations WHERE kind = 'career_center'`);
  const pool = centers.length > 0 ? centers : [pickOrganisation()];
  const postings = [
    ...(await ids('SELECT job_id AS id FROM job_posts LIMIT 20')).map((id) => ({ kind: 'job' as const, id })),
    ...(await ids('SELECT event_id AS id FROM event_list LIMIT 20')).map((id) => ({ kind: 'event' as const, id })),
  ];
  const runGate = (command: SchoolGateCommand) => run(schoolGateStreamId(command.data.centerId), schoolGateDecider as Decider<unknown, SchoolGateCommand, DomainEvent>, command);
  for (let step = 0; step < 50; step++) {
    const now = new Date(start + (3000 + step) * 1000).toISOString();
    const centerId = pick(pool);
    const by = pick(accountIds);
    const roll = random();
    if (roll < 0.2) {
      await runGate({ type: 'SetPostingMode', data: { centerId, kind: pick(postingKinds), mode: random() < 0.6 ? 'review' : 'publish', by, now } });
    } else if (roll < 0.7) {
      const target = postings.length > 0 && random() < 0.9 ? pick(postings) : undefined;
      const posting = target ? { postingId: target.id, companyId: pickOrganisation() } : null;
      const kind = target?.kind ?? 'job';
      if (random() < 0.5) await runGate({ type: 'ApprovePosting', data: { centerId, kind, posting, by, now } });
      else await runGate({ type: 'DeclinePosting', data: { centerId, kind, posting, reason: random() < 0.1 ? ' ' : `Reason ${step}`, by, now } });
    } else {
      await runGate({
        type: 'SetEmployerRelationship',
        data: { centerId, companyId: random() < 0.9 ? pickOrganisation() : null, status: pick(['partner', 'neutral', 'blocked'] as const), notes: `Note ${step % 4}`, contacts: step % 2 ? 'HR' : '', by, now },
      });
    }
  }
}
