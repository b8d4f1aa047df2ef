// `npm run backup` / `npm run restore` (docs/operations.md "Backups"). What is kept is what cannot be derived:
//   - the database with pg_dump (custom format): the schema of every table, the rows of every table that is not a
//     projection — the event log, the identity tables (credentials, sessions, codes), mail payloads, migrations — and
//     no rows of the read tables, which the restore rebuilds from the log (so a backup is small and never
//     disagrees with its own log);
//   - the uploaded files (bucket or DATA_DIR/files), copied into a local blob folder `files/`.
// The restore loads the dump into an empty database, brings the schema up to this version, rebuilds every projection
// and puts the files into the configured store (keys name their bytes: nothing is overwritten).
import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Db } from '@fast-track/shared/db/db';
import { migrate } from '@fast-track/shared/db/migrate';
import { drainProjections } from '@fast-track/shared/event-store/async-runner';
import { rebuildProjections } from '@fast-track/shared/event-store/rebuild';
import type { Logger } from '@fast-track/shared/logger';
import { projections } from '../projections.ts';
import { copyBlobs, listFolderKeys, localBlobStore, type BlobStore } from '../storage/index.ts';

const execFileAsync = promisify(execFile);

export interface BackupManifest {
  format: 'fast-track-backup/1';
  createdAt: string;
  /** Events in the log and the highest transaction id among them (a restore needs a cluster past it). */
  events: number;
  maxTransactionId: string | null;
  /** Read tables left out of the dump's data (rebuilt on restore). */
  projectionTables: string[];
  files: number;
}

export interface Files {
  store: BlobStore;
  keys: () => Promise<string[]>;
}

const projectionTables = (): string[] => [...new Set([...projections.inline, ...projections.async].flatMap((p) => p.tables))].sort();

/** pg_dump / pg_restore take the URL as the database name; the password travels in it, never on a command line of ours. */
export async function backup(options: { databaseUrl: string; db: Db; files: Files; outDir: string; logger?: Logger }): Promise<BackupManifest> {
  await mkdir(options.outDir, { recursive: true });
  const tables = projectionTables();
  // One snapshot for the dump; the figures below are read after it, so the manifest may name a few events more
  // than the dump holds under write load, never fewer.
  await execFileAsync(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', ...tables.map((t) => `--exclude-table-data=${t}`), `--file=${path.join(options.outDir, 'database.dump')}`, `--dbname=${options.databaseUrl}`],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const { rows } = await options.db.query<{ events: string; max: string | null }>('SELECT count(*)::text AS events, max(transaction_id)::text AS max FROM events');
  const keys = await options.files.keys();
  const copied = await copyBlobs(keys, options.files.store, localBlobStore(path.join(options.outDir, 'files')));
  if (copied.failed.length > 0) throw new Error(`backup: ${copied.failed.length} files could not be copied: ${copied.failed.slice(0, 3).map((f) => `${f.key} (${f.reason})`).join(', ')}`);
  const manifest: BackupManifest = {
    format: 'fast-track-backup/1',
    createdAt: new Date().toISOString(),
    events: Number(rows[0]?.events ?? 0),
    maxTransactionId: rows[0]?.max ?? null,
    projectionTables: tables,
    files: copied.copied.length + copied.present.length,
  };
  await writeFile(path.join(options.outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  options.logger?.info({ ...manifest, projectionTables: tables.length, outDir: options.outDir }, 'backup written');
  return manifest;
}

export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

/**
 * Restores a backup into `databaseUrl`, which must be an empty database, and its files into `files`. The cluster's
 * transaction counter must be past the backup's newest event: the log is read in transaction-id order, and async
 * readers wait for every transaction below the oldest running one, so events restored "from the future" would stay
 * invisible to them and new events would sort before old ones. A fresh cluster is brought past it with
 * `pg_resetwal -x` (docs/operations.md); the restore checks this before loading anything.
 */
export async function restore(options: { databaseUrl: string; db: Db; files: BlobStore; fromDir: string; logger: Logger }): Promise<{ replayed: number; files: number }> {
  const manifest = JSON.parse(await readFile(path.join(options.fromDir, 'manifest.json'), 'utf8')) as BackupManifest;
  if (manifest.format !== 'fast-track-backup/1') throw new RestoreRefusedError(`not a Fast-Track backup: ${String(manifest.format)}`);
  const { rows: tables } = await options.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM pg_tables WHERE schemaname = current_schema()`);
  if (Number(tables[0]?.n) > 0) throw new RestoreRefusedError('the target database is not empty: restore into a new database (createdb), then point the app at it');
  if (manifest.maxTransactionId !== null) {
    const { rows } = await options.db.query<{ behind: boolean; current: string }>(
      'SELECT pg_current_xact_id() <= $1::text::xid8 AS behind, pg_current_xact_id()::text AS current',
      [manifest.maxTransactionId],
    );
    if (rows[0]?.behind) {
      throw new RestoreRefusedError(
        `this cluster's transaction counter (${rows[0].current}) is not past the backup's newest event (${manifest.maxTransactionId}): ` +
          `stop it and run pg_resetwal -x <a value above ${manifest.maxTransactionId}> on its data folder first (docs/operations.md "Backups")`,
      );
    }
  }
  await execFileAsync('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${options.databaseUrl}`, path.join(options.fromDir, 'database.dump')], {
    maxBuffer: 16 * 1024 * 1024,
  });
  // A backup of an older version gets this version's schema, then every read table from the log.
  await migrate(options.db, options.logger);
  const { replayed } = await rebuildProjections(options.db, projections);
  await drainProjections(options.db, projections.async);
  const folder = path.join(options.fromDir, 'files');
  const { keys } = await listFolderKeys(folder);
  const copied = await copyBlobs(keys, localBlobStore(folder), options.files);
  if (copied.failed.length > 0) throw new Error(`restore: ${copied.failed.length} files could not be put back: ${copied.failed.slice(0, 3).map((f) => `${f.key} (${f.reason})`).join(', ')}`);
  options.logger.info({ replayed, files: keys.length }, 'backup restored');
  return { replayed, files: keys.length };
}
