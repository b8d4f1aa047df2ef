import type { Db } from '@fast-track/shared/db/db';
import { Router } from 'express';
import { z } from 'zod';
import { bearerToken } from '../../accounts/index.ts';
import { EncodedBody, sendEncoded } from '../../http/encoded-body.ts';
import type { PageDataSource } from '../../http/index-html.ts';
import { plainText, type PageMetaSource } from '../../http/page-meta.ts';
import { parseBody } from '../../http/parse-body.ts';
import { storableText } from '../../http/safe-text.ts';
import type { ResponseCache } from './event-list.cache.ts';
import { joinOpensAt, mayHaveJoinLink } from './join-link.ts';
import { findByLink, listUpcoming, questionsAskedBy, startOfUtcDay, type EventDetailRow } from '../read-models/event-list.queries.ts';
import { appendJsonField } from '../read-models/event-json.ts';
import { attendanceFor } from '../read-models/event-attendance.projection.ts';
import { eventReaches, hasRestrictedUpcoming } from '../read-models/event-audience.queries.ts';

// Request shapes of docs/events.md § Listing. Bounds keep a hostile body from costing more than a normal one.
const listRequest = z.object({
  page: z.number().int().min(1).max(10_000),
  limit: z.number().int().min(1).max(50),
  ip: storableText(64).optional(),
});

const detailRequest = z.object({
  link: storableText(200).pipe(z.string().min(1)),
});

export interface EventRoutesDeps {
  db: Db;
  listCache: ResponseCache;
  now?: () => number;
  /** The student behind a bearer token (undefined when unknown or expired); without it no caller is recognised. */
  identify?: (token: string) => Promise<string | undefined>;
}

const jsonType = 'application/json; charset=utf-8';

/** Thin routes: parse, query the precomputed read table, concatenate JSON text. */
export function eventRoutes({ db, listCache, now = Date.now, identify }: EventRoutesDeps): Router {
  const router = Router();

  router.post('/getEvents/no', async (req, res) => {
    const { page, limit } = parseBody(listRequest, req.body);
    const nowMs = now();
    // A signed-in account that some host's restricted events reach (its university's career center, its societies)
    // gets its own list, never cached or shared; everyone else gets the cached public one.
    const token = identify ? bearerToken(req) : undefined;
    const viewer = token && identify ? await identify(token) : undefined;
    if (viewer && (await hasRestrictedUpcoming(db, viewer, nowMs))) {
      const events = await listUpcoming(db, page, limit, nowMs, viewer);
      res.setHeader('Cache-Control', 'private, no-store');
      res.type('application/json').send(`{"msg":"success","events":[${events.join(',')}]}`);
      return;
    }
    const key = `${startOfUtcDay(nowMs).getTime()}:${page}:${limit}`;
    const body =
      listCache.get(key, nowMs) ??
      (await listCache.load(key, nowMs, async () => {
        const events = await listUpcoming(db, page, limit, nowMs);
        return new EncodedBody(Buffer.from(`{"msg":"success","events":[${events.join(',')}]}`));
      }));
    // The bytes are final (compressed forms kept with them): no re-encoding, no ETag hashing on the hot path.
    sendEncoded(req, res, body, jsonType);
  });

  router.post('/get/event/no', async (req, res) => {
    const { link } = parseBody(detailRequest, req.body);
    // The bearer is optional here: a visitor (or a stale token) gets the public answer, never a 401.
    const token = identify ? bearerToken(req) : undefined;
    const nowMs = now();
    const [found, studentId] = await Promise.all([findByLink(db, link, nowMs), token && identify ? identify(token) : undefined]);
    // An event kept to an audience is not found by anyone it does not reach (a visitor, another university's student),
    // nor is an employer event the signed-in student's school holds back (career-centers/posting-gate.ts).
    if (!found || ((found.restricted || studentId) && !(await eventReaches(db, found.eventId, studentId)))) {
      res.json({ msg: 'No event' });
      return;
    }
    let event = publicEventJson(found);
    if (studentId) {
      const [attendance, mine] = await Promise.all([attendanceFor(db, found.eventId, studentId), questionsAskedBy(db, found.eventId, studentId)]);
      event = appendJsonField(event, 'attendance', attendance);
      if (found.virtualLink !== null && mayHaveJoinLink(attendance, found.startsAt, nowMs)) {
        event = appendJsonField(event, 'virtualLink', found.virtualLink);
      }
      event = appendJsonField(event, 'myQuestions', mine);
      // The answer is the caller's own (attendance, maybe the join link): no shared cache may keep it.
      res.setHeader('Cache-Control', 'private, no-store');
    }
    res.type('application/json').send(detailAnswer(event, found));
  });

  return router;
}

/** The event document as everyone may see it: the host's event count, and when a join link appears (not the link). */
function publicEventJson(found: EventDetailRow): string {
  const event = found.companyEventCount === null ? found.body : appendJsonField(found.body, 'companyEventCount', found.companyEventCount);
  return found.virtualLink === null ? event : appendJsonField(event, 'joinOpensAt', joinOpensAt(found.startsAt));
}

const detailAnswer = (event: string, found: EventDetailRow): string =>
  `{"msg":"success","event":${event},"similar":[${found.similar.join(',')}]}`;

/**
 * The answer of POST /api/get/event/no to a visitor, as JSON text, or undefined when a visitor would get 'No event'
 * (unknown link, unlisted host, an event kept to an audience). The SPA's page for /event/{link} carries it (see
 * http/index-html.ts), so a visitor's event page renders without waiting for that call (issue 10, LCP).
 */
export async function visitorEventAnswer(db: Db, link: string, nowMs: number): Promise<string | undefined> {
  const found = await findByLink(db, link, nowMs);
  if (!found || found.restricted) return undefined;
  return detailAnswer(publicEventJson(found), found);
}

const eventPagePath = /^\/event\/([^/]+)\/?$/i; // the SPA's /event/:link (config/paths.ts)

/** The link of an event page's path when it is one the detail call would look up. */
function eventLinkOf(urlPath: string): string | undefined {
  const segment = eventPagePath.exec(urlPath)?.[1];
  if (!segment) return undefined;
  let link: string;
  try {
    link = decodeURIComponent(segment);
  } catch {
    return undefined;
  }
  // The call's own rules for a link (length, no NUL or lone surrogates): anything else is not looked up.
  return detailRequest.safeParse({ link }).success ? link : undefined;
}

/** index-html's page data for an event page a visitor opens: the detail answer, keyed by the link. */
export function eventPageData(db: Db, now: () => number = Date.now): PageDataSource {
  return async (urlPath) => {
    const link = eventLinkOf(urlPath);
    if (link === undefined) return undefined;
    const json = await visitorEventAnswer(db, link, now());
    if (!json) return undefined;
    return { key: `event:${link}`, json, image: coverOf(json) };
  };
}

/**
 * A shared event link's preview (http/page-meta.ts): the event's title, its description as plain text, its cover —
 * what a visitor may see, so an event kept to an audience previews as the site does.
 */
export function eventPageMeta(db: Db, now: () => number = Date.now): PageMetaSource {
  return async (urlPath) => {
    const link = eventLinkOf(urlPath);
    if (link === undefined) return undefined;
    const json = await visitorEventAnswer(db, link, now());
    if (!json) return undefined;
    const event = (JSON.parse(json) as { event?: { title?: unknown; description?: unknown; img?: unknown } }).event ?? {};
    if (typeof event.title !== 'string' || event.title.trim() === '') return undefined;
    return {
      title: `${event.title} · Fast-Track`,
      description: typeof event.description === 'string' ? plainText(event.description) : '',
      ...(typeof event.img === 'string' && event.img ? { image: event.img } : {}),
      type: 'website',
    };
  };
}

/** The event's cover when it is one of our own paths (the CSP allows those; other hosts are not hinted). */
function coverOf(answer: string): string | undefined {
  const img = (JSON.parse(answer) as { event?: { img?: unknown } }).event?.img;
  return typeof img === 'string' && /^\/(?!\/)[^\s"'<>]*$/.test(img) ? img : undefined;
}
