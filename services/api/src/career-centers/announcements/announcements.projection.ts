import type { Db } from '@fast-track/shared/db/db';
import { defineProjection } from '@fast-track/shared/event-store/projection';
import type { AnnouncementAudience, AnnouncementEvent, AnnouncementSubscriptionEvent, AnnouncementText } from './announcement.ts';

/** Inline: the announcements sent (with their recipient counts) and who unsubscribed. */
export const announcementsProjection = defineProjection<AnnouncementEvent | AnnouncementSubscriptionEvent>({
  name: 'cc-announcements',
  tables: ['cc_announcements', 'announcement_unsubscribes'],
  on: {
    async AnnouncementSent(tx, e) {
      const d = e.data;
      await tx.query(
        'INSERT INTO cc_announcements (announcement_id, organisation_id, sent_by, audience, texts, recipients, sent_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [d.announcementId, d.organisationId, d.by, JSON.stringify(d.audience), JSON.stringify(d.texts), d.recipients, d.at],
      );
    },
    async AnnouncementsUnsubscribed(tx, e) {
      await tx.query('INSERT INTO announcement_unsubscribes (student_id, unsubscribed_at) VALUES ($1, $2) ON CONFLICT (student_id) DO NOTHING', [e.data.studentId, e.data.at]);
    },
    async AnnouncementsResubscribed(tx, e) {
      await tx.query('DELETE FROM announcement_unsubscribes WHERE student_id = $1', [e.data.studentId]);
    },
  },
});

export interface AnnouncementView {
  announcementId: string;
  audience: AnnouncementAudience;
  texts: AnnouncementText[];
  recipients: number;
  sentAt: string;
  sentBy: string;
}

/** A career center's announcements, newest first (the staff's list). */
export async function announcementsOf(db: Db, organisationId: string, limit = 100): Promise<AnnouncementView[]> {
  const found = await db.query<{ announcement_id: string; audience: AnnouncementAudience; texts: AnnouncementText[]; recipients: number; sent_at: Date; sent_by: string | null }>(
    `SELECT a.announcement_id::text AS announcement_id, a.audience, a.texts, a.recipients, a.sent_at,
            NULLIF(trim(concat_ws(' ', i.first_name, i.last_name)), '') AS sent_by
       FROM cc_announcements a LEFT JOIN account_identities i ON i.account_id = a.sent_by
      WHERE a.organisation_id = $1 ORDER BY a.sent_at DESC, a.announcement_id LIMIT $2`,
    [organisationId, limit],
  );
  return found.rows.map((r) => ({
    announcementId: r.announcement_id,
    audience: r.audience,
    texts: r.texts,
    recipients: Number(r.recipients),
    sentAt: new Date(r.sent_at).toISOString(),
    sentBy: r.sent_by ?? '',
  }));
}

export async function isUnsubscribed(db: Db, studentId: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM announcement_unsubscribes WHERE student_id = $1', [studentId])).rows.length > 0;
}
