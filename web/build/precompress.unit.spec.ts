import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDir (the web build step)', () => {
  it('writes .br and .gz beside compressible files of 1 KB and more, in every folder, that decode to the original', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ft-precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, 'locales', 'de'), { recursive: true });
    const js = `export const x = [${'"value",'.repeat(400)}];`;
    const json = JSON.stringify({ greeting: 'Hallo '.repeat(300) });
    writeFileSync(path.join(dir, 'assets', 'index-abc.js'), js);
    writeFileSync(path.join(dir, 'locales', 'de', 'shell.json'), json);
    writeFileSync(path.join(dir, 'assets', 'tiny-abc.js'), 'export {};');
    writeFileSync(path.join(dir, 'assets', 'photo.png'), Buffer.alloc(4096, 7));

    const totals = await precompressDir(dir);
    expect(totals.files).toBe(2);

    for (const [file, text] of [
      ['assets/index-abc.js', js],
      ['locales/de/shell.json', json],
    ] as const) {
      const full = path.join(dir, file);
      expect(brotliDecompressSync(readFileSync(`${full}.br`)).toString()).toBe(text);
      expect(gunzipSync(readFileSync(`${full}.gz`)).toString()).toBe(text);
      expect(readFileSync(`${full}.br`).length).toBeLessThan(text.length);
    }
    // Below 1 KB, and formats that are not text, are left alone.
    expect(existsSync(path.join(dir, 'assets', 'tiny-abc.js.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets', 'photo.png.gz'))).toBe(false);
    // A second run does not compress its own output.
    expect((await precompressDir(dir)).files).toBe(2);
  });
});
