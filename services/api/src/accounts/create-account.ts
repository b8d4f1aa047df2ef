import { randomUUID } from 'node:crypto';
import type { Db } from '@fast-track/shared/db/db';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import type { AccountKind, SignUpMethod } from './account.ts';
import { accountDecider } from './account.decider.ts';
import { accountStreamId } from './account.ts';
import type { AccountDeps } from './account-deps.ts';
import { emailHash, normaliseEmail } from './email-hash.ts';
import { identityStore } from './identity-store.ts';

export interface NewAccount {
  kind: AccountKind;
  email: string;
  /** null for accounts created through a social provider until a password is set by recovery. */
  passwordHash: string | null;
  method: SignUpMethod;
  firstName?: string | undefined;
  lastName?: string | undefined;
  invite?: string | undefined;
  /** A pre-assigned id (an invitation names the invitee's uniqueId before the account exists). */
  accountId?: string;
  /** Whether to start a session (the CLI creating an admin does not). */
  session?: boolean;
}

/**
 * Identity row, AccountRegistered, the audience's own facts (`then`, e.g. StudentRegistered or a membership) and
 * the first session in one transaction: all or nothing. AlreadyRegisteredError when the address is taken. What
 * `then` answers (the membership it made…) comes back as `facts`, so a caller needs no variable set from inside.
 */
export async function createAccount<Facts = void>(
  deps: AccountDeps,
  account: NewAccount,
  then?: (tx: Db, accountId: string, now: string) => Promise<Facts>,
): Promise<{ accountId: string; token: string | null; facts: Facts | undefined }> {
  const accountId = account.accountId ?? randomUUID();
  const nowMs = deps.now();
  const now = new Date(nowMs).toISOString();
  const email = normaliseEmail(account.email);
  return deps.db.transaction(async (tx) => {
    await identityStore.insert(tx, {
      accountId,
      kind: account.kind,
      emailHash: emailHash(deps.secret, email),
      email,
      // No name given (student sign-up asks for it in the onboarding): empty, never guessed from the address.
      firstName: account.firstName?.trim() ?? '',
      lastName: account.lastName?.trim() ?? '',
      passwordHash: account.passwordHash,
      invite: account.invite?.trim() || null,
      createdAt: now,
    });
    await handleCommand(
      tx,
      accountStreamId(accountId),
      accountDecider,
      { type: 'RegisterAccount', data: { accountId, kind: account.kind, method: account.method, now } },
      { projections: deps.projections, metadata: { actor: accountId } },
    );
    const facts = then ? await then(tx, accountId, now) : undefined;
    const token = account.session === false ? null : await deps.sessions.create(accountId, nowMs, tx);
    return { accountId, token, facts };
  });
}
