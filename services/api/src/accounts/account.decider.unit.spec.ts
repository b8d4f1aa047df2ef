import { ConflictError, NotFoundError, ValidationError } from '@fast-track/shared/errors';
import { deciderSpec } from '@fast-track/shared/event-store/decider-spec';
import { describe, expect, it } from 'vitest';
import { accountDecider, AdminNotSuspendableError, SuspensionStateError, type AccountCommand } from './account.decider.ts';
import { accountKinds, type AccountEvent } from './account.ts';

const now = '2026-03-01T10:00:00.000Z';
const accountId = '6f1c1a57-0000-4000-8000-000000000002';
const spec = deciderSpec(accountDecider);
const registered: AccountEvent = { type: 'AccountRegistered', data: { accountId, kind: 'employer', method: 'otp', registeredAt: now } };
const cmd = <T extends AccountCommand['type']>(type: T, extra: object = {}) => ({ type, data: { accountId, now, ...extra } }) as AccountCommand;

describe('account decider', () => {
  it('registers every kind once', () => {
    for (const kind of accountKinds) {
      spec.given([]).when(cmd('RegisterAccount', { kind, method: 'otp' })).then([{ type: 'AccountRegistered', data: { accountId, kind, method: 'otp', registeredAt: now } }]);
    }
    spec.given([registered]).when(cmd('RegisterAccount', { kind: 'student', method: 'otp' })).thenThrows(ConflictError);
  });

  it('records renames, password changes and languages of a registered account only', () => {
    spec.given([registered]).when(cmd('RenameAccount')).then([{ type: 'AccountRenamed', data: { accountId, renamedAt: now } }]);
    spec.given([registered]).when(cmd('ChangeAccountPassword', { reason: 'change' })).then([{ type: 'AccountPasswordChanged', data: { accountId, reason: 'change', changedAt: now } }]);
    spec.given([]).when(cmd('RenameAccount')).thenThrows(NotFoundError);
    spec.given([]).when(cmd('ChangeAccountLanguage', { lng: 'de' })).thenThrows(NotFoundError);
  });

  it('accepts only the six interface languages, and the same one again changes nothing', () => {
    spec.given([registered]).when(cmd('ChangeAccountLanguage', { lng: 'pl' })).then([{ type: 'AccountLanguageChanged', data: { accountId, lng: 'pl', changedAt: now } }]);
    spec.given([registered]).when(cmd('ChangeAccountLanguage', { lng: 'xx' })).thenThrows(ValidationError);
    spec.given([registered, { type: 'AccountLanguageChanged', data: { accountId, lng: 'pl', changedAt: now } }]).when(cmd('ChangeAccountLanguage', { lng: 'pl' })).thenNothingHappened();
  });

  it('deletes once, carrying the kind; deleting again changes nothing; a deleted account takes no command', () => {
    spec.given([registered]).when(cmd('DeleteAccount')).then([{ type: 'AccountDeleted', data: { accountId, kind: 'employer', deletedAt: now } }]);
    const deleted: AccountEvent = { type: 'AccountDeleted', data: { accountId, kind: 'employer', deletedAt: now } };
    spec.given([registered, deleted]).when(cmd('DeleteAccount')).thenNothingHappened();
    spec.given([registered, deleted]).when(cmd('RenameAccount')).thenThrows(NotFoundError);
  });

  it('carries no personal data in any event it decides', () => {
    const events = [
      ...accountDecider.decide(cmd('RegisterAccount', { kind: 'student', method: 'otp' }), accountDecider.initialState()),
      ...['RenameAccount', 'DeleteAccount'].flatMap((t) => accountDecider.decide(cmd(t as AccountCommand['type'], { reason: 'reset', lng: 'de' }), accountDecider.evolve(accountDecider.initialState(), registered))),
    ];
    const allowed = new Set(['accountId', 'kind', 'method', 'registeredAt', 'renamedAt', 'reason', 'changedAt', 'deletedAt', 'lng']);
    for (const event of events) for (const key of Object.keys(event.data)) expect(allowed).toContain(key);
  });

  it('an admin suspends a registered account with a reason and restores it; each only once; never an admin', () => {
    const adminId = '6f1c1a57-0000-4000-8000-0000000000ad';
    const suspended: AccountEvent = { type: 'AccountSuspended', data: { accountId, adminId, reason: 'Spam', suspendedAt: now } };
    spec.given([registered]).when(cmd('SuspendAccount', { adminId, reason: 'Spam' })).then([suspended]);
    spec.given([registered, suspended]).when(cmd('SuspendAccount', { adminId, reason: 'Again' })).thenThrows(SuspensionStateError);
    spec.given([registered, suspended]).when(cmd('RestoreAccount', { adminId })).then([{ type: 'AccountRestored', data: { accountId, adminId, restoredAt: now } }]);
    const restored: AccountEvent = { type: 'AccountRestored', data: { accountId, adminId, restoredAt: now } };
    spec.given([registered, suspended, restored]).when(cmd('RestoreAccount', { adminId })).thenThrows(SuspensionStateError);
    spec.given([registered, suspended, restored]).when(cmd('SuspendAccount', { adminId, reason: 'Spam again' })).then([{ ...suspended, data: { ...suspended.data, reason: 'Spam again' } }]);
    spec.given([registered]).when(cmd('RestoreAccount', { adminId })).thenThrows(SuspensionStateError);
    spec.given([]).when(cmd('SuspendAccount', { adminId, reason: 'Spam' })).thenThrows(NotFoundError);
    spec.given([registered, { type: 'AccountDeleted', data: { accountId, kind: 'employer', deletedAt: now } }]).when(cmd('SuspendAccount', { adminId, reason: 'Spam' })).thenThrows(NotFoundError);
    const admin: AccountEvent = { type: 'AccountRegistered', data: { accountId, kind: 'admin', method: 'cli', registeredAt: now } };
    spec.given([admin]).when(cmd('SuspendAccount', { adminId, reason: 'Spam' })).thenThrows(AdminNotSuspendableError);
  });
});
