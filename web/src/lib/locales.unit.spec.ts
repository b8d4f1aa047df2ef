import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';

type Tree = { [key: string]: string | Tree };

const localesDir = (lng: string) => fileURLToPath(new URL(`../../public/locales/${lng}/`, import.meta.url));

/** The namespace files of a language (shell.json and one file per key group). */
const namespacesOf = (lng: string): string[] =>
  readdirSync(localesDir(lng)).filter((name) => name.endsWith('.json')).map((name) => name.replace(/\.json$/, '')).sort();

/** A missing file reads as empty, so the tests below name what it lacks instead of the suite failing to collect. */
function load(lng: string, namespace: string): Tree {
  const file = `${localesDir(lng)}${namespace}.json`;
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as Tree;
}

/** The SPA's source (no tests), to find which namespaces and key groups code uses. */
function sourceText(dir = fileURLToPath(new URL('../', import.meta.url))): string {
  return readdirSync(dir, { withFileTypes: true })
    .map((entry) => {
      const path = `${dir}${entry.name}`;
      if (entry.isDirectory()) return sourceText(`${path}/`);
      return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? readFileSync(path, 'utf8') : '';
    })
    .join('\n');
}
const quoted = (text: string) => new RegExp(`['"\`]${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[.:'"\`]`);

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

const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]).sort();

// i18next plural keys (`key_one`, `key_few`, …): each language has the forms its Intl.PluralRules name, so the files
// are compared by their base keys, and each plural key must hold exactly its language's forms. A key with only one such
// suffix is an ordinary key (a category id like `GB_other`), not a plural.
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
function pluralForms(keys: Iterable<string>): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const key of keys) {
    const match = pluralSuffix.exec(key);
    const base = key.replace(pluralSuffix, '');
    if (match) forms.set(base, [...(forms.get(base) ?? []), match[1]!].sort());
  }
  return new Map([...forms].filter(([, f]) => f.length > 1));
}
function baseKeys(keyIterable: Iterable<string>): Set<string> {
  const keys = [...keyIterable]; // read once: a Map's key iterator is spent after pluralForms walked it
  const plural = pluralForms(keys);
  return new Set(keys.map((k) => (plural.has(k.replace(pluralSuffix, '')) ? k.replace(pluralSuffix, '') : k)));
}
/** The value of a key, or of its plural `_other` form. */
const valueOf = (tree: Map<string, unknown>, key: string): unknown => tree.get(key) ?? tree.get(`${key}_other`);

const englishNamespaces = namespacesOf('en');

describe('namespace files', () => {
  for (const lng of LANGUAGES.filter((l) => l !== 'en')) {
    it(`${lng} has exactly the namespace files English has`, () => {
      expect(namespacesOf(lng)).toEqual(englishNamespaces);
    });
  }

  it('every namespace file and every key group in it is used by the SPA (mail.json: by the server)', () => {
    // The server reads the mail texts from the same folder (services/api/src/mail/mail-locale.ts).
    const source = sourceText() + sourceText(fileURLToPath(new URL('../../../services/api/src/mail/', import.meta.url)));
    // `translation` is i18next's default namespace: code names only its key groups (t('employer.title')).
    const unusedNamespaces = englishNamespaces.filter((ns) => ns !== 'translation' && !quoted(ns).test(source));
    expect(unusedNamespaces).toEqual([]);
    const unusedGroups = englishNamespaces.flatMap((ns) => Object.keys(load('en', ns)).filter((group) => !quoted(group).test(source)).map((group) => `${ns}:${group}`));
    expect(unusedGroups).toEqual([]);
  });
});

for (const namespace of englishNamespaces) describe(`translation files: ${namespace}`, () => {
  const en = flatten(load('en', namespace));
  const enBase = baseKeys(en.keys());

  it('English plural keys have the forms English has', () => {
    const expected = [...new Intl.PluralRules('en').resolvedOptions().pluralCategories].sort();
    for (const [key, forms] of pluralForms(en.keys())) expect(forms, key).toEqual(expected);
  });

  it('English has no empty values', () => {
    const empty = [...en].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  for (const lng of LANGUAGES.filter((l) => l !== 'en')) {
    describe(lng, () => {
      const other = flatten(load(lng, namespace));

      it('has every English key, none empty', () => {
        const missing = [...enBase].filter((k) => {
          const v = valueOf(other, k);
          return typeof v !== 'string' || v.trim() === '';
        });
        expect(missing).toEqual([]);
        expect([...other.values()].filter((v) => typeof v !== 'string' || v.trim() === '')).toEqual([]);
      });

      it('has no keys English lacks', () => {
        expect([...baseKeys(other.keys())].filter((k) => !enBase.has(k))).toEqual([]);
      });

      it('keeps the same {{placeholders}} as English', () => {
        const plural = pluralForms(other.keys());
        const englishOf = (k: string) => (plural.has(k.replace(pluralSuffix, '')) ? valueOf(en, k.replace(pluralSuffix, '')) : en.get(k));
        const wrong = [...other].filter(([k, v]) => placeholders(englishOf(k)).join() !== placeholders(v).join()).map(([k]) => k);
        expect(wrong).toEqual([]);
      });

      it('gives every plural key exactly the forms the language has', () => {
        const expected = [...new Intl.PluralRules(lng).resolvedOptions().pluralCategories].sort();
        for (const [key, forms] of pluralForms(other.keys())) expect(forms, key).toEqual(expected);
      });
    });
  }
});
