import { randomBytes } from 'node:crypto';
import type { Db } from '@fast-track/shared/db/db';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import type { Projection } from '@fast-track/shared/event-store/projection';
import { findAccount } from '../accounts/index.ts';
import type { MailQueue } from '../mail/index.ts';
import { findOrganisation, listMembers } from '../organisations/index.ts';
import { findEmployerPosting } from './read-models/school-gate.queries.ts';
import { schoolGateDecider, type SchoolGateCommand } from './school-gate.decider.ts';
import { schoolGateStreamId, type PostingKind } from './school-gate.ts';

export interface SchoolGateDeps {
  db: Db;
  projections: readonly Projection[];
  now: () => number;
  /** The decline mail to the company's owners; none sent without it. */
  mail?: Pick<MailQueue, 'enqueue'>;
}

/** Every write of a center's gate: one stream per center, the staff member's id as the actor and on the fact. */
export function runSchoolGateCommand(deps: Pick<SchoolGateDeps, 'db' | 'projections'>, command: SchoolGateCommand, actor: string) {
  return handleCommand(deps.db, schoolGateStreamId(command.data.centerId), schoolGateDecider, command, { projections: deps.projections, metadata: { actor } });
}

/** Approve or decline an employer posting; a new decline is mailed to the company's owners, each in their language. */
export async function decidePosting(
  deps: SchoolGateDeps,
  input: { centerId: string; by: string; kind: PostingKind; postingId: string } & ({ decision: 'approve' } | { decision: 'decline'; reason: string }),
): Promise<void> {
  const nowMs = deps.now();
  const found = await findEmployerPosting(deps.db, input.kind, input.postingId, nowMs);
  const posting = found ? { postingId: found.postingId, companyId: found.companyId } : null;
  const base = { centerId: input.centerId, by: input.by, now: new Date(nowMs).toISOString(), kind: input.kind, posting };
  const command: SchoolGateCommand =
    input.decision === 'approve' ? { type: 'ApprovePosting', data: base } : { type: 'DeclinePosting', data: { ...base, reason: input.reason } };
  const { events } = await runSchoolGateCommand(deps, command, input.by);
  const declined = events.find((e) => e.type === 'PostingDeclined');
  if (!declined || declined.type !== 'PostingDeclined' || !found || !deps.mail) return;
  const center = await findOrganisation(deps.db, input.centerId);
  const owners = (await listMembers(deps.db, found.companyId)).filter((m) => m.role === 'owner');
  for (const owner of owners) {
    const lng = (await findAccount(deps.db, owner.uniqueId))?.lng ?? 'en';
    await deps.mail.enqueue(
      {
        to: owner.email,
        template: 'posting-declined',
        lng,
        vars: {
          kind: input.kind,
          postingTitle: [...(found.title.trim() || '—')].slice(0, 1000).join(''),
          centerName: [...(center?.name ?? '—')].slice(0, 200).join(''),
          reason: declined.data.reason,
          name: owner.firstName,
        },
      },
      { jobId: `posting-declined:${owner.email}:${randomBytes(8).toString('hex')}` },
    );
  }
}
