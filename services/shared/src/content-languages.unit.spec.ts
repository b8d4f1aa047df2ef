import { describe, expect, it } from 'vitest';
import { allTexts, compactContentLanguages, languagesOf, languageVersionsProblems, readableVersion, type ContentLanguages } from './content-languages.ts';

type Field = 'title' | 'description';
const source = { title: 'Spring Insight Day', description: '<p>Meet the team.</p>' };
const content: ContentLanguages<Field> = {
  sourceLanguage: 'en',
  translations: { de: { title: 'Frühlings-Einblickstag', description: '<p>Lerne das Team kennen.</p>' }, fr: { title: 'Journée découverte', description: '' } },
};

describe('content in several languages', () => {
  it('gives a reader their language when it was written, else the source and says it is not theirs', () => {
    expect(readableVersion(source, content, 'de-CH')).toEqual({ texts: content.translations!.de, language: 'de', isReaderLanguage: true });
    expect(readableVersion(source, content, 'pl')).toEqual({ texts: source, language: 'en', isReaderLanguage: false });
    expect(readableVersion(source, content, 'en')).toEqual({ texts: source, language: 'en', isReaderLanguage: true });
    // Older objects carry neither field: English, one version.
    expect(readableVersion(source, {}, 'it')).toEqual({ texts: source, language: 'en', isReaderLanguage: false });
    expect(readableVersion(source, { sourceLanguage: 'it' }, 'it').isReaderLanguage).toBe(true);
  });

  it('lists the languages source first, then in the product’s order, and every text for search', () => {
    expect(languagesOf({ sourceLanguage: 'pl', translations: { it: source, de: source } })).toEqual(['pl', 'de', 'it']);
    expect(languagesOf({})).toEqual(['en']);
    expect(allTexts(source, content, 'title')).toEqual(['Spring Insight Day', 'Frühlings-Einblickstag', 'Journée découverte']);
  });

  it('stores nothing extra for an English-only object', () => {
    expect(compactContentLanguages({ sourceLanguage: 'en', translations: {} })).toEqual({});
    expect(compactContentLanguages({ sourceLanguage: 'de', translations: { de: source, es: source } })).toEqual({ sourceLanguage: 'de', translations: { es: source } });
  });

  it('refuses unknown languages, the source again, missing fields, and each field by the slice’s rule', () => {
    const rule = (field: Field, text: string) => (field === 'title' && text.trim().length < 3 ? 'too short' : null);
    const bad = {
      sourceLanguage: 'en',
      translations: { xx: source, en: source, de: { title: 'ok title' }, fr: { title: 'no', description: '' }, es: 'text' },
    } as unknown as ContentLanguages<Field>;
    expect(languageVersionsProblems(bad, ['title', 'description'], rule, source)).toEqual([
      { path: 'translations.xx', message: 'one of en, de, fr, pl, es, it' },
      { path: 'translations.en', message: 'the source language is the object’s own fields, not a version' },
      { path: 'translations.de.description', message: 'required' },
      { path: 'translations.fr.title', message: 'too short' },
      { path: 'translations.es', message: 'an object of title, description' },
    ]);
    expect(languageVersionsProblems(content, ['title', 'description'], rule, source)).toEqual([]);
  });
});
