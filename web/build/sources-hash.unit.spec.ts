import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sourcesHash } from './sources-hash.mjs';

const inputs = { folders: ['src'], files: ['index.html', 'missing.json'] };

describe('the SPA sources hash (npm start skips the build when it matches)', () => {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'sources-hash-'));
    mkdirSync(path.join(root, 'src/a'), { recursive: true });
    writeFileSync(path.join(root, 'src/a/one.ts'), 'export const one = 1;');
    writeFileSync(path.join(root, 'src/two.ts'), 'export const two = 2;');
    writeFileSync(path.join(root, 'index.html'), '<html></html>');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is the same while nothing changed, and a missing optional file is no error', () => {
    expect(sourcesHash(root, inputs)).toBe(sourcesHash(root, inputs));
  });

  it('changes when a file is edited, added, removed or moved, and with the build settings', () => {
    const before = sourcesHash(root, inputs);
    writeFileSync(path.join(root, 'src/two.ts'), 'export const two = 3;');
    const edited = sourcesHash(root, inputs);
    expect(edited).not.toBe(before);
    writeFileSync(path.join(root, 'src/three.ts'), '');
    const added = sourcesHash(root, inputs);
    expect(added).not.toBe(edited);
    rmSync(path.join(root, 'src/three.ts'));
    expect(sourcesHash(root, inputs)).toBe(edited);
    renameSync(path.join(root, 'src/a/one.ts'), path.join(root, 'src/one.ts'));
    expect(sourcesHash(root, inputs)).not.toBe(edited);
    expect(sourcesHash(root, inputs, 'production')).not.toBe(sourcesHash(root, inputs, ''));
  });

  it('reads the listed single files too', () => {
    const before = sourcesHash(root, inputs);
    writeFileSync(path.join(root, 'index.html'), '<html lang="de"></html>');
    expect(sourcesHash(root, inputs)).not.toBe(before);
  });
});
