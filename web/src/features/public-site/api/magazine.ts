import { readArticleSummary, type ArticleSummary } from '../../../lib/article-summary.ts';
import { outcomeRequest, type Outcome } from '../../../lib/outcome-request.ts';
import { fields, list, num, str } from '../../../lib/strict-read.ts';

export type { ArticleSummary };
export type Article = ArticleSummary & { body: string; updatedAt: string };
export interface ArticlePage {
  articles: ArticleSummary[];
  page: number;
  pageSize: number;
  total: number;
}

export function readArticlePage(body: unknown): ArticlePage {
  const answer = fields(body, 'answer');
  return {
    articles: list(answer['articles'], 'articles', readArticleSummary),
    page: num(answer['page'], 'page'),
    pageSize: num(answer['pageSize'], 'pageSize'),
    total: num(answer['total'], 'total'),
  };
}

export function readArticle(body: unknown): Article {
  const article = fields(fields(body, 'answer')['article'], 'article');
  return { ...readArticleSummary(article), body: str(article['body'], 'article.body'), updatedAt: str(article['updatedAt'], 'article.updatedAt') };
}

/** GET /api/magazine?page=n&language=xx: published articles, newest first, those in the reader's language first. */
export function getArticles(page: number, language: string): Promise<Outcome<ArticlePage>> {
  return outcomeRequest('get', `api/magazine?page=${page}&language=${encodeURIComponent(language)}`, readArticlePage);
}

/** GET /api/magazine/:link: a published article (404 when there is none). */
export function getArticle(link: string): Promise<Outcome<Article>> {
  return outcomeRequest('get', `api/magazine/${encodeURIComponent(link)}`, readArticle);
}
