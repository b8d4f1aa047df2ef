import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localBlobStore } from '../storage/index.ts';
import type { BlobStore } from '../storage/index.ts';
import { FileTooLargeError, MissingFileError, UnsupportedFileError } from './upload.errors.ts';
import { checkPdf, readStoredPdf, storeImage, storePdf } from './upload.service.ts';
import { loadDomPurify } from '../http/lazy-dom.ts';

// jsdom loads on the first sanitisation (http/lazy-dom.ts), seconds on a loaded machine: before the tests, so their
// timeouts measure the sanitiser and not the package load.
beforeAll(() => {
  loadDomPurify();
}, 60_000);

let folder: string;
let store: BlobStore;
beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'ft-uploads-'));
  store = localBlobStore(folder);
});
afterEach(() => rm(folder, { recursive: true, force: true }));

const stored = async (): Promise<string[]> => (await readdir(folder, { recursive: true })).map(String);
const red = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#c00' } });

/** A PNG chunk (length, type, data, CRC) so tests can build files a real encoder would never write. */
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('storeImage', () => {
  it('re-encodes a PNG: text chunks and bytes appended after the image (a polyglot) are gone', async () => {
    const clean = await red(8, 8).png().toBuffer();
    const end = clean.length - 12; // IEND is the last 12 bytes
    const withText = Buffer.concat([clean.subarray(0, end), chunk('tEXt', Buffer.from('Author\0Secret Person')), clean.subarray(end)]);
    const polyglot = Buffer.concat([withText, Buffer.from('<html><script>alert(1)</script></html>')]);
    const image = await storeImage(store, polyglot, 'image/png');
    const blob = await store.get(image.hash);
    expect(blob?.contentType).toBe('image/png');
    expect(blob?.bytes.includes('Secret Person')).toBe(false);
    expect(blob?.bytes.includes('<script>')).toBe(false);
    expect(image.hash).toBe(createHash('sha256').update(blob!.bytes).digest('hex'));
    expect(image).toMatchObject({ url: `/api/files/${image.hash}`, width: 8, height: 8, contentType: 'image/png' });
  });

  it('strips EXIF from a JPEG and keeps the photo upright (orientation applied)', async () => {
    const photo = await red(40, 20)
      .jpeg()
      .withExif({ IFD0: { Make: 'SpyCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await sharp(photo).metadata()).toMatchObject({ orientation: 6, width: 40, height: 20 });
    expect(photo.includes('SpyCam')).toBe(true);
    const image = await storeImage(store, photo, 'image/jpeg');
    const blob = await store.get(image.hash);
    const meta = await sharp(blob!.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(blob!.bytes.includes('SpyCam')).toBe(false);
    expect([meta.width, meta.height]).toEqual([20, 40]);
    expect(image.contentType).toBe('image/jpeg');
  });

  it('takes WebP, and scales an image past the longest edge down', async () => {
    const image = await storeImage(store, await red(5000, 10).webp().toBuffer());
    expect(image).toMatchObject({ contentType: 'image/webp', width: 4096 });
  });

  it('stores the same image once under the same hash', async () => {
    const png = await red(4, 4).png().toBuffer();
    const a = await storeImage(store, png);
    const b = await storeImage(store, png, 'application/octet-stream');
    expect(a.hash).toBe(b.hash);
    expect(await stored()).toEqual([a.hash]);
  });

  it('stores a sanitised SVG', async () => {
    const image = await storeImage(store, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="1" height="1"/></svg>'), 'image/svg+xml');
    const blob = await store.get(image.hash);
    expect(blob?.contentType).toBe('image/svg+xml');
    expect(blob?.bytes.toString()).not.toContain('script');
    expect(image).toMatchObject({ width: null, height: null });
  });

  const refusals: [string, () => Promise<Buffer> | Buffer, string, new (...args: never[]) => Error][] = [
    ['an empty file', () => Buffer.alloc(0), 'image/png', MissingFileError],
    ['HTML claiming to be a PNG', () => Buffer.from('<html><script>alert(1)</script></html>'), 'image/png', UnsupportedFileError],
    ['a PNG claiming to be HTML', () => red(2, 2).png().toBuffer(), 'text/html', UnsupportedFileError],
    ['a GIF', () => red(2, 2).gif().toBuffer(), 'image/gif', UnsupportedFileError],
    ['PNG magic followed by garbage', () => Buffer.concat([signature, Buffer.alloc(100, 7)]), 'image/png', UnsupportedFileError],
    ['a truncated JPEG', async () => (await red(64, 64).jpeg().toBuffer()).subarray(0, 200), 'image/jpeg', UnsupportedFileError],
    ['a PDF', () => Buffer.from('%PDF-1.4\n%%EOF'), 'image/png', UnsupportedFileError],
    ['an image over 5 MB', () => Buffer.concat([signature, Buffer.alloc(5 * 1024 * 1024)]), 'image/png', FileTooLargeError],
    ['an SVG over 1 MB', () => Buffer.from(`<svg>${' '.repeat(1024 * 1024)}</svg>`), 'image/svg+xml', FileTooLargeError],
    ['an SVG with entities', () => Buffer.from('<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg>&a;</svg>'), 'image/svg+xml', UnsupportedFileError],
    [
      'a decompression bomb (a tiny PNG claiming 50,000 × 50,000 pixels)',
      () => {
        const header = Buffer.alloc(13);
        header.writeUInt32BE(50_000, 0);
        header.writeUInt32BE(50_000, 4);
        header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
        return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(10_000))), chunk('IEND', Buffer.alloc(0))]);
      },
      'image/png',
      FileTooLargeError,
    ],
  ];
  it.each(refusals)('refuses %s and stores nothing', async (_name, make, claimed, error) => {
    await expect(storeImage(store, await make(), claimed)).rejects.toBeInstanceOf(error);
    expect(await stored()).toEqual([]);
  });
});

describe('PDF', () => {
  const pdf = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

  it('stores a PDF as it is under pdf/<hash>, readable only through readStoredPdf', async () => {
    const saved = await storePdf(store, pdf);
    expect(saved.key).toBe(`pdf/${saved.hash}`);
    expect((await readStoredPdf(store, saved.hash))?.equals(pdf)).toBe(true);
    expect(await store.get(saved.hash)).toBeUndefined();
    expect(await readStoredPdf(store, '../etc/passwd')).toBeUndefined();
  });

  it.each([
    ['empty', Buffer.alloc(0), MissingFileError],
    ['not a PDF', Buffer.from('PK\u0003\u0004 a zip'), UnsupportedFileError],
    ['cut off before its end marker', pdf.subarray(0, 20), UnsupportedFileError],
    ['over 10 MB', Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]), FileTooLargeError],
  ])('refuses a file %s and stores nothing', async (_name, bytes, error) => {
    expect(() => checkPdf(bytes)).toThrow(error);
    await expect(storePdf(store, bytes)).rejects.toBeInstanceOf(error);
    expect(await stored()).toEqual([]);
  });
});
