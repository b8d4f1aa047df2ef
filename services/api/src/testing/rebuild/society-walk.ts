import type { Decider, DomainEvent } from '@fast-track/shared/event-store/types';
import { stableUuid } from '../../demo/demo-random.ts';
import { admissions, organisationDecider, organisationStreamId, type OrganisationCommand } from '../../organisations/index.ts';
import type { RebuildWorld } from './rebuild-world.ts';

/**
 * Societies (issue 26 part 7): admission rules, students joining, and hand-overs offered, withdrawn, answered and
 * left to expire (the walk's clock runs six hours a step, so some 14-day offers expire), many aimed wrong.
 */
export async function societyWalk(w: RebuildWorld): Promise<void> {
  const { db, random, pick, start, run, ids, accountIds, pickOrganisation } = w;
  const runOrganisation = (command: OrganisationCommand) =>
    run(organisationStreamId(command.data.organisationId), organisationDecider as Decider<unknown, OrganisationCommand, DomainEvent>, command);
  // One society walked through every event first, so each run's log has them all whatever the random walk does.
  const founded = stableUuid('rebuild-society');
  const [founder, fellow] = [accountIds[0] ?? stableUuid('rebuild-founder'), stableUuid('rebuild-fellow')];
  const at = (minute: number) => new Date(start + minute * 60_000).toISOString();
  const university = { name: 'University 1', area: 'Poland' };
  const prelude: OrganisationCommand[] = [
    { type: 'CreateOrganisation', data: { organisationId: founded, kind: 'student_organisation', name: 'Walked Society', profile: {}, university, emailDomain: null, status: 'active', createdBy: founder, now: at(0) } },
    { type: 'SetAdmission', data: { organisationId: founded, admission: 'university', by: founder, now: at(1) } },
    { type: 'JoinSociety', data: { organisationId: founded, accountId: fellow, sameUniversity: true, now: at(2) } },
    { type: 'OfferHandover', data: { organisationId: founded, from: founder, to: fellow, now: at(3) } },
    { type: 'WithdrawHandover', data: { organisationId: founded, by: founder, now: at(4) } },
    { type: 'OfferHandover', data: { organisationId: founded, from: founder, to: fellow, now: at(5) } },
    { type: 'AnswerHandover', data: { organisationId: founded, accountId: fellow, accept: true, now: at(6) } },
  ];
  for (const command of prelude) await runOrganisation(command);
  const societies = await ids(`SELECT organisation_id AS id FROM organisations WHERE kind = 'student_organisation'`);
  const aim = () => (societies.length > 0 && random() < 0.85 ? pick(societies) : pickOrganisation());
  const membersOf = async (organisationId: string) =>
    (await db.query<{ account_id: string; role: string }>('SELECT account_id, role FROM organisation_members WHERE organisation_id = $1', [organisationId])).rows;
  for (let step = 0; step < 200; step++) {
    const now = new Date(start + step * 6 * 3_600_000).toISOString();
    const organisationId = aim();
    const roll = random();
    const members = await membersOf(organisationId);
    const owner = members.find((m) => m.role === 'owner')?.account_id ?? pick(accountIds);
    const someone = members.length > 0 && random() < 0.8 ? pick(members).account_id : pick(accountIds);
    const others = members.filter((m) => m.role !== 'owner');
    const candidate = others.length > 0 && random() < 0.8 ? pick(others).account_id : someone;
    if (roll < 0.15) {
      await runOrganisation({ type: 'SetAdmission', data: { organisationId, admission: pick(admissions), by: owner, now } });
    } else if (roll < 0.4) {
      await runOrganisation({ type: 'JoinSociety', data: { organisationId, accountId: pick(accountIds), sameUniversity: random() < 0.8, now } });
    } else if (roll < 0.65) {
      await runOrganisation({ type: 'OfferHandover', data: { organisationId, from: random() < 0.8 ? owner : someone, to: candidate, now } });
    } else if (roll < 0.75) {
      await runOrganisation({ type: 'WithdrawHandover', data: { organisationId, by: owner, now } });
    } else {
      // Mostly the member of an open offer anywhere, answering it; else someone at the aimed organisation (refused).
      const open = (await db.query<{ organisation_id: string; to_account_id: string }>('SELECT organisation_id, to_account_id FROM organisation_handovers WHERE expires_at > $1', [now])).rows;
      const target = open.length > 0 && random() < 0.8 ? pick(open) : { organisation_id: organisationId, to_account_id: someone };
      await runOrganisation({ type: 'AnswerHandover', data: { organisationId: target.organisation_id, accountId: target.to_account_id, accept: random() < 0.6, now } });
    }
  }
}
