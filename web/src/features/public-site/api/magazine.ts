import { z } from 'zod';
import { articleSummarySchema, type ArticleSummary } from '../../../lib/article-summary.ts';
import { outcomeRequest, type Outcome } from '../../../lib/outcome-request.ts';

export type { ArticleSummary };
const article = articleSummarySchema.extend({ body: z.string(), updatedAt: z.string() });
export type Article = z.infer<typeof article>;

const listAnswer = z.object({ articles: z.array(articleSummarySchema), page: z.number(), pageSize: z.number(), total: z.number() });
export type ArticlePage = z.infer<typeof listAnswer>;

/** GET /api/magazine?page=n&language=xx: published articles, newest first, those in the reader's language first. */
export function getArticles(page: number, language: string): Promise<Outcome<ArticlePage>> {
  return outcomeRequest('get', `api/magazine?page=${page}&language=${encodeURIComponent(language)}`, (body) => listAnswer.parse(body));
}

/** GET /api/magazine/:link: a published article (404 when there is none). */
export function getArticle(link: string): Promise<Outcome<Article>> {
  return outcomeRequest('get', `api/magazine/${encodeURIComponent(link)}`, (body) => z.object({ article }).parse(body).article);
}
