// `npm run backup` then `npm run restore` into a scratch database: every read table rebuilt from the restored log
// equals the source's (the rebuild snapshot of projections.int.spec.ts), every table the backup keeps has the same
// rows, and the uploaded files come back byte for byte. The source is one random walk across every slice.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repositoryRoot } from '@fast-track/shared/config';
import type { Db } from '@fast-track/shared/db/db';
import { migrate } from '@fast-track/shared/db/migrate';
import { createPgDb } from '@fast-track/shared/db/pg-db';
import { drainProjections } from '@fast-track/shared/event-store/async-runner';
import { createLogger } from '@fast-track/shared/logger';
import { childEnv } from '@fast-track/shared/testing/child-env';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projections } from '../projections.ts';
import { localBlobStore } from '../storage/index.ts';
import { walkEveryDomain } from '../testing/rebuild/every-domain-walk.ts';
import { rebuildWorld } from '../testing/rebuild/rebuild-world.ts';
import { snapshot } from '../testing/rebuild/snapshot.ts';
import { restore, RestoreRefusedError } from './backup.ts';

const execFileAsync = promisify(execFile);
const adminUrl = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const id = randomBytes(4).toString('hex');
const names = { source: `ft_backup_src_${id}`, target: `ft_backup_dst_${id}` };
const urlOf = (name: string) => {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
};
const admin = async (sql: string) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

let source: Db;
let target: Db;
let work: string;

beforeAll(async () => {
  await admin(`CREATE DATABASE ${names.source}`);
  await admin(`CREATE DATABASE ${names.target}`);
  source = createPgDb({ connectionString: urlOf(names.source) });
  target = createPgDb({ connectionString: urlOf(names.target) });
  work = await mkdtemp(path.join(os.tmpdir(), 'ft-backup-'));
  await migrate(source, createLogger('test', 'silent'));
}, 120_000);

afterAll(async () => {
  await source?.close();
  await target?.close();
  await admin(`DROP DATABASE IF EXISTS ${names.source} WITH (FORCE)`);
  await admin(`DROP DATABASE IF EXISTS ${names.target} WITH (FORCE)`);
  await rm(work, { recursive: true, force: true });
});

/** Every row of every table the backup keeps (not a read table, not the migration list), in a stable order. */
async function keptTables(db: Db): Promise<Record<string, unknown[]>> {
  const readTables = new Set([...projections.inline, ...projections.async].flatMap((p) => p.tables));
  const { rows } = await db.query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`);
  const out: Record<string, unknown[]> = {};
  for (const { tablename } of rows) {
    if (readTables.has(tablename) || tablename === 'pgmigrations' || tablename === 'processor_checkpoints') continue;
    const all = (await db.query(`SELECT * FROM "${tablename}"`)).rows.map((r) => JSON.stringify(r)).sort();
    out[tablename] = all;
  }
  return out;
}

describe('backup and restore', () => {
  it('restores the log, identity tables and files into an empty database whose rebuilt read tables equal the source', async () => {
    const seed = process.env['REBUILD_SEED'] ?? `backup:${Date.now()}`;
    console.info(`backup walk seed: ${seed}`);
    const world = rebuildWorld(source, seed);
    await walkEveryDomain(world);
    await drainProjections(source, projections.async);

    const sourceData = path.join(work, 'source-data');
    const files = localBlobStore(path.join(sourceData, 'files'));
    const logo = randomBytes(5000);
    await files.put('a'.repeat(64), logo, 'image/png');
    await files.put(`pdf/${'b'.repeat(64)}`, Buffer.from('%PDF-1.7 cv'), 'application/pdf');

    const out = path.join(work, 'backup');
    const env = (db: string, dataDir: string) => childEnv({ DATABASE_URL: urlOf(db), DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    const backedUp = await execFileAsync('npm', ['run', '--silent', 'backup', '--', '--out', out], { cwd: repositoryRoot, env: env(names.source, sourceData) });
    expect(backedUp.stdout).toMatch(/"msg":"backup written"/);

    const targetData = path.join(work, 'target-data');
    const restored = await execFileAsync('npm', ['run', '--silent', 'restore', '--', '--from', out], { cwd: repositoryRoot, env: env(names.target, targetData) });
    expect(restored.stdout).toMatch(/"msg":"backup restored"/);

    const { rows: counts } = await target.query<{ n: string }>('SELECT count(*)::text AS n FROM events');
    expect(Number(counts[0]?.n)).toBeGreaterThan(100);
    expect(await keptTables(target)).toEqual(await keptTables(source));
    expect(await snapshot(target)).toEqual(await snapshot(source));
    const back = localBlobStore(path.join(targetData, 'files'));
    expect(await back.get('a'.repeat(64))).toEqual({ bytes: logo, contentType: 'image/png' });
    expect((await back.get(`pdf/${'b'.repeat(64)}`))?.bytes.toString()).toBe('%PDF-1.7 cv');

    // A database that is not empty (here the source) is never restored into, and nothing is written to it.
    const before = await source.query<{ n: string }>('SELECT count(*)::text AS n FROM events');
    await expect(
      restore({ databaseUrl: urlOf(names.source), db: source, files: localBlobStore(path.join(work, 'unused')), fromDir: out, logger: createLogger('test', 'silent') }),
    ).rejects.toBeInstanceOf(RestoreRefusedError);
    expect((await source.query<{ n: string }>('SELECT count(*)::text AS n FROM events')).rows).toEqual(before.rows);
  }, 240_000);

  it('refuses a cluster whose transaction counter is behind the backup, before loading anything', async () => {
    const name = `ft_backup_xid_${id}`;
    await admin(`CREATE DATABASE ${name}`);
    const empty = createPgDb({ connectionString: urlOf(name) });
    try {
      const folder = path.join(work, 'from-the-future');
      await mkdir(folder, { recursive: true });
      const manifest = { format: 'fast-track-backup/1', createdAt: new Date().toISOString(), events: 1, maxTransactionId: '900000000000', projectionTables: [], files: 0 };
      await writeFile(path.join(folder, 'manifest.json'), JSON.stringify(manifest));
      const attempt = restore({ databaseUrl: urlOf(name), db: empty, files: localBlobStore(path.join(work, 'unused-2')), fromDir: folder, logger: createLogger('test', 'silent') });
      await expect(attempt).rejects.toThrow(/transaction counter .* is not past the backup's newest event \(900000000000\).*pg_resetwal -x/);
      const { rows } = await empty.query<{ n: string }>(`SELECT count(*)::text AS n FROM pg_tables WHERE schemaname = current_schema()`);
      expect(rows[0]?.n).toBe('0');
    } finally {
      await empty.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
});
