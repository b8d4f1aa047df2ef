import type { Db } from '@fast-track/shared/db/db';
import type { Logger } from '@fast-track/shared/logger';
import { startSweep } from '../../http/sweep.ts';
import type { MailQueue } from '../../mail/index.ts';
import { textFor, type AnnouncementText } from './announcement.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

/** At most one announcement mail per student in this window; what comes later waits for the next one (a digest). */
export const announcementMailEveryMs = 24 * 60 * 60_000;
/** The most announcements one digest carries; older ones first, the rest wait for the next day. */
export const maxDigestItems = 20;

export interface DeliveryDeps {
  db: Db;
  mail: MailQueue;
  /** Signs the unsubscribe links (the identity secret). */
  secret: string;
  logger?: Logger;
}

interface Waiting {
  student_id: string;
  email: string;
  first_name: string | null;
  lng: string | null;
  items: { id: string; texts: AnnouncementText[]; center: string }[];
}

/**
 * Mails what waits for each student whose last announcement mail is a day old (or who never had one): one waiting
 * announcement as itself, several as one digest. Unsubscribed students' waiting announcements are dropped. Several
 * replicas may run this at once: the claim on announcement_mail_log is one conditional upsert, so only one of them
 * mails a student in a given day (as message-digest.ts does for messages).
 */
export async function deliverAnnouncements(deps: DeliveryDeps, now: number, only?: { announcementId: string }): Promise<number> {
  const cutoff = new Date(now - announcementMailEveryMs);
  // Right after a send, only that announcement's recipients (the sweep takes everyone else, and the rest of a big one).
  const scope = only ? 'AND d.student_id IN (SELECT x.student_id FROM cc_announcement_deliveries x WHERE x.announcement_id = $2)' : '';
  await deps.db.query(
    'DELETE FROM cc_announcement_deliveries d USING announcement_unsubscribes u WHERE d.student_id = u.student_id AND d.mailed_at IS NULL',
  );
  const waiting = await deps.db.query<Waiting>(
    `SELECT d.student_id::text AS student_id, i.email, i.first_name, a.lng,
            json_agg(json_build_object('id', c.announcement_id, 'texts', c.texts, 'center', o.name) ORDER BY c.sent_at, c.announcement_id) AS items
       FROM cc_announcement_deliveries d
       JOIN cc_announcements c ON c.announcement_id = d.announcement_id
       JOIN organisations o ON o.organisation_id = c.organisation_id
       JOIN account_identities i ON i.account_id = d.student_id
       LEFT JOIN accounts a ON a.account_id = d.student_id
       LEFT JOIN announcement_mail_log l ON l.student_id = d.student_id
      WHERE d.mailed_at IS NULL AND (l.last_sent_at IS NULL OR l.last_sent_at <= $1) ${scope}
      GROUP BY d.student_id, i.email, i.first_name, a.lng
      LIMIT 500`,
    only ? [cutoff, only.announcementId] : [cutoff],
  );
  let sent = 0;
  for (const student of waiting.rows) {
    const items = student.items.slice(0, maxDigestItems);
    const claimed = await deps.db.transaction(async (tx) => {
      const claim = await tx.query(
        `INSERT INTO announcement_mail_log (student_id, last_sent_at) VALUES ($1, $2)
         ON CONFLICT (student_id) DO UPDATE SET last_sent_at = EXCLUDED.last_sent_at WHERE announcement_mail_log.last_sent_at <= $3 RETURNING 1`,
        [student.student_id, new Date(now), cutoff],
      );
      if (claim.rows.length === 0) return false;
      await tx.query('UPDATE cc_announcement_deliveries SET mailed_at = $1 WHERE student_id = $2 AND announcement_id = ANY($3::uuid[]) AND mailed_at IS NULL', [
        new Date(now),
        student.student_id,
        items.map((item) => item.id),
      ]);
      return true;
    });
    if (!claimed) continue;
    const unsubscribe = unsubscribeToken(deps.secret, student.student_id);
    const name = student.first_name ? { name: student.first_name } : {};
    const jobId = `announcement:${student.email}:${items.map((item) => item.id).join(',')}`;
    try {
      if (items.length === 1) {
        const text = textFor(items[0]!.texts, student.lng);
        await deps.mail.enqueue(
          { to: student.email, template: 'announcement', lng: text.lng, vars: { centerName: centerName(items[0]!.center), subject: text.subject, body: text.body, unsubscribe, ...name } },
          { jobId },
        );
      } else {
        const entries = items.map((item) => {
          const text = textFor(item.texts, student.lng);
          return { centerName: centerName(item.center), subject: text.subject, body: text.body };
        });
        await deps.mail.enqueue({ to: student.email, template: 'announcement-digest', lng: student.lng ?? undefined, vars: { items: entries, unsubscribe, ...name } }, { jobId });
      }
      sent += 1;
    } catch (err) {
      deps.logger?.warn({ err }, 'announcement mail not queued');
    }
  }
  return sent;
}

const centerName = (name: string): string => [...(name.trim() || '—')].slice(0, 200).join('');

/** Sweeps every 15 minutes in each API process: the day-old waits go out as digests (the claim keeps replicas from mailing twice). */
export function startAnnouncementSweeper(deps: DeliveryDeps & { logger: Logger; now: () => number }, everyMs = 15 * 60_000): () => void {
  return startSweep(everyMs, () => deliverAnnouncements(deps, deps.now()), (err) => deps.logger.warn({ err }, 'announcement sweep failed'));
}
