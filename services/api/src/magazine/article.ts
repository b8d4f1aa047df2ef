/**
 * A magazine article (issue 15): career advice and firm spotlights written by admins. The body is rich text the
 * server sanitises (http/rich-text.ts) before it enters the log; readers see it from its publish date on.
 */
export const articleLanguages = ['en', 'de', 'fr', 'pl', 'es', 'it'] as const;
export type ArticleLanguage = (typeof articleLanguages)[number];

export interface ArticleFields {
  title: string;
  /** The teaser on the list and the page's meta and Open Graph description. */
  description: string;
  /** Sanitised HTML. */
  body: string;
  /** An uploaded image (/api/files/<hash>) or none. */
  cover: string | null;
  language: ArticleLanguage;
  /** ISO instant; the article is public from then on. */
  publishAt: string;
}

export type ArticleWritten = { type: 'ArticleWritten'; data: ArticleFields & { articleId: string; link: string; by: string; at: string } };
export type ArticleEdited = { type: 'ArticleEdited'; data: ArticleFields & { articleId: string; by: string; at: string } };
export type ArticleWithdrawn = { type: 'ArticleWithdrawn'; data: { articleId: string; by: string; at: string } };
export type ArticleEvent = ArticleWritten | ArticleEdited | ArticleWithdrawn;

export type ArticleState = { status: 'none' } | { status: 'written'; link: string } | { status: 'withdrawn' };

export const articleStreamId = (articleId: string): string => `article-${articleId}`;

/** Lowercase ASCII words joined by hyphens (accents dropped), as event links are made. */
function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** /magazine/{link}: the title's words for people and search engines, the id's first block so two never clash. */
export function articleLink(title: string, articleId: string): string {
  const words = slugify(title).slice(0, 120).replace(/-+$/, '');
  return [words || 'article', articleId.slice(0, 8).toLowerCase()].join('-');
}

export function evolveArticle(state: ArticleState, event: ArticleEvent): ArticleState {
  switch (event.type) {
    case 'ArticleWritten':
      return { status: 'written', link: event.data.link };
    case 'ArticleEdited':
      return state;
    case 'ArticleWithdrawn':
      return { status: 'withdrawn' };
  }
}
