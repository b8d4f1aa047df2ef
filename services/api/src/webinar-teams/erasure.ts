import type { Db } from '@fast-track/shared/db/db';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import type { Projection } from '@fast-track/shared/event-store/projection';
import { webinarTeamDecider } from './webinar-team.decider.ts';
import { webinarTeamStreamId } from './webinar-team.ts';
import { webinarContacts } from './webinar-contacts.ts';

/**
 * Account deletion's hook: every team registration made for the person's address is cancelled and its name and
 * address deleted (the log keeps ids only). Registrations a deleted staff member made for others stay with the team.
 */
export function webinarTeamErasure(deps: { projections: readonly Projection[]; emailOf: (tx: Db, accountId: string) => Promise<string | undefined> }) {
  return async (tx: Db, accountId: string, now: string): Promise<void> => {
    const email = await deps.emailOf(tx, accountId);
    if (!email) return;
    for (const r of await webinarContacts.of(tx, email)) {
      await handleCommand(
        tx,
        webinarTeamStreamId(r.organisationId, r.eventId),
        webinarTeamDecider,
        { type: 'CancelTeamRegistration', data: { ...r, reason: 'account-deleted', by: accountId, now } },
        { projections: deps.projections, metadata: { actor: accountId } },
      );
      await webinarContacts.delete(tx, r.registrationId);
    }
  };
}
