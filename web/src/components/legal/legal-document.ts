import type { TFunction } from 'i18next';
import { paths } from '../../config/paths.ts';
import type { TextGroup } from '../../lib/text-groups.ts';
import { retention } from './retention.ts';

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

/** One page in one language, as the view draws it (sections in order, each with its anchor). */
export interface LegalDocument {
  title: string;
  summary: string;
  sections: readonly LegalSection[];
}

/**
 * One page as its key group holds it (web/public/locales/<lng>/legal<Doc>.json): sections keyed by their anchor, so
 * the anchors are keys and every language has the same ones (locales.unit.spec.ts); a facts card shown as code has its
 * name under `code`. The retention figures are `{{placeholders}}`, filled from retention.ts.
 */
interface LegalDocumentTexts {
  title: string;
  summary: string;
  sections: Record<string, { title: string; blocks: readonly LegalTextBlock[] }>;
}
type LegalTextBlock = { p: string } | { list: readonly string[] } | { facts: readonly LegalFactsTexts[] };
type LegalFactsTexts = { name?: string; code?: string; rows: LegalFacts['rows'] };

/** The page in the i18next language `t` reads (its group must be loaded: loadTextGroups([legalPages[doc].texts])). */
export function legalDocumentFrom(t: TFunction, doc: LegalDocId): LegalDocument {
  const texts = t(legalPages[doc].texts, { returnObjects: true, ...retention }) as unknown as LegalDocumentTexts;
  return {
    title: texts.title,
    summary: texts.summary,
    sections: Object.entries(texts.sections).map(([id, section]) => ({
      id,
      title: section.title,
      blocks: section.blocks.map((block) => ('facts' in block ? { facts: block.facts.map(toFacts) } : block)),
    })),
  };
}

function toFacts({ name, code, rows }: LegalFactsTexts): LegalFacts {
  return code !== undefined ? { name: code, code: true, rows } : { name: name ?? '', rows };
}

/**
 * Where each page lives (config/paths.ts), the translation key of its name (the footer's) and the key group of its
 * text: one group per page, so a reader downloads only the page they open (not the registration screen's first paint).
 */
export const legalPages: Record<LegalDocId, { href: string; labelKey: string; texts: TextGroup }> = {
  terms: { href: paths.terms.href(), labelKey: 'footer.platform.terms', texts: 'legalTerms' },
  privacy: { href: paths.privacy.href(), labelKey: 'footer.platform.privacy', texts: 'legalPrivacy' },
  cookie: { href: paths.cookie.href(), labelKey: 'footer.platform.cookies', texts: 'legalCookie' },
  guidelines: { href: paths.guidelines.href(), labelKey: 'footer.platform.guidelines', texts: 'legalGuidelines' },
  accessibility: { href: paths.accessibility.href(), labelKey: 'footer.platform.accessibility', texts: 'legalAccessibility' },
};
