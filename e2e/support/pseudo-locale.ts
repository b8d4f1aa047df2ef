// The pseudo-locale of the overflow sweep (issue 24): per key, the longest text of the six languages, with its
// letters accented, served in place of the English file. One pass in it at every width finds what six passes found
// (the longest word of any language breaking a row), in a sixth of the time; one real-language pass per audience at
// the phone width stays, for what a pseudo text cannot show (the texts outside the locale files, real word breaks).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const LANGUAGES = ['en', 'de', 'fr', 'pl', 'es', 'it'] as const;
type Tree = { [key: string]: string | Tree };

const ACCENTED: Record<string, string> = {
  a: 'á', c: 'ç', e: 'é', i: 'í', n: 'ñ', o: 'ö', u: 'ü', y: 'ý', A: 'Á', C: 'Ç', E: 'É', I: 'Í', N: 'Ñ', O: 'Ö', U: 'Ü', Y: 'Ý',
};

/** Accents the letters of a text, leaving alone what i18next or the screens read: {{values}}, $t(keys), <tags>. */
export function accent(text: string): string {
  return text
    .split(/(\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]*>)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[aceinouyACEINOUY]/g, (ch) => ACCENTED[ch] ?? ch)))
    .join('');
}

/** Plural keys differ between languages (Polish has _few and _many): English's _other competes with all of them. */
function candidates(tree: Tree, key: string): string[] {
  const own = tree[key];
  const found = typeof own === 'string' ? [own] : [];
  const base = key.replace(/_other$/, '');
  if (base !== key) for (const form of ['_few', '_many']) if (typeof tree[base + form] === 'string') found.push(tree[base + form] as string);
  return found;
}

function longest(trees: Tree[], shape: Tree): Tree {
  const out: Tree = {};
  for (const [key, value] of Object.entries(shape)) {
    if (typeof value === 'string') {
      const texts = trees.flatMap((tree) => candidates(tree, key));
      out[key] = accent(texts.reduce((a, b) => (b.length > a.length ? b : a), value));
    } else {
      out[key] = longestOf(
        trees.map((tree) => tree[key]),
        value,
      );
    }
  }
  return out;
}

/**
 * An object or a list (a legal page's sections and blocks, a page's cards, read with returnObjects): a list stays a
 * list, item by item the longest of the languages that have that item.
 */
function longestOf(values: unknown[], shape: Tree | Tree[string]): Tree {
  if (Array.isArray(shape)) {
    return shape.map((item: unknown, i) => {
      const items = values.map((v) => (Array.isArray(v) ? (v as unknown[])[i] : undefined));
      if (typeof item === 'string') return accent(items.filter((t): t is string => typeof t === 'string').reduce((a, b) => (b.length > a.length ? b : a), item));
      return longestOf(items, item as Tree);
    }) as unknown as Tree;
  }
  return longest(
    values.map((v) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Tree) : {})),
    shape as Tree,
  );
}

const built = new Map<string, string>();
const readLocale = (lng: string, namespace: string): Tree =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../web/public/locales/${lng}/${namespace}.json`, import.meta.url)), 'utf8')) as Tree;

/** The pseudo-locale of one locale file (shell.json unless told), with the English file's keys (the app runs in English
 * under it). */
export function pseudoLocale(namespace = 'shell'): string {
  let body = built.get(namespace);
  if (body === undefined) {
    body = JSON.stringify(longest(LANGUAGES.map((lng) => readLocale(lng, namespace)), readLocale('en', namespace)));
    built.set(namespace, body);
  }
  return body;
}

/** Serves the pseudo-locale wherever the page asks for English texts: every namespace file under /locales/en/. */
export async function usePseudoLocale(page: Page): Promise<void> {
  await page.route('**/locales/en/*.json', (route) => {
    const namespace = new URL(route.request().url()).pathname.split('/').pop()!.replace(/\.json$/, '');
    // A name that is no English namespace file goes to the server as usual (its 404 is what the app must handle).
    if (!/^[\w-]+$/.test(namespace) || !existsSync(fileURLToPath(new URL(`../../web/public/locales/en/${namespace}.json`, import.meta.url)))) {
      return route.continue();
    }
    return route.fulfill({ status: 200, contentType: 'application/json', body: pseudoLocale(namespace) });
  });
}
