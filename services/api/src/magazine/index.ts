// The magazine slice's public surface (docs/public-site.md "Magazine"): other code imports only from here.
export { createMagazineModule } from './magazine.module.ts';
export { magazineRoutes, magazineEditorPaths, type MagazineDeps } from './article.routes.ts';
export { articlesProjection } from './read-models/articles.projection.ts';
export { articlePageMeta, publishedArticleLinks } from './read-models/articles.queries.ts';
export { articleDecider, type ArticleCommand } from './article.decider.ts';
export { articleStreamId, articleLink, articleLanguages, type ArticleEvent, type ArticleLanguage } from './article.ts';
