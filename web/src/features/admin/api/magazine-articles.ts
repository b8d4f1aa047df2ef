import { z } from 'zod';
import { outcomeRequest, type Outcome } from '../../../lib/outcome-request.ts';

import { readArticleSummary, type ArticleSummary } from '../../../lib/article-summary.ts';

export type AdminArticle = ArticleSummary;
export type ArticleDraft = Omit<AdminArticle, 'articleId' | 'link'> & { body: string };

/** GET /api/admin/magazine: every article, scheduled ones included, newest publish date first. */
export function listAdminArticles(): Promise<Outcome<AdminArticle[]>> {
  return outcomeRequest('get', 'api/admin/magazine', (b) => z.object({ articles: z.array(z.unknown()) }).parse(b).articles.map((a) => readArticleSummary(a)));
}

export function getAdminArticle(articleId: string): Promise<Outcome<ArticleDraft & { articleId: string }>> {
  return outcomeRequest('get', `api/admin/magazine/${encodeURIComponent(articleId)}`, (b) =>
    {
      const { article } = z.object({ article: z.object({ body: z.string() }).loose() }).parse(b);
      return { ...readArticleSummary(article), body: article.body };
    },
  );
}

/** Writes a new article (no id) or edits one; the server sanitises the body again. */
export function saveArticle(articleId: string | undefined, draft: ArticleDraft): Promise<Outcome<unknown>> {
  const path = articleId ? `api/admin/magazine/${encodeURIComponent(articleId)}` : 'api/admin/magazine';
  return outcomeRequest('post', path, (b) => b, { json: draft });
}

export function withdrawArticle(articleId: string): Promise<Outcome<unknown>> {
  return outcomeRequest('post', `api/admin/magazine/${encodeURIComponent(articleId)}/withdraw`, (b) => b, { json: {} });
}

/** POST /api/uploads/image: the cover, stored through the uploads slice's storage port. */
export function uploadCover(file: File): Promise<Outcome<string>> {
  const form = new FormData();
  form.append('file', file);
  return outcomeRequest('post', 'api/uploads/image', (b) => z.object({ file: z.object({ url: z.string() }) }).parse(b).file.url, { form });
}
