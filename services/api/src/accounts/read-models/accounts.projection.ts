import type { Projection } from '@fast-track/shared/event-store/projection';
import type { RecordedEvent } from '@fast-track/shared/event-store/types';
import type { AccountEvent } from '../account.ts';

/**
 * Inline: `accounts` holds the non-personal facts of live accounts (kind, language, since when an admin suspended
 * it: the session store refuses and ends the sessions of a suspended account). Names and the address are
 * joined from account_identities at read time, so replaying the log never needs personal data.
 */
export const accountsProjection: Projection = {
  name: 'accounts',
  tables: ['accounts'],
  eventTypes: ['AccountRegistered', 'AccountLanguageChanged', 'AccountDeleted', 'AccountSuspended', 'AccountRestored'],
  async handle(tx, events) {
    for (const event of events as readonly RecordedEvent<AccountEvent>[]) {
      switch (event.type) {
        case 'AccountRegistered':
          await tx.query('INSERT INTO accounts (account_id, kind, lng, registered_at) VALUES ($1, $2, NULL, $3)', [
            event.data.accountId,
            event.data.kind,
            event.data.registeredAt,
          ]);
          break;
        case 'AccountLanguageChanged':
          await tx.query('UPDATE accounts SET lng = $2 WHERE account_id = $1', [event.data.accountId, event.data.lng]);
          break;
        case 'AccountSuspended':
          await tx.query('UPDATE accounts SET suspended_at = $2 WHERE account_id = $1', [event.data.accountId, event.data.suspendedAt]);
          break;
        case 'AccountRestored':
          await tx.query('UPDATE accounts SET suspended_at = NULL WHERE account_id = $1', [event.data.accountId]);
          break;
        case 'AccountDeleted':
          await tx.query('DELETE FROM accounts WHERE account_id = $1', [event.data.accountId]);
          break;
        default:
          break;
      }
    }
  },
};
