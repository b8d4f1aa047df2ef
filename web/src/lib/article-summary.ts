import { fields, str, strOrNull } from './strict-read.ts';

/** A magazine article as lists show it: the public magazine, and the admin's list with scheduled ones. */
export interface ArticleSummary {
  articleId: string;
  link: string;
  title: string;
  description: string;
  cover: string | null;
  language: string;
  publishAt: string;
}

/** Read without a schema library: the magazine is a public page (issue 28: ≤ 70 KB gz first screen). */
export function readArticleSummary(value: unknown, what = 'article'): ArticleSummary {
  const a = fields(value, what);
  const field = (name: Exclude<keyof ArticleSummary, 'cover'>) => str(a[name], `${what}.${name}`);
  return {
    articleId: field('articleId'),
    link: field('link'),
    title: field('title'),
    description: field('description'),
    cover: strOrNull(a['cover'], `${what}.cover`),
    language: field('language'),
    publishAt: field('publishAt'),
  };
}
