import { articleLimits } from '@fast-track/shared/magazine/article-limits';
import { randomUUID } from 'node:crypto';
import type { Db } from '@fast-track/shared/db/db';
import { NotFoundError, ValidationError } from '@fast-track/shared/errors';
import type { Projection } from '@fast-track/shared/event-store/projection';
import { Router } from 'express';
import { z } from 'zod';
import { callerOf, type Guard } from '../accounts/index.ts';
import { parseBody } from '../http/parse-body.ts';
import { richTextIsBlank, sanitizeRichText } from '../http/rich-text.ts';
import { requiredText, storableText } from '../http/safe-text.ts';
import type { ArticleCommand } from './article.decider.ts';
import { runArticleCommand } from './article.service.ts';
import { articleLanguages, type ArticleFields } from './article.ts';
import { findArticle, listAllArticles, listPublishedArticles, magazinePageSize } from './read-models/articles.queries.ts';

export interface MagazineDeps {
  db: Db;
  projections: readonly Projection[];
  now: () => number;
  /** Whether an uploaded cover (/api/files/<hash>) is stored. */
  imageExists: (path: string) => Promise<boolean>;
}

/** The editor's paths: a body of up to 60,000 characters needs a larger JSON limit than the API's 16 KB. */
export const magazineEditorPaths = ['/api/admin/magazine', '/api/admin/magazine/:articleId'];

const articleRequest = z
  .object({
    title: requiredText(articleLimits.titleLength),
    description: requiredText(articleLimits.descriptionLength),
    body: storableText(articleLimits.bodyLength),
    cover: z.union([z.string().regex(/^\/api\/files\/[\w-]{10,100}$/, 'must be an uploaded image'), z.null()]).default(null),
    language: z.enum(articleLanguages),
    publishAt: z.iso.datetime({ offset: true }),
  })
  .strict();
// `language`: the reader's; articles in it come first (each article is in one language; nothing is hidden).
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1), language: z.enum(articleLanguages).optional() });
const linkParam = z.object({ link: z.string().regex(/^[a-z0-9-]{1,200}$/) });
const idParam = z.object({ articleId: z.uuid() });

/**
 * GET /api/magazine, GET /api/magazine/:link for everyone; the admin's list, write, edit and withdraw under
 * /api/admin/magazine (docs/public-site.md "Magazine").
 */
export function magazineRoutes(deps: MagazineDeps, guard: Guard): Router {
  const router = Router();
  const admin = guard.requireKind('admin');

  router.get('/magazine', async (req, res) => {
    const { page, language } = parseBody(pageQuery, req.query);
    const { articles, total } = await listPublishedArticles(deps.db, page, deps.now(), language);
    res.set('Cache-Control', 'public, max-age=60').json({ articles, page, pageSize: magazinePageSize, total });
  });

  router.get('/magazine/:link', async (req, res) => {
    const { link } = parseBody(linkParam, req.params);
    const article = await findArticle(deps.db, { link, publishedBy: deps.now() });
    if (!article) throw new NotFoundError('No such article.');
    res.set('Cache-Control', 'public, max-age=60').json({ article });
  });

  router.get('/admin/magazine', admin, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ articles: await listAllArticles(deps.db) });
  });

  router.get('/admin/magazine/:articleId', admin, async (req, res) => {
    const { articleId } = parseBody(idParam, req.params);
    const article = await findArticle(deps.db, { articleId });
    if (!article) throw new NotFoundError('No such article.');
    res.set('Cache-Control', 'no-store').json({ article });
  });

  router.post('/admin/magazine', admin, async (req, res) => {
    const fields = await articleFields(deps, req.body);
    const articleId = randomUUID();
    const result = await run(deps, articleId, { type: 'WriteArticle', data: { ...fields, articleId, by: callerOf(res).accountId, now: nowIso(deps) } });
    const written = result.events[0];
    res.status(201).json({ msg: 'success', articleId, link: written?.type === 'ArticleWritten' ? written.data.link : '' });
  });

  router.post('/admin/magazine/:articleId', admin, async (req, res) => {
    const { articleId } = parseBody(idParam, req.params);
    const fields = await articleFields(deps, req.body);
    await run(deps, articleId, { type: 'EditArticle', data: { ...fields, articleId, by: callerOf(res).accountId, now: nowIso(deps) } });
    res.json({ msg: 'success' });
  });

  router.post('/admin/magazine/:articleId/withdraw', admin, async (req, res) => {
    const { articleId } = parseBody(idParam, req.params);
    await run(deps, articleId, { type: 'WithdrawArticle', data: { articleId, by: callerOf(res).accountId, now: nowIso(deps) } });
    res.json({ msg: 'success' });
  });

  return router;
}

const nowIso = (deps: MagazineDeps): string => new Date(deps.now()).toISOString();

/** Parses, sanitises the body (the SPA sanitises again when showing it) and checks the cover is really stored. */
async function articleFields(deps: MagazineDeps, body: unknown): Promise<ArticleFields> {
  const parsed = parseBody(articleRequest, body);
  const clean = sanitizeRichText(parsed.body);
  if (richTextIsBlank(clean)) throw new ValidationError('body: is required', [{ path: 'body', message: 'is required' }]);
  if (parsed.cover && !(await deps.imageExists(parsed.cover))) {
    throw new ValidationError('cover: must be an uploaded image', [{ path: 'cover', message: 'must be an uploaded image' }]);
  }
  return { ...parsed, body: clean, publishAt: new Date(parsed.publishAt).toISOString() };
}

function run(deps: MagazineDeps, articleId: string, command: ArticleCommand) {
  return runArticleCommand(deps, articleId, command);
}
