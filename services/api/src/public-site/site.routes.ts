import { notTakenDown } from '@fast-track/shared/admin/takedowns';
import type { Db } from '@fast-track/shared/db/db';
import { NotFoundError } from '@fast-track/shared/errors';
import { isTrackPage, publicSitePaths, trackPages } from '@fast-track/shared/public-site';
import { Router } from 'express';
import type { PublicChallenge } from '../challenges/index.ts';
import type { TrackEvent } from '../events/index.ts';
import type { SiteSettings } from './site.ts';

export interface SiteRoutesDeps {
  db: Db;
  settings: SiteSettings;
  now: () => number;
  /** Published articles for the sitemap (magazine slice). */
  articleLinks: (nowMs: number) => Promise<{ link: string; updatedAt: string }[]>;
  /** Published challenges for the sitemap's /challenge/{uniqueId} pages (challenges slice). */
  challengeLinks: () => Promise<{ uniqueId: string; updatedAt: string }[]>;
  /** A track page's open challenges and upcoming events of its tracks (challenges and events slices). */
  trackChallenges: (tracks: readonly string[], nowMs: number) => Promise<PublicChallenge[]>;
  trackEvents: (tracks: readonly string[], nowMs: number) => Promise<TrackEvent[]>;
  /** Base of the sitemap's absolute URLs (config PUBLIC_URL). */
  publicUrl: string;
}

const escapeXml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * GET /api/public/site: the footer's social links and the pricing page's prices (never the sales address).
 * GET /api/public/tracks/:page: what a students' track page shows live (its tracks' open challenges and events).
 * GET /sitemap.xml: the public pages, upcoming and past events that are listed, published challenges and articles.
 * GET /robots.txt: everything but /api may be crawled; where the sitemap is.
 */
export function siteRoutes(deps: SiteRoutesDeps): { api: Router; root: Router } {
  const api = Router();
  api.get('/public/site', (_req, res) => {
    const { social, pricing } = deps.settings;
    res.set('Cache-Control', 'public, max-age=300').json({ social, pricing });
  });

  api.get('/public/tracks/:page', async (req, res) => {
    const page = String(req.params['page']);
    if (!isTrackPage(page)) throw new NotFoundError('No such track page.');
    const tracks = trackPages[page];
    const nowMs = deps.now();
    const [challenges, events] = await Promise.all([deps.trackChallenges(tracks, nowMs), deps.trackEvents(tracks, nowMs)]);
    res.set('Cache-Control', 'public, max-age=60').json({ tracks, challenges, events });
  });

  const root = Router();
  root.get('/sitemap.xml', async (_req, res) => {
    const nowMs = deps.now();
    const [events, articles, challenges] = await Promise.all([
      deps.db.query<{ link: string }>(
        `SELECT e.link FROM event_list e WHERE e.cancelled_at IS NULL AND e.visibility = 'everyone'
           AND NOT EXISTS (SELECT 1 FROM organisations o WHERE o.organisation_id = e.company_id AND o.status <> 'active')
           AND ${notTakenDown('e.event_id')}
         ORDER BY e.starts_at DESC LIMIT 10000`,
      ),
      deps.articleLinks(nowMs),
      deps.challengeLinks(),
    ]);
    const url = (path: string, lastmod?: string): string =>
      `<url><loc>${escapeXml(new URL(path, deps.publicUrl).toString())}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}</url>`;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...publicSitePaths.map((path) => url(path)),
      ...events.rows.map((row) => url(`/event/${encodeURIComponent(row.link)}`)),
      ...challenges.map((challenge) => url(`/challenge/${encodeURIComponent(challenge.uniqueId)}`, challenge.updatedAt)),
      ...articles.map((article) => url(`/magazine/${encodeURIComponent(article.link)}`, article.updatedAt)),
      '</urlset>',
      '',
    ].join('\n');
    res.set('Cache-Control', 'public, max-age=600').type('application/xml; charset=utf-8').send(body);
  });
  // Crawlers may read every page but the API's answers; the sitemap names the public ones.
  root.get('/robots.txt', (_req, res) => {
    const sitemap = new URL('/sitemap.xml', deps.publicUrl).toString();
    res.set('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${sitemap}\n`);
  });
  return { api, root };
}
