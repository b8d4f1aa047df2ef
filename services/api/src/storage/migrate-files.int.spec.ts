import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { childEnv } from '@fast-track/shared/testing/child-env';
import { repositoryRoot } from '@fast-track/shared/config';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localBlobStore } from './local-blob-store.ts';
import { migrateFiles } from './migrate-files.ts';
import { s3BlobStore } from './s3-blob-store.ts';

// `npm run files:migrate` (folder → bucket) against s3rver, the in-process S3-compatible server the storage contract
// test uses (blob-store.int.spec.ts); no MinIO runs on this machine.
let dataDir: string;
let s3Folder: string;
let s3: S3rver;
let endpoint: string;
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1' };
const execFileAsync = promisify(execFile);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'ft-files-migrate-'));
  s3Folder = await mkdtemp(path.join(os.tmpdir(), 'ft-s3rver-'));
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Folder, configureBuckets: [{ name: 'ft-migrate', configs: [] }] });
  endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
});

afterAll(async () => {
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(s3Folder, { recursive: true, force: true });
});

const logo = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7) % 256));
const cv = Buffer.from('%PDF-1.7 a CV');

describe('migrateFiles (folder → bucket)', () => {
  it('copies every blob with its type, leaves the folder as it was, and a second run finds them all present', async () => {
    const folder = path.join(dataDir, 'one');
    const local = localBlobStore(folder);
    await local.put('a'.repeat(64), logo, 'image/png');
    await local.put('pdf/' + 'b'.repeat(64), cv, 'application/pdf');
    await local.put('team/doc-1', Buffer.alloc(0), 'application/octet-stream');
    // What an interrupted write leaves: never a key, never copied.
    await writeFile(path.join(folder, '.tmp-0123'), 'half');
    const bucket = s3BlobStore({ endpoint, bucket: 'ft-migrate', ...credentials });

    const first = await migrateFiles(folder, bucket);
    expect(first).toEqual({ copied: ['a'.repeat(64), 'pdf/' + 'b'.repeat(64), 'team/doc-1'], present: [], failed: [], skipped: ['.tmp-0123'] });
    expect(await bucket.get('a'.repeat(64))).toEqual({ bytes: logo, contentType: 'image/png' });
    expect(await bucket.get('pdf/' + 'b'.repeat(64))).toEqual({ bytes: cv, contentType: 'application/pdf' });
    expect((await bucket.get('team/doc-1'))?.bytes.length).toBe(0);
    expect(await local.get('a'.repeat(64))).toEqual({ bytes: logo, contentType: 'image/png' });

    const again = await migrateFiles(folder, bucket);
    expect(again.copied).toEqual([]);
    expect(again.present).toHaveLength(3);
    expect(again.failed).toEqual([]);
  });

  it('never overwrites other bytes under a key: reports it and moves the rest', async () => {
    const folder = path.join(dataDir, 'two');
    const local = localBlobStore(folder);
    const bucket = s3BlobStore({ endpoint, bucket: 'ft-migrate', ...credentials });
    await local.put('clash', Buffer.from('folder'), 'text/plain');
    await local.put('fine', Buffer.from('fine'), 'text/plain');
    await bucket.put('clash', Buffer.from('bucket'), 'text/plain');
    const result = await migrateFiles(folder, bucket);
    expect(result.failed).toEqual([{ key: 'clash', reason: 'the target holds other bytes under this key' }]);
    expect(result.copied).toEqual(['fine']);
    expect((await bucket.get('clash'))?.bytes.toString()).toBe('bucket');
  });

  it('reports a bucket it cannot write to per file instead of stopping halfway silently', async () => {
    const folder = path.join(dataDir, 'three');
    await localBlobStore(folder).put('k1', Buffer.from('x'), 'text/plain');
    const wrong = s3BlobStore({ endpoint, bucket: 'ft-migrate', ...credentials, accessKeyId: 'NOT-A-KEY' });
    const result = await migrateFiles(folder, wrong);
    expect(result.copied).toEqual([]);
    expect(result.failed.map((f) => f.key)).toEqual(['k1']);
    expect(result.failed[0]?.reason).toMatch(/403 InvalidAccessKeyId/);
  });

  it('npm run files:migrate: DATA_DIR/files into the configured bucket, creating the bucket, exit 0; no bucket settings: exit 1', async () => {
    const data = path.join(dataDir, 'cli');
    await localBlobStore(path.join(data, 'files')).put('c'.repeat(64), logo, 'image/webp');
    const env = childEnv({ DATA_DIR: data, LOG_LEVEL: 'info', S3_ENDPOINT: endpoint, S3_BUCKET: 'ft-cli-created', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' });
    const { stdout } = await execFileAsync('npm', ['run', '--silent', 'files:migrate'], { cwd: repositoryRoot, env });
    expect(stdout).toMatch(/"copied":1,"present":0,"failed":0/);
    const bucket = s3BlobStore({ endpoint, bucket: 'ft-cli-created', ...credentials });
    expect(await bucket.get('c'.repeat(64))).toEqual({ bytes: logo, contentType: 'image/webp' });

    const noBucket = childEnv({ DATA_DIR: data, LOG_LEVEL: 'info' });
    await expect(execFileAsync('npm', ['run', '--silent', 'files:migrate'], { cwd: repositoryRoot, env: noBucket })).rejects.toMatchObject({ code: 1 });
  });
});
