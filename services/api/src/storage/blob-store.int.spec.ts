import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidBlobKeyError, type BlobStore } from './blob-store.ts';
import { localBlobStore } from './local-blob-store.ts';
import { s3BlobStore } from './s3-blob-store.ts';

// One contract, both adapters: the S3 one against s3rver, an in-process S3-compatible server (bucket, keys, content
// types, status codes and error codes as S3 answers them). s3rver checks the access key id but not the SigV4
// signature itself, so the signing is proven against AWS's published examples in sigv4.unit.spec.ts.
let folder: string;
let s3Folder: string;
let s3: S3rver;
let s3Endpoint: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'ft-blobs-'));
  s3Folder = await mkdtemp(path.join(os.tmpdir(), 'ft-s3rver-'));
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Folder, configureBuckets: [{ name: 'ft-test', configs: [] }] });
  const { port } = await s3.run();
  s3Endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await s3.close();
  await rm(folder, { recursive: true, force: true });
  await rm(s3Folder, { recursive: true, force: true });
});

const adapters: [string, () => BlobStore][] = [
  ['local folder', () => localBlobStore(folder)],
  [
    's3 (s3rver)',
    () => s3BlobStore({ endpoint: s3Endpoint, bucket: 'ft-test', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1' }),
  ],
];

describe.each(adapters)('BlobStore contract: %s', (_name, make) => {
  const allBytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));

  it('gives back exactly the bytes and content type that were put', async () => {
    const store = make();
    await store.put('roundtrip-1', allBytes, 'image/png');
    const blob = await store.get('roundtrip-1');
    expect(blob?.contentType).toBe('image/png');
    expect(blob?.bytes.equals(allBytes)).toBe(true);
  });

  it('answers undefined for a key never put', async () => {
    expect(await make().get('never-put')).toBeUndefined();
  });

  it('keeps nested keys apart', async () => {
    const store = make();
    await store.put('a/b/one', Buffer.from('one'), 'text/plain');
    await store.put('a/b/two', Buffer.from('two'), 'application/pdf');
    expect((await store.get('a/b/one'))?.bytes.toString()).toBe('one');
    expect(await store.get('a/b/two')).toMatchObject({ contentType: 'application/pdf' });
    expect(await store.get('a/b')).toBeUndefined();
  });

  it('replaces a key put again, content type included', async () => {
    const store = make();
    await store.put('replaced', Buffer.from('first'), 'image/jpeg');
    await store.put('replaced', Buffer.from('second, longer'), 'image/webp');
    const blob = await store.get('replaced');
    expect(blob?.bytes.toString()).toBe('second, longer');
    expect(blob?.contentType).toBe('image/webp');
  });

  it('stores an empty blob as empty, not as missing', async () => {
    const store = make();
    await store.put('empty', Buffer.alloc(0), 'application/octet-stream');
    expect((await store.get('empty'))?.bytes.length).toBe(0);
  });

  it('deletes, and deleting a missing key is not an error', async () => {
    const store = make();
    await store.put('to-delete', Buffer.from('x'), 'text/plain');
    await store.delete('to-delete');
    expect(await store.get('to-delete')).toBeUndefined();
    await expect(store.delete('to-delete')).resolves.toBeUndefined();
  });

  it.each(['', '../escape', 'a/../../b', '/absolute', 'trailing/', 'UPPER', '.hidden', 'a//b', 'sp ace', 'a\\b', 'x'.repeat(201)])(
    'refuses the key %j on every call, writing nothing',
    async (key) => {
      const store = make();
      await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.get(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
    },
  );

  it.each(['', 'png', 'image/png\r\nX-Evil: 1', 'text/html; charset="a b"'])('refuses the content type %j', async (type) => {
    const store = make();
    await expect(store.put('bad-type', Buffer.from('x'), type)).rejects.toThrow(/content type/);
    expect(await store.get('bad-type')).toBeUndefined();
  });

  it('ends concurrent puts of one key with one whole blob', async () => {
    const store = make();
    const versions = Array.from({ length: 8 }, (_, i) => Buffer.alloc(50_000 + i * 1000, i));
    await Promise.all(versions.map((bytes) => store.put('contended', bytes, 'application/octet-stream')));
    const blob = await store.get('contended');
    expect(versions.some((v) => v.equals(blob?.bytes ?? Buffer.alloc(0)))).toBe(true);
  });
});

describe('local folder adapter', () => {
  it('leaves no temp file behind and writes only under its folder', async () => {
    const store = localBlobStore(folder);
    await store.put('tidy/one', Buffer.from('1'), 'text/plain');
    expect(await readdir(path.join(folder, 'tidy'))).toEqual(['one']);
    expect(await readdir(path.dirname(folder))).not.toContain('escape');
  });
});

describe('s3 adapter', () => {
  it('fails loudly on unknown credentials and stores nothing', async () => {
    const wrong = s3BlobStore({ endpoint: s3Endpoint, bucket: 'ft-test', accessKeyId: 'NOT-A-KEY', secretAccessKey: 'S3RVER', region: 'us-east-1' });
    await expect(wrong.put('unsigned', Buffer.from('x'), 'text/plain')).rejects.toThrow(/403 InvalidAccessKeyId/);
    expect(await adapters[1]![1]().get('unsigned')).toBeUndefined();
  });

  it('ensureBucket: an existing bucket is left as it is, a missing one is created once, unknown keys are refused', async () => {
    const make = (bucket: string, accessKeyId = 'S3RVER') => s3BlobStore({ endpoint: s3Endpoint, bucket, accessKeyId, secretAccessKey: 'S3RVER', region: 'us-east-1' });
    expect(await make('ft-test').ensureBucket()).toBe('exists');
    expect(await make('ft-made-here').ensureBucket()).toBe('created');
    expect(await make('ft-made-here').ensureBucket()).toBe('exists');
    await make('ft-made-here').put('k', Buffer.from('x'), 'text/plain');
    await expect(make('ft-other', 'NOT-A-KEY').ensureBucket()).rejects.toThrow(/403/);
  });

  it('fails loudly on a missing bucket instead of answering "not found"', async () => {
    const store = s3BlobStore({ endpoint: s3Endpoint, bucket: 'no-such-bucket', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1' });
    await expect(store.put('k', Buffer.from('x'), 'text/plain')).rejects.toThrow(/NoSuchBucket/);
  });
});
