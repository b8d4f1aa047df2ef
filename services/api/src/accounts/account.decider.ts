import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@fast-track/shared/errors';
import type { Decider, DomainCommand } from '@fast-track/shared/event-store/types';
import { isLanguage, supportedLanguages } from '@fast-track/shared/languages';
import { evolveAccount, initialAccountState, type AccountEvent, type AccountKind, type AccountState, type SignUpMethod } from './account.ts';

// ── Commands ────────────────────────────────────────────────────────────────────────────────────────────
export type RegisterAccount = DomainCommand<'RegisterAccount', { accountId: string; kind: AccountKind; method: SignUpMethod; now: string }>;
export type RenameAccount = DomainCommand<'RenameAccount', { accountId: string; now: string }>;
export type ChangeAccountPassword = DomainCommand<'ChangeAccountPassword', { accountId: string; reason: 'reset' | 'change'; now: string }>;
export type ChangeAccountLanguage = DomainCommand<'ChangeAccountLanguage', { accountId: string; lng: string; now: string }>;
export type DeleteAccount = DomainCommand<'DeleteAccount', { accountId: string; now: string }>;
export type SuspendAccount = DomainCommand<'SuspendAccount', { accountId: string; adminId: string; reason: string; now: string }>;
export type RestoreAccount = DomainCommand<'RestoreAccount', { accountId: string; adminId: string; now: string }>;
export type AccountCommand = RegisterAccount | RenameAccount | ChangeAccountPassword | ChangeAccountLanguage | DeleteAccount | SuspendAccount | RestoreAccount;

/** Suspending a suspended account, or restoring one that is not: the admin's screen was out of date. */
export class SuspensionStateError extends ConflictError {
  override readonly code = 'SUSPENSION_STATE';
}
/** Admins are not suspended by each other through the console: one admin could shut every other out. */
export class AdminNotSuspendableError extends ForbiddenError {
  override readonly code = 'ADMIN_NOT_SUSPENDABLE';
}

type Registered = Extract<AccountState, { status: 'registered' }>;

function requireRegistered(state: AccountState, accountId: string): Registered {
  if (state.status !== 'registered') throw new NotFoundError(`No account ${accountId}`);
  return state;
}

export function decideAccount(command: AccountCommand, state: AccountState): AccountEvent[] {
  const { accountId, now } = command.data;
  switch (command.type) {
    case 'RegisterAccount':
      if (state.status !== 'none') throw new ConflictError(`Account ${accountId} already exists`);
      return [{ type: 'AccountRegistered', data: { accountId, kind: command.data.kind, method: command.data.method, registeredAt: now } }];
    case 'RenameAccount':
      requireRegistered(state, accountId);
      return [{ type: 'AccountRenamed', data: { accountId, renamedAt: now } }];
    case 'ChangeAccountPassword':
      requireRegistered(state, accountId);
      return [{ type: 'AccountPasswordChanged', data: { accountId, reason: command.data.reason, changedAt: now } }];
    case 'ChangeAccountLanguage': {
      const account = requireRegistered(state, accountId);
      const { lng } = command.data;
      if (!isLanguage(lng)) throw new ValidationError('Unsupported language', [{ path: 'lng', message: `one of ${supportedLanguages.join(', ')}` }]);
      return account.lng === lng ? [] : [{ type: 'AccountLanguageChanged', data: { accountId, lng, changedAt: now } }];
    }
    case 'DeleteAccount':
      // Idempotent: deleting a deleted account changes nothing.
      if (state.status === 'deleted') return [];
      return [{ type: 'AccountDeleted', data: { accountId, kind: requireRegistered(state, accountId).kind, deletedAt: now } }];
    case 'SuspendAccount': {
      const account = requireRegistered(state, accountId);
      if (account.kind === 'admin') throw new AdminNotSuspendableError('Admin accounts cannot be suspended here.');
      if (account.suspended) throw new SuspensionStateError('This account is already suspended.');
      return [{ type: 'AccountSuspended', data: { accountId, adminId: command.data.adminId, reason: command.data.reason, suspendedAt: now } }];
    }
    case 'RestoreAccount':
      if (!requireRegistered(state, accountId).suspended) throw new SuspensionStateError('This account is not suspended.');
      return [{ type: 'AccountRestored', data: { accountId, adminId: command.data.adminId, restoredAt: now } }];
  }
}

export const accountDecider: Decider<AccountState, AccountCommand, AccountEvent> = {
  initialState: initialAccountState,
  evolve: evolveAccount,
  decide: decideAccount,
};
