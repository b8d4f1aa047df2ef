import type { ArticleLanguage } from '../../magazine/index.ts';

/** One article's text in one language; `body` is the editor's HTML, one block a line. */
export interface ArticleText {
  title: string;
  description: string;
  body: string[];
}

/**
 * A demo magazine article in all six languages. The magazine's model is one single-language article per language
 * (docs/public-site.md "Magazine"): the seed writes six articles, one per translation, published at the same moment.
 */
export interface DemoArticle {
  /** Names the article's stable ids. */
  key: string;
  /** Published this many days before the seed, at 08:00 UTC. */
  daysAgo: number;
  texts: Record<ArticleLanguage, ArticleText>;
}
