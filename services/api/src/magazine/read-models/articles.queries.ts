import { notTakenDown } from '@fast-track/shared/admin/takedowns';
import type { Db } from '@fast-track/shared/db/db';
import { plainText, type PageMetaSource } from '../../http/page-meta.ts';
import type { ArticleLanguage } from '../article.ts';

export interface ArticleSummary {
  articleId: string;
  link: string;
  title: string;
  description: string;
  cover: string | null;
  language: ArticleLanguage;
  publishAt: string;
}

export interface Article extends ArticleSummary {
  body: string;
  updatedAt: string;
}

export const magazinePageSize = 9;

const columns = `article_id AS "articleId", link, title, description, cover, language, publish_at AS "publishAt"`;

type Row = Omit<ArticleSummary, 'publishAt'> & { publishAt: Date | string };
const iso = (value: Date | string): string => new Date(value).toISOString();
const summary = (row: Row): ArticleSummary => ({ ...row, publishAt: iso(row.publishAt) });

/**
 * Published articles, newest first; `page` from 1. With the reader's `language`, its articles come first (then the
 * others, newest first): an article and its translations are separate articles, so a reader meets their own first.
 */
export async function listPublishedArticles(
  db: Db,
  page: number,
  nowMs: number,
  language?: ArticleLanguage,
): Promise<{ articles: ArticleSummary[]; total: number }> {
  const now = new Date(nowMs).toISOString();
  const [rows, count] = await Promise.all([
    db.query<Row>(
      `SELECT ${columns} FROM magazine_articles WHERE publish_at <= $1 AND ${notTakenDown('article_id')}
       ORDER BY (language = $4) DESC, publish_at DESC, article_id LIMIT $2 OFFSET $3`,
      [now, magazinePageSize, (page - 1) * magazinePageSize, language ?? ''],
    ),
    db.query<{ total: string | number }>(`SELECT count(*) AS total FROM magazine_articles WHERE publish_at <= $1 AND ${notTakenDown('article_id')}`, [now]),
  ]);
  return { articles: rows.rows.map(summary), total: Number(count.rows[0]?.total ?? 0) };
}

/** Every article, scheduled ones included (the admin's list). */
export async function listAllArticles(db: Db): Promise<ArticleSummary[]> {
  const rows = await db.query<Row>(`SELECT ${columns} FROM magazine_articles ORDER BY publish_at DESC, article_id LIMIT 500`);
  return rows.rows.map(summary);
}

export async function findArticle(db: Db, by: { link: string; publishedBy: number } | { articleId: string }): Promise<Article | undefined> {
  // Readers (by link) never meet an article an admin took down; the editor (by id) still opens it.
  const where = 'link' in by ? `link = $1 AND publish_at <= $2 AND ${notTakenDown('article_id')}` : 'article_id = $1';
  const params = 'link' in by ? [by.link, new Date(by.publishedBy).toISOString()] : [by.articleId];
  const found = await db.query<Row & { body: string; updatedAt: Date | string }>(
    `SELECT ${columns}, body, updated_at AS "updatedAt" FROM magazine_articles WHERE ${where}`,
    params,
  );
  const row = found.rows[0];
  return row && { ...summary(row), body: row.body, updatedAt: iso(row.updatedAt) };
}

/** For the sitemap: every published article's link and last change. */
export async function publishedArticleLinks(db: Db, nowMs: number): Promise<{ link: string; updatedAt: string }[]> {
  const rows = await db.query<{ link: string; updatedAt: Date | string }>(
    `SELECT link, updated_at AS "updatedAt" FROM magazine_articles WHERE publish_at <= $1 AND ${notTakenDown('article_id')} ORDER BY publish_at DESC LIMIT 10000`,
    [new Date(nowMs).toISOString()],
  );
  return rows.rows.map((row) => ({ link: row.link, updatedAt: iso(row.updatedAt) }));
}

const articlePagePath = /^\/magazine\/([^/]+)\/?$/i; // the SPA's /magazine/:link (web/src/config/paths/public-site.ts)

/** A shared article link's preview (http/page-meta.ts): a published article's title, summary and cover. */
export function articlePageMeta(db: Db, now: () => number = Date.now): PageMetaSource {
  return async (urlPath) => {
    const segment = articlePagePath.exec(urlPath)?.[1];
    if (!segment) return undefined;
    let link: string;
    try {
      link = decodeURIComponent(segment);
    } catch {
      return undefined;
    }
    if (link.length > 200 || !isWellFormed(link)) return undefined;
    const article = await findArticle(db, { link, publishedBy: now() });
    if (!article) return undefined;
    return {
      title: `${article.title} · Fast-Track`,
      description: plainText(article.description),
      ...(article.cover ? { image: article.cover } : {}),
      type: 'article',
    };
  };
}

/** No NUL, no lone surrogates: Postgres refuses both in text. */
const isWellFormed = (value: string): boolean => !value.includes('\u0000') && !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value);
