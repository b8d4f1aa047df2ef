// The pseudo-locale of the overflow sweep (issue 24): per key, the longest text of the six languages, with its
// letters accented, served in place of the English file. One pass in it at every width finds what six passes found
// (the longest word of any language breaking a row), in a sixth of the time; one real-language pass per audience at
// the phone width stays, for what a pseudo text cannot show (the texts outside translation.json, real word breaks).
import { readFileSync } from 'node:fs';
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
      out[key] = longest(trees.map((tree) => (typeof tree[key] === 'object' ? tree[key] : {})), value);
    }
  }
  return out;
}

let built: string | undefined;

/** The pseudo-locale's translation.json, with the English file's keys (the app runs in English under it). */
export function pseudoLocale(): string {
  built ??= JSON.stringify(
    longest(
      LANGUAGES.map((lng) => JSON.parse(readFileSync(fileURLToPath(new URL(`../../web/public/locales/${lng}/translation.json`, import.meta.url)), 'utf8')) as Tree),
      JSON.parse(readFileSync(fileURLToPath(new URL('../../web/public/locales/en/translation.json', import.meta.url)), 'utf8')) as Tree,
    ),
  );
  return built;
}

/** Serves the pseudo-locale wherever the page asks for the English texts. */
export async function usePseudoLocale(page: Page): Promise<void> {
  await page.route('**/locales/en/translation.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: pseudoLocale() }));
}
