import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Coding } from './content-encoding.ts';

/** URL path of a built file (`/assets/index-abc.js`) → the precompressed codings found beside it. */
export type PrecompressedIndex = ReadonlyMap<string, readonly Coding[]>;

/**
 * Finds the `.br` and `.gz` files the web build wrote beside its output, once at start: a request then costs a map
 * lookup, not a file-system probe. Only a variant whose original exists counts.
 */
export function findPrecompressed(root: string): PrecompressedIndex {
  const found = new Map<string, Coding[]>();
  const walk = (dir: string, urlDir: string): void => {
    const entries = readdirSync(dir, { withFileTypes: true });
    const names = new Set(entries.filter((e) => e.isFile()).map((e) => e.name));
    for (const entry of entries) {
      if (entry.isDirectory()) {
        walk(path.join(dir, entry.name), `${urlDir}${entry.name}/`);
        continue;
      }
      if (!entry.isFile() || entry.name.endsWith('.br') || entry.name.endsWith('.gz')) continue;
      const codings: Coding[] = [];
      if (names.has(`${entry.name}.br`)) codings.push('br');
      if (names.has(`${entry.name}.gz`)) codings.push('gzip');
      if (codings.length > 0) found.set(`${urlDir}${entry.name}`, codings);
    }
  };
  walk(root, '/');
  return found;
}
