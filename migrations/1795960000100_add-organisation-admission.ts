import type { MigrationBuilder } from 'node-pg-migrate';

// Issue 26 part 7: how students join a society — 'request' (officers accept) or 'university' (a student of its
// university joins at once). NULL for every other kind; societies created before this read as 'request'.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`ALTER TABLE organisations ADD COLUMN admission text;`);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`ALTER TABLE organisations DROP COLUMN admission;`);
}
