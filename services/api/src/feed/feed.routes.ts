import { ValidationError } from '@fast-track/shared/errors';
import { Router, type Request } from 'express';
import { callerOf, type Guard } from '../accounts/index.ts';
import { parseFeedQuery, encodeCursor } from './feed-query.ts';
import { toFeedItem } from './feed-json.ts';
import { feedPage } from './read-models/feed.queries.ts';
import { setSaved, type SavedItemsDeps } from './saved-items.service.ts';
import { feedKinds, type FeedKind } from './saved-items.ts';

export interface FeedDeps extends SavedItemsDeps {
  /** The student's chosen track ids (the students slice answers); the first is shown first by default. */
  tracksOf(studentId: string): Promise<string[]>;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function savedTarget(req: Request): { kind: FeedKind; id: string } {
  const kind = String(req.params['kind'] ?? '');
  const id = String(req.params['id'] ?? '');
  const errors = [
    ...((feedKinds as readonly string[]).includes(kind) ? [] : [{ path: 'kind', message: `one of ${feedKinds.join(', ')}` }]),
    ...(uuid.test(id) ? [] : [{ path: 'id', message: 'an item id' }]),
  ];
  if (errors.length > 0) throw new ValidationError(errors.map((e) => `${e.path}: ${e.message}`).join('; '), errors);
  return { kind: kind as FeedKind, id: id.toLowerCase() };
}

/**
 * The student feed (docs/feed.md): GET /student/feed, one keyset-paged list of open jobs, upcoming events
 * and open ranked challenges the student may see; PUT / DELETE /student/saved/{kind}/{id} keep an item saved.
 */
export function feedRoutes(deps: FeedDeps, guard: Guard): Router {
  const router = Router();
  const student = guard.requireKind('student');
  router.get('/student/feed', student, async (req, res) => {
    const studentId = callerOf(res).accountId;
    const filter = parseFeedQuery(req.query, (await deps.tracksOf(studentId))[0]);
    const page = await feedPage(deps.db, studentId, filter, deps.now());
    const last = page.rows.at(-1);
    res.set('Cache-Control', 'private, no-store').json({
      items: page.rows.map(toFeedItem),
      next: page.more && last ? encodeCursor({ rank: last.rank, at: new Date(last.at).toISOString(), id: last.id }) : null,
    });
  });
  router.put('/student/saved/:kind/:id', student, async (req, res) => {
    const { kind, id } = savedTarget(req);
    await setSaved(deps, callerOf(res).accountId, kind, id, true);
    res.set('Cache-Control', 'private, no-store').json({ kind, id, saved: true });
  });
  router.delete('/student/saved/:kind/:id', student, async (req, res) => {
    const { kind, id } = savedTarget(req);
    await setSaved(deps, callerOf(res).accountId, kind, id, false);
    res.set('Cache-Control', 'private, no-store').json({ kind, id, saved: false });
  });
  return router;
}
