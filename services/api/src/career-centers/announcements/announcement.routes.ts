import { randomUUID } from 'node:crypto';
import type { Db } from '@fast-track/shared/db/db';
import { NotFoundError } from '@fast-track/shared/errors';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import type { Projection } from '@fast-track/shared/event-store/projection';
import type { Logger } from '@fast-track/shared/logger';
import { trackIds } from '@fast-track/shared/tracks';
import { yearsOfStudy } from '@fast-track/shared/year-of-study';
import { Router } from 'express';
import { z } from 'zod';
import { callerOf, membershipOf, type Guard } from '../../accounts/index.ts';
import { parseBody } from '../../http/parse-body.ts';
import { countedText, storableText } from '../../http/safe-text.ts';
import type { MailQueue } from '../../mail/index.ts';
import { findOrganisation } from '../../organisations/index.ts';
import { announcementLanguages, announcementStreamId, announcementSubscriptionStreamId, maxAnnouncementTexts, maxBodyLength, maxSubjectLength, type AnnouncementAudience } from './announcement.ts';
import { announcementDecider, announcementSubscriptionDecider } from './announcement.decider.ts';
import { deliverAnnouncements } from './announcement-delivery.ts';
import { announcementsOf, isUnsubscribed } from './announcements.projection.ts';
import { studentOfToken } from './unsubscribe-token.ts';

export interface AnnouncementDeps {
  db: Db;
  projections: readonly Projection[];
  now: () => number;
  mail: MailQueue;
  secret: string;
  logger: Logger;
}

/** Two texts of 5,000 characters (an emoji is four bytes of UTF-8, JSON escapes more) exceed the 16 KB default. */
export const announcementEditorPaths = ['/api/organisations/:organisationId/announcements'];

const filled = (max: number) => countedText(max).refine((value) => value.length > 0, 'required');
const sendRequest = z
  .object({
    texts: z
      .array(z.object({ lng: z.enum(announcementLanguages), subject: filled(maxSubjectLength), body: filled(maxBodyLength) }).strict())
      .min(1)
      .max(maxAnnouncementTexts),
    audience: z
      .object({ yearOfStudy: z.enum(yearsOfStudy).nullable().default(null), track: z.enum(trackIds).nullable().default(null) })
      .strict()
      .default({ yearOfStudy: null, track: null }),
  })
  .strict();
const tokenRequest = z.object({ token: storableText(200) }).strict();
const subscriptionRequest = z.object({ subscribed: z.boolean() }).strict();

class UnsubscribeLinkError extends NotFoundError {
  override readonly code = 'UNSUBSCRIBE_LINK_INVALID';
}

/**
 * The recipients, written as waiting deliveries in the sending transaction: the university's students in the audience,
 * not unsubscribed, not suspended. A student of another university is never one of them (same university name and
 * area as the center's, the insights' population).
 */
async function queueRecipients(tx: Db, announcementId: string, university: { name: string; area: string }, audience: AnnouncementAudience, at: Date): Promise<number> {
  const params: unknown[] = [announcementId, at, university.name, university.area];
  const where = ['s.university_name = $3', 's.university_area = $4'];
  if (audience.yearOfStudy) {
    params.push(audience.yearOfStudy);
    where.push(`s.year_of_study = $${params.length}`);
  }
  if (audience.track) {
    params.push(audience.track);
    where.push(`EXISTS (SELECT 1 FROM jsonb_array_elements(s.tracks) t WHERE t->>'id' = $${params.length})`);
  }
  const inserted = await tx.query(
    `INSERT INTO cc_announcement_deliveries (announcement_id, student_id, queued_at)
     SELECT $1, s.student_id, $2 FROM students s
      WHERE ${where.join(' AND ')}
        AND EXISTS (SELECT 1 FROM account_identities i WHERE i.account_id = s.student_id)
        AND NOT EXISTS (SELECT 1 FROM accounts a WHERE a.account_id = s.student_id AND a.suspended_at IS NOT NULL)
        AND NOT EXISTS (SELECT 1 FROM announcement_unsubscribes u WHERE u.student_id = s.student_id)
     RETURNING 1`,
    params,
  );
  return inserted.rows.length;
}

/**
 * Staff of a career center write to their students and see what they sent (docs/career-centers.md § Announcements);
 * students unsubscribe by the mail's link (no sign-in) and resubscribe in their settings.
 */
export function announcementRoutes(deps: AnnouncementDeps, guard: Guard): Router {
  const router = Router();
  const staff = guard.requireMembership('career_center');
  const student = guard.requireKind('student');
  const base = '/organisations/:organisationId/announcements';
  const changeSubscription = (studentId: string, subscribed: boolean, via: 'link' | 'settings') =>
    handleCommand(
      deps.db,
      announcementSubscriptionStreamId(studentId),
      announcementSubscriptionDecider,
      { type: 'ChangeAnnouncementSubscription', data: { studentId, subscribed, via, now: new Date(deps.now()).toISOString() } },
      { projections: deps.projections, metadata: { actor: studentId } },
    );

  router.get(base, staff, async (_req, res) => {
    const announcements = await announcementsOf(deps.db, membershipOf(res).organisationId);
    res.set('Cache-Control', 'private, no-store').json({ msg: 'success', announcements });
  });

  router.post(base, staff, async (req, res) => {
    const { texts, audience } = parseBody(sendRequest, req.body);
    const organisationId = membershipOf(res).organisationId;
    const center = await findOrganisation(deps.db, organisationId);
    if (!center?.university) throw new NotFoundError('This career center has no university.');
    const university = center.university;
    const by = callerOf(res).accountId;
    const announcementId = randomUUID();
    const now = deps.now();
    const recipients = await deps.db.transaction(async (tx) => {
      const count = await queueRecipients(tx, announcementId, university, audience, new Date(now));
      await handleCommand(
        tx,
        announcementStreamId(announcementId),
        announcementDecider,
        { type: 'SendAnnouncement', data: { announcementId, organisationId, by, audience, texts, recipients: count, now: new Date(now).toISOString() } },
        { projections: deps.projections, metadata: { actor: by } },
      );
      return count;
    });
    // The first announcement of a student's day goes out at once; later ones wait for the sweep's digest.
    try {
      await deliverAnnouncements(deps, now, { announcementId });
    } catch (err) {
      deps.logger.warn({ err }, 'announcement delivery failed; the sweep retries');
    }
    res.status(201).json({ msg: 'success', announcement: { announcementId, audience, texts, recipients, sentAt: new Date(now).toISOString() } });
  });

  // The mail's link: the page asks first (a mail scanner's GET unsubscribes nobody), then posts the token.
  router.post('/announcements/unsubscribe', async (req, res) => {
    const { token } = parseBody(tokenRequest, req.body);
    const studentId = studentOfToken(deps.secret, token);
    if (!studentId) throw new UnsubscribeLinkError('This unsubscribe link cannot be used.');
    await changeSubscription(studentId, false, 'link');
    res.set('Cache-Control', 'no-store').json({ msg: 'success', subscribed: false });
  });

  router.get('/student/announcements', student, async (_req, res) => {
    res.set('Cache-Control', 'private, no-store').json({ msg: 'success', subscribed: !(await isUnsubscribed(deps.db, callerOf(res).accountId)) });
  });

  router.post('/student/announcements', student, async (req, res) => {
    const { subscribed } = parseBody(subscriptionRequest, req.body);
    await changeSubscription(callerOf(res).accountId, subscribed, 'settings');
    res.json({ msg: 'success', subscribed });
  });

  return router;
}
