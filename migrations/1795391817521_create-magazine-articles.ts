import type { MigrationBuilder } from 'node-pg-migrate';

// Magazine articles (issue 15): kept by the inline magazine-articles projection from the article streams.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE magazine_articles (
      article_id uuid PRIMARY KEY,
      link text NOT NULL UNIQUE,
      title text NOT NULL,
      description text NOT NULL,
      body text NOT NULL,
      cover text,
      language text NOT NULL,
      publish_at timestamptz NOT NULL,
      written_by text NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX magazine_articles_publish_at ON magazine_articles (publish_at DESC, article_id);
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE magazine_articles;');
}
