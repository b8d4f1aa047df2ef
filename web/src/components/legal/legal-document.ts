import { paths } from '../../config/paths.ts';
import { FALLBACK_LANGUAGE, toLanguage, type Language } from '../../lib/languages.ts';

/** The legal pages (spec §2 Public: /terms, /privacy, /cookie, /guidelines) and the accessibility statement (issue 23). */
export const legalDocIds = ['terms', 'privacy', 'cookie', 'guidelines', 'accessibility'] as const;
export type LegalDocId = (typeof legalDocIds)[number];

/** When each text last changed in substance, in every language at once (shown as "Last updated"). */
export const legalUpdated: Record<LegalDocId, string> = {
  terms: '2026-11-22',
  privacy: '2026-11-23',
  cookie: '2026-11-22',
  guidelines: '2026-11-22',
  accessibility: '2026-11-28',
};

/** A named thing with label/value rows: a cookie, a storage key, a kind of record. Drawn as a card, not a table,
 * so it reads on a 320 px phone without sideways scrolling. */
export interface LegalFacts {
  name: string;
  /** Shown in code type (a storage key, a cookie name). */
  code?: boolean;
  rows: readonly (readonly [label: string, value: string])[];
}

export type LegalBlock = { p: string } | { list: readonly string[] } | { facts: readonly LegalFacts[] };

export interface LegalSection {
  /** Anchor of the section (the same in every language, so /privacy#delete works whatever the reader's language). */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

/** One page in one language: a content module under content/<doc>/<lng>.ts exports it as default. */
export interface LegalDocument {
  title: string;
  summary: string;
  sections: readonly LegalSection[];
}

// Each page in each language is its own chunk: the long texts stay out of the locale files (shell.json: every first paint
// loads) and a reader downloads only the page and language they open.
const modules = import.meta.glob<{ default: LegalDocument }>('./content/*/*.ts');

export function hasLegalDocument(doc: LegalDocId, lng: Language): boolean {
  return `./content/${doc}/${lng}.ts` in modules;
}

/** The page in the reader's language, or in English when that language has none. */
export async function loadLegalDocument(doc: LegalDocId, lng: string): Promise<LegalDocument> {
  const language = toLanguage(lng);
  const load = modules[`./content/${doc}/${language}.ts`] ?? modules[`./content/${doc}/${FALLBACK_LANGUAGE}.ts`];
  if (!load) throw new Error(`no legal text ${doc}`);
  return (await load()).default;
}

/** Where each page lives (config/paths.ts) and the translation key of its name (the footer's). */
export const legalPages: Record<LegalDocId, { href: string; labelKey: string }> = {
  terms: { href: paths.terms.href(), labelKey: 'footer.platform.terms' },
  privacy: { href: paths.privacy.href(), labelKey: 'footer.platform.privacy' },
  cookie: { href: paths.cookie.href(), labelKey: 'footer.platform.cookies' },
  guidelines: { href: paths.guidelines.href(), labelKey: 'footer.platform.guidelines' },
  accessibility: { href: paths.accessibility.href(), labelKey: 'footer.platform.accessibility' },
};
