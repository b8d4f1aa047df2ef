import { readableVersion, type ContentLanguages, type LanguageVersion } from '@fast-track/shared/content-languages';
import type { Language } from '../../lib/languages.ts';

/**
 * An object with its texts in the reader's language when the host wrote them, else in its source language:
 * `writtenIn` is then the source language (the page shows WrittenInNote), `lang` always the language shown (for the
 * element's lang attribute, so screen readers pronounce it right).
 */
export function inReaderLanguage<F extends string, T extends LanguageVersion<F> & ContentLanguages<F>>(
  object: T,
  fields: readonly F[],
  reader: Language,
): T & { lang: Language; writtenIn: Language | undefined } {
  const source = Object.fromEntries(fields.map((f) => [f, object[f]])) as unknown as LanguageVersion<F>;
  const shown = readableVersion(source, object, reader);
  return { ...object, ...shown.texts, lang: shown.language, writtenIn: shown.isReaderLanguage ? undefined : shown.language };
}
