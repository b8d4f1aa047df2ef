import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';

type Tree = { [key: string]: string | Tree };

function load(lng: string): Tree {
  const file = fileURLToPath(new URL(`../../public/locales/${lng}/translation.json`, import.meta.url));
  return JSON.parse(readFileSync(file, 'utf8')) as Tree;
}

/** Flattens to 'a.b.c' → value. */
function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) for (const [k, v] of flatten(value, path)) out.set(k, v);
    else out.set(path, value);
  }
  return out;
}

const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const en = flatten(load('en'));

describe('translation files', () => {
  it('English has no empty values', () => {
    const empty = [...en].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  for (const lng of LANGUAGES.filter((l) => l !== 'en')) {
    describe(lng, () => {
      const other = flatten(load(lng));

      it('has every English key, none empty', () => {
        const missing = [...en.keys()].filter((k) => {
          const v = other.get(k);
          return typeof v !== 'string' || v.trim() === '';
        });
        expect(missing).toEqual([]);
      });

      it('has no keys English lacks', () => {
        expect([...other.keys()].filter((k) => !en.has(k))).toEqual([]);
      });

      it('keeps the same {{placeholders}} as English', () => {
        const wrong = [...en].filter(([k, v]) => placeholders(v).join() !== placeholders(other.get(k)).join()).map(([k]) => k);
        expect(wrong).toEqual([]);
      });
    });
  }
});
