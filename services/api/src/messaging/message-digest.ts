import type { Db } from '@fast-track/shared/db/db';
import type { Logger } from '@fast-track/shared/logger';
import type { MailQueue } from '../mail/index.ts';
import { startSweep } from '../http/sweep.ts';

/** A message counts as missed once it has waited this long unread (the person was not looking). */
export const digestWaitMs = 10 * 60_000;
/** At most one digest an hour per person. */
export const digestEveryMs = 60 * 60_000;

/**
 * The offline recipients' mail: every person with messages waiting unread for 10 minutes, and something new since
 * their last digest, gets the count (never the words) at most once an hour. Several replicas may sweep at once: the
 * claim on message_digests is one atomic upsert, so only one of them mails a person in a given hour.
 */
export async function sendMessageDigests(deps: { db: Db; mail: MailQueue; logger?: Logger }, now: number): Promise<number> {
  const waiting = await deps.db.query<{ account_id: string; kind: string; unread: string; newest: Date; email: string; first_name: string | null; lng: string | null }>(
    `WITH sides AS (
       SELECT a_type AS t, a_id AS id, a_unread AS unread, last_message_at FROM conversations WHERE a_unread > 0 AND last_message_at <= $1
       UNION ALL SELECT b_type, b_id, b_unread, last_message_at FROM conversations WHERE b_unread > 0 AND last_message_at <= $1
     ), people AS (
       SELECT s.id AS account_id, 'student' AS inbox, s.unread, s.last_message_at FROM sides s WHERE s.t = 'student'
       UNION ALL SELECT m.account_id, s.t, s.unread, s.last_message_at FROM sides s JOIN organisation_members m ON m.organisation_id = s.id WHERE s.t <> 'student'
     )
     SELECT p.account_id::text AS account_id, min(p.inbox) AS kind, sum(p.unread) AS unread, max(p.last_message_at) AS newest, i.email, i.first_name, a.lng
     FROM people p JOIN account_identities i ON i.account_id = p.account_id LEFT JOIN accounts a ON a.account_id = p.account_id
     LEFT JOIN message_digests d ON d.account_id = p.account_id
     GROUP BY p.account_id, i.email, i.first_name, a.lng, d.last_sent_at
     HAVING d.last_sent_at IS NULL OR (d.last_sent_at <= $2 AND max(p.last_message_at) > d.last_sent_at)
     LIMIT 500`,
    [new Date(now - digestWaitMs), new Date(now - digestEveryMs)],
  );
  let sent = 0;
  for (const person of waiting.rows) {
    const claimed = await deps.db.query(
      `INSERT INTO message_digests (account_id, last_sent_at) VALUES ($1, $2)
       ON CONFLICT (account_id) DO UPDATE SET last_sent_at = EXCLUDED.last_sent_at WHERE message_digests.last_sent_at <= $3 RETURNING 1`,
      [person.account_id, new Date(now), new Date(now - digestEveryMs)],
    );
    if (claimed.rows.length === 0) continue;
    const inbox = person.kind === 'company' ? 'employer' : person.kind === 'society' ? 'society' : 'student';
    try {
      await deps.mail.enqueue(
        { to: person.email, template: 'message-digest', lng: person.lng ?? undefined, vars: { count: Number(person.unread), inbox, ...(person.first_name ? { name: person.first_name } : {}) } },
        { jobId: `message-digest:${person.email}:${Math.floor(now / digestEveryMs)}` },
      );
      sent += 1;
    } catch (err) {
      deps.logger?.warn({ err }, 'message digest not queued');
    }
  }
  return sent;
}

/** Sweeps every few minutes in each API process (the claim keeps replicas from mailing twice). */
export function startDigestSweeper(deps: { db: Db; mail: MailQueue; logger: Logger }, everyMs = 5 * 60_000): () => void {
  return startSweep(everyMs, () => sendMessageDigests(deps, Date.now()), (err) => deps.logger.warn({ err }, 'message digest sweep failed'));
}
