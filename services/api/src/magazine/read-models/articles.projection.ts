import { defineProjection } from '@fast-track/shared/event-store/projection';
import type { ArticleEvent } from '../article.ts';

/** Inline: one row per article that is not withdrawn; the list and the page read only this table. */
export const articlesProjection = defineProjection<ArticleEvent>({
  name: 'magazine-articles',
  tables: ['magazine_articles'],
  on: {
    async ArticleWritten(tx, { data }) {
      await tx.query(
        `INSERT INTO magazine_articles (article_id, link, title, description, body, cover, language, publish_at, written_by, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
        [data.articleId, data.link, data.title, data.description, data.body, data.cover, data.language, data.publishAt, data.by, data.at],
      );
    },
    async ArticleEdited(tx, { data }) {
      await tx.query(
        `UPDATE magazine_articles SET title = $2, description = $3, body = $4, cover = $5, language = $6, publish_at = $7, updated_at = $8
         WHERE article_id = $1`,
        [data.articleId, data.title, data.description, data.body, data.cover, data.language, data.publishAt, data.at],
      );
    },
    async ArticleWithdrawn(tx, { data }) {
      await tx.query('DELETE FROM magazine_articles WHERE article_id = $1', [data.articleId]);
    },
  },
});
