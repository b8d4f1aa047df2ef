import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing; images other than SVG, fonts and archives are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|xml|webmanifest|map)$/i;
/** Below this the saving is smaller than a packet and the extra file is not worth its lookup. */
export const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes `x.br` (brotli, quality 11) and `x.gz` (gzip, level 9) beside every compressible file of at least 1 KB
 * in the finished build, public files (locales) included, and only when the result is smaller. The API
 * (services/api/src/http/static-web.ts) and nginx (gzip_static) send these as they are, so no request pays for
 * compressing, and the strongest settings cost nothing at run time.
 */
export async function precompressDir(dir: string): Promise<{ files: number; bytes: number; br: number; gzip: number }> {
  const totals = { files: 0, bytes: 0, br: 0, gzip: 0 };
  const jobs: Promise<void>[] = [];
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    if ((await stat(file)).size < MIN_BYTES) continue;
    jobs.push(
      (async () => {
        const source = await readFile(file);
        const [br, gzipped] = await Promise.all([
          brotli(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
          gz(source, { level: 9 }),
        ]);
        totals.files += 1;
        totals.bytes += source.length;
        if (br.length < source.length) {
          await writeFile(`${file}.br`, br);
          totals.br += br.length;
        }
        if (gzipped.length < source.length) {
          await writeFile(`${file}.gz`, gzipped);
          totals.gzip += gzipped.length;
        }
      })(),
    );
  }
  await Promise.all(jobs);
  return totals;
}

/** The Vite side: runs once the whole build, public folder included, is on disk. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'fast-track:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const kb = (n: number): string => `${(n / 1024).toFixed(0)} KB`;
      const t = await precompressDir(outDir);
      console.log(`precompressed ${t.files} files (${kb(t.bytes)}): brotli ${kb(t.br)}, gzip ${kb(t.gzip)}`);
    },
  };
}
