import type { Db } from '@fast-track/shared/db/db';
import { publicSitePaths } from '@fast-track/shared/public-site';
import { Router } from 'express';
import type { SiteSettings } from './site.ts';

export interface SiteRoutesDeps {
  db: Db;
  settings: SiteSettings;
  now: () => number;
  /** Published articles for the sitemap (magazine slice). */
  articleLinks: (nowMs: number) => Promise<{ link: string; updatedAt: string }[]>;
  /** Base of the sitemap's absolute URLs (config PUBLIC_URL). */
  publicUrl: string;
}

const escapeXml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * GET /api/public/site: the footer's social links and the pricing page's prices (never the sales address).
 * GET /sitemap.xml: the public pages, upcoming and past events that are listed, and published articles.
 */
export function siteRoutes(deps: SiteRoutesDeps): { api: Router; root: Router } {
  const api = Router();
  api.get('/public/site', (_req, res) => {
    const { social, pricing } = deps.settings;
    res.set('Cache-Control', 'public, max-age=300').json({ social, pricing });
  });

  const root = Router();
  root.get('/sitemap.xml', async (_req, res) => {
    const nowMs = deps.now();
    const [events, articles] = await Promise.all([
      deps.db.query<{ link: string }>(
        `SELECT e.link FROM event_list e WHERE e.cancelled_at IS NULL AND e.visibility = 'everyone'
           AND NOT EXISTS (SELECT 1 FROM organisations o WHERE o.organisation_id = e.company_id AND o.status <> 'active')
         ORDER BY e.starts_at DESC LIMIT 10000`,
      ),
      deps.articleLinks(nowMs),
    ]);
    const url = (path: string, lastmod?: string): string =>
      `<url><loc>${escapeXml(new URL(path, deps.publicUrl).toString())}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}</url>`;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...publicSitePaths.map((path) => url(path)),
      ...events.rows.map((row) => url(`/event/${encodeURIComponent(row.link)}`)),
      ...articles.map((article) => url(`/magazine/${encodeURIComponent(article.link)}`, article.updatedAt)),
      '</urlset>',
      '',
    ].join('\n');
    res.set('Cache-Control', 'public, max-age=600').type('application/xml; charset=utf-8').send(body);
  });
  return { api, root };
}
