import type { Db } from '@fast-track/shared/db/db';
import type { Logger } from '@fast-track/shared/logger';
import type { MailJobInput, MailQueue } from '../mail/index.ts';
import { startSweep } from '../http/sweep.ts';

/**
 * Reminder mails (issue 23 part 6), one sweep for every kind. A kind says who is due now; the sweep claims each
 * (kind, subject, account) in reminders_sent — one atomic insert, the primary key decides — before queuing the mail,
 * so two replicas sweeping at once, or a restart, never send one twice. A mail that cannot be queued gives its claim
 * back, and the next sweep tries again. Adding a kind is one `ReminderKind` and one entry in `reminderKinds`
 * (./reminder-kinds.ts).
 */

export interface DueReminder {
  /** What the reminder is about (an event id, a saved job id): with kind and account, the claim's key. */
  subjectId: string;
  accountId: string;
  /** The mail, in the person's language; its job id is derived from the claim's key. */
  mail: MailJobInput;
}

export interface ReminderKind {
  /** Stable name, stored in reminders_sent.kind. */
  kind: string;
  /** Who is due at `nowMs`, leaving out those already claimed for this kind and those whose settings say no. */
  due(db: Db, nowMs: number, ctx: { publicUrl: string }): Promise<DueReminder[]>;
}

export interface ReminderDeps {
  db: Db;
  mail: MailQueue;
  publicUrl: string;
  logger?: Logger;
}

/** One sweep over every kind; answers how many mails this sweep queued. */
export async function sendReminders(deps: ReminderDeps, kinds: readonly ReminderKind[], nowMs: number): Promise<number> {
  let sent = 0;
  for (const kind of kinds) {
    for (const due of await kind.due(deps.db, nowMs, { publicUrl: deps.publicUrl })) {
      const claimed = await deps.db.query(
        `INSERT INTO reminders_sent (kind, subject_id, account_id, sent_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING 1`,
        [kind.kind, due.subjectId, due.accountId, new Date(nowMs)],
      );
      if (claimed.rows.length === 0) continue;
      try {
        await deps.mail.enqueue(due.mail, { jobId: `${kind.kind}:${due.mail.to}:${due.subjectId}` });
        sent += 1;
      } catch (err) {
        await deps.db.query('DELETE FROM reminders_sent WHERE kind = $1 AND subject_id = $2 AND account_id = $3', [kind.kind, due.subjectId, due.accountId]);
        deps.logger?.warn({ err, kind: kind.kind }, 'reminder not queued; the next sweep tries again');
      }
    }
  }
  return sent;
}

/** Sweeps every `everyMs` in each API process (the claim keeps replicas from mailing twice); answers the stop. */
export function startReminderSweeper(deps: ReminderDeps & { logger: Logger }, kinds: readonly ReminderKind[], everyMs: number): () => void {
  return startSweep(everyMs, () => sendReminders(deps, kinds, Date.now()), (err) => deps.logger.warn({ err }, 'reminder sweep failed'));
}

/** Erasure: a deleted account's claims (they name the account) go with it. */
export function reminderErasure() {
  return async (tx: Db, accountId: string): Promise<void> => {
    await tx.query('DELETE FROM reminders_sent WHERE account_id = $1::uuid', [accountId]);
  };
}
