import { isLanguage, supportedLanguages, toLanguage, type Language } from './languages.ts';

// Content in several languages (issue 25 part 6; docs/translations.md § Content in several languages). What a host
// writes (an event's title and description; next a job's or a challenge's texts) exists in one source language —
// the object's own fields, as before — and in any of the other five as language versions beside them. Nothing is
// translated by a machine: a reader gets their language when the host wrote it, else the source with a note.
// Pure and free of zod, so the API's rules and the SPA's editor and pages share it.

/** One language version: every free-text field the object's slice names (`'title' | 'description'` for events). */
export type LanguageVersion<F extends string> = { [K in F]: string };

/** The versions besides the source language's, by language. Never holds the source language itself. */
export type LanguageVersions<F extends string> = Partial<Record<Language, LanguageVersion<F>>>;

/**
 * What a multilingual object carries beside its source-language fields. Both are optional on the wire and in facts:
 * absent means English and no other version, which is what every object written before this was.
 */
export interface ContentLanguages<F extends string> {
  sourceLanguage?: Language;
  translations?: LanguageVersions<F>;
}

export const defaultSourceLanguage: Language = 'en';

export const sourceLanguageOf = (content: ContentLanguages<string>): Language => content.sourceLanguage ?? defaultSourceLanguage;

/** The languages the object exists in: the source first, then the others in the product's order. */
export function languagesOf(content: ContentLanguages<string>): Language[] {
  const source = sourceLanguageOf(content);
  return [source, ...supportedLanguages.filter((lng) => lng !== source && content.translations?.[lng] !== undefined)];
}

/** What a reader of `readerLanguage` reads: their version when it exists, else the source (`isReaderLanguage` false: say so). */
export function readableVersion<F extends string>(
  source: LanguageVersion<F>,
  content: ContentLanguages<F>,
  readerLanguage: string | undefined,
): { texts: LanguageVersion<F>; language: Language; isReaderLanguage: boolean } {
  const reader = toLanguage(readerLanguage);
  const sourceLanguage = sourceLanguageOf(content);
  const version = reader === sourceLanguage ? undefined : content.translations?.[reader];
  if (version) return { texts: version, language: reader, isReaderLanguage: true };
  return { texts: source, language: sourceLanguage, isReaderLanguage: reader === sourceLanguage };
}

/** Every text of every version of one field, source first: what search and the feed match. */
export function allTexts<F extends string>(source: LanguageVersion<F>, content: ContentLanguages<F>, field: F): string[] {
  return [source[field], ...languagesOf(content).slice(1).map((lng) => content.translations?.[lng]?.[field] ?? '')];
}

/**
 * The stored form: `sourceLanguage` only when it is not English and `translations` only when there is one, so an
 * object that never used languages reads (and compares) exactly as it did before.
 */
export function compactContentLanguages<F extends string>(content: ContentLanguages<F>): ContentLanguages<F> {
  const source = sourceLanguageOf(content);
  const versions = Object.fromEntries(
    supportedLanguages.filter((lng) => lng !== source && content.translations?.[lng] !== undefined).map((lng) => [lng, content.translations![lng]!]),
  ) as LanguageVersions<F>;
  return {
    ...(source === defaultSourceLanguage ? {} : { sourceLanguage: source }),
    ...(Object.keys(versions).length > 0 ? { translations: versions } : {}),
  };
}

export interface LanguageProblem {
  /** `translations.<lng>` or `translations.<lng>.<field>`, as the API's 400 names it. */
  path: string;
  message: string;
}

/**
 * The structural rules every slice shares: only the six languages, never the source language again, each version
 * with exactly the slice's fields. Each field's own rules (a title's length …) are the slice's, checked per version
 * with `fieldProblem` under the same paths.
 */
export function languageVersionsProblems<F extends string>(
  content: ContentLanguages<F>,
  fields: readonly F[],
  fieldProblem: (field: F, text: string, source: LanguageVersion<F>) => string | null,
  source: LanguageVersion<F>,
): LanguageProblem[] {
  const problems: LanguageProblem[] = [];
  const sourceLanguage = sourceLanguageOf(content);
  for (const [lng, version] of Object.entries(content.translations ?? {}) as [string, LanguageVersion<F> | undefined][]) {
    const path = `translations.${lng}`;
    if (!isLanguage(lng)) problems.push({ path, message: `one of ${supportedLanguages.join(', ')}` });
    else if (lng === sourceLanguage) problems.push({ path, message: 'the source language is the object’s own fields, not a version' });
    else if (!version || typeof version !== 'object') problems.push({ path, message: `an object of ${fields.join(', ')}` });
    else {
      for (const field of fields) {
        const text = version[field];
        const problem = typeof text === 'string' ? fieldProblem(field, text, source) : 'required';
        if (problem) problems.push({ path: `${path}.${field}`, message: problem });
      }
    }
  }
  return problems;
}
