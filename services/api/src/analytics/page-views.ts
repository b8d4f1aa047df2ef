import { createHmac } from 'node:crypto';
import type { Db } from '@fast-track/shared/db/db';
import { Router } from 'express';
import { z } from 'zod';
import { parseBody } from '../http/parse-body.ts';

// Page views of event, job and challenge pages (issue 14). The page sends one small POST after it is shown (the
// public GETs do no extra work at all). A view is counted once per visitor, page and UTC day: the visitor is a keyed
// hash of the day, client address and user agent (never stored in the clear, and a new key every day, so visitors
// cannot be followed across days), and one statement inserts that hash and, only when it is new, adds one to the
// page's counter of the day. Hashes of past days are pruned once a day per process.

export const viewKinds = ['event', 'job', 'challenge'] as const;
export type ViewKind = (typeof viewKinds)[number];

const uuid = z.uuid();
// eslint-disable-next-line no-control-regex -- control characters are what the pattern refuses
const eventLink = /^[^\u0000-\u001f\u007f/?#\uD800-\uDFFF]+$/;
const viewBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('event'), id: z.string().min(1).max(200).regex(eventLink) }).strict(),
  z.object({ kind: z.literal('job'), id: uuid }).strict(),
  z.object({ kind: z.literal('challenge'), id: uuid }).strict(),
]);

/** The page's id and company, only for a page that is public. Events are addressed by their link. */
const targets: Record<ViewKind, string> = {
  event: `SELECT event_id AS id, company_id FROM event_list WHERE link = $1`,
  job: `SELECT job_id AS id, company_id FROM job_posts WHERE job_id = $1::uuid AND status IN ('open', 'closed')`,
  challenge: `SELECT challenge_id AS id, company_id FROM challenges WHERE challenge_id = $1::uuid AND status <> 'draft'`,
};

export async function recordView(db: Db, kind: ViewKind, id: string, visitor: string, day: string): Promise<void> {
  await db.query(
    `WITH target AS (${targets[kind]}),
     fresh AS (
       INSERT INTO page_view_visitors (day, kind, target_id, visitor) SELECT $2::date, $3, t.id, $4 FROM target t
       ON CONFLICT DO NOTHING RETURNING target_id)
     INSERT INTO page_view_days (kind, target_id, company_id, day, views)
       SELECT $3, t.id, t.company_id, $2::date, 1 FROM fresh f JOIN target t ON t.id = f.target_id
     ON CONFLICT (kind, target_id, day) DO UPDATE SET views = page_view_days.views + 1`,
    [id, day, kind, visitor],
  );
}

export function visitorKey(secret: string, day: string, address: string, userAgent: string): string {
  return createHmac('sha256', secret).update(`${day}\u0000${address}\u0000${userAgent}`).digest('base64url').slice(0, 22);
}

/** POST /api/analytics/views {kind, id} → 204, whether or not the page exists (nothing is written for an unknown one). */
export function pageViewRoutes(deps: { db: Db; now: () => number; secret: string }): Router {
  const router = Router();
  let prunedDay = '';
  router.post('/analytics/views', async (req, res) => {
    const view = parseBody(viewBody, req.body);
    const day = new Date(deps.now()).toISOString().slice(0, 10);
    const visitor = visitorKey(deps.secret, day, req.ip ?? '', req.get('user-agent')?.slice(0, 512) ?? '');
    await recordView(deps.db, view.kind, view.id, visitor, day);
    if (prunedDay !== day) {
      prunedDay = day;
      await deps.db.query('DELETE FROM page_view_visitors WHERE day < $1::date', [day]);
    }
    res.status(204).end();
  });
  return router;
}
