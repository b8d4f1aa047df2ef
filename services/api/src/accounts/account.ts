import type { DomainEvent } from '@fast-track/shared/event-store/types';

// What every person has, whatever the audience. Events carry only ids and non-personal facts: the address,
// names and password hash live in the mutable account_identities table, which account deletion erases.

export const accountKinds = ['student', 'employer', 'career_center', 'admin'] as const;
export type AccountKind = (typeof accountKinds)[number];

export type SignUpMethod = 'otp' | 'google' | 'linkedin' | 'invitation' | 'cli';

// ── Events ──────────────────────────────────────────────────────────────────────────────────────────────
export type AccountRegistered = DomainEvent<
  'AccountRegistered',
  { accountId: string; kind: AccountKind; method: SignUpMethod; registeredAt: string }
>;
export type AccountRenamed = DomainEvent<'AccountRenamed', { accountId: string; renamedAt: string }>;
export type AccountPasswordChanged = DomainEvent<
  'AccountPasswordChanged',
  /** reset: through a recovery link; change: in settings, knowing the current password. */
  { accountId: string; reason: 'reset' | 'change'; changedAt: string }
>;
/** The interface language the person chose; mails follow it. A preference, not personal data. */
export type AccountLanguageChanged = DomainEvent<'AccountLanguageChanged', { accountId: string; lng: string; changedAt: string }>;
export type AccountDeleted = DomainEvent<'AccountDeleted', { accountId: string; kind: AccountKind; deletedAt: string }>;

/**
 * An admin stopped the account (issue 26 part 6): its sessions end and it cannot sign in until restored. The admin's
 * id is in the data as well as in the metadata's actor; the reason is mailed to the owner.
 */
export type AccountSuspended = DomainEvent<'AccountSuspended', { accountId: string; adminId: string; reason: string; suspendedAt: string }>;
export type AccountRestored = DomainEvent<'AccountRestored', { accountId: string; adminId: string; restoredAt: string }>;

export type AccountEvent =
  | AccountRegistered
  | AccountRenamed
  | AccountPasswordChanged
  | AccountLanguageChanged
  | AccountDeleted
  | AccountSuspended
  | AccountRestored;

// ── State ───────────────────────────────────────────────────────────────────────────────────────────────
export type AccountState =
  | { status: 'none' }
  | { status: 'registered'; accountId: string; kind: AccountKind; lng: string | null; suspended?: boolean }
  | { status: 'deleted'; accountId: string };

export const initialAccountState = (): AccountState => ({ status: 'none' });

// ── Evolve ──────────────────────────────────────────────────────────────────────────────────────────────
export function evolveAccount(state: AccountState, event: AccountEvent): AccountState {
  switch (event.type) {
    case 'AccountRegistered':
      return { status: 'registered', accountId: event.data.accountId, kind: event.data.kind, lng: null };
    case 'AccountLanguageChanged':
      return state.status === 'registered' ? { ...state, lng: event.data.lng } : state;
    case 'AccountDeleted':
      return { status: 'deleted', accountId: event.data.accountId };
    case 'AccountSuspended':
      return state.status === 'registered' ? { ...state, suspended: true } : state;
    case 'AccountRestored':
      return state.status === 'registered' ? { ...state, suspended: false } : state;
    case 'AccountRenamed':
    case 'AccountPasswordChanged':
      return state;
  }
}

/** One stream per person. */
export const accountStreamId = (accountId: string): string => `account-${accountId}`;
