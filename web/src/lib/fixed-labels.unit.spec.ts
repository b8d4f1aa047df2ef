import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { trackIds } from '@fast-track/shared/tracks';
import { vocabularies, type VocabularyKind } from '@fast-track/shared/vocabulary';
import { courseLabel, opportunityChipLabel, schoolYearLabel, targetGroupLabel, trackLabel } from './fixed-labels.ts';
import { LANGUAGES, type Language } from './languages.ts';

function translatorFor(lng: Language): TFunction {
  const file = fileURLToPath(new URL(`../../public/locales/${lng}/translation.json`, import.meta.url));
  const i18n = createInstance();
  void i18n.init({ lng, fallbackLng: false, initAsync: false, resources: { [lng]: { translation: JSON.parse(readFileSync(file, 'utf8')) as object } } });
  return i18n.t;
}

const labelOf: Record<VocabularyKind, (t: TFunction, v: string) => string> = {
  schoolYear: schoolYearLabel,
  course: courseLabel,
  targetGroup: targetGroupLabel,
  opportunityChip: opportunityChipLabel,
};

/** Words that are the same in English and in that language (checked by hand), so an equal label is no slip. */
const sameAsEnglish: Partial<Record<Language, string[]>> = { de: ['Design'], pl: [] };

describe('fixed values are shown in the reader language', () => {
  for (const lng of LANGUAGES) {
    const t = translatorFor(lng);

    it(`${lng}: every track and every vocabulary value has a label of its own`, () => {
      for (const id of trackIds) expect(trackLabel(t, id), id).not.toMatch(/^tracks\./);
      for (const [kind, values] of Object.entries(vocabularies) as [VocabularyKind, Record<string, string>][]) {
        for (const value of Object.values(values)) {
          const label = labelOf[kind](t, value);
          expect(label, `${kind} ${value}`).not.toMatch(/^fixedValues\./);
          expect(label.trim(), `${kind} ${value}`).not.toBe('');
        }
      }
    });
  }

  for (const lng of ['de', 'pl'] as const) {
    it(`${lng}: nothing the product owns is left in English (the languages the issue was seen in)`, () => {
      const t = translatorFor(lng);
      const english = [
        ...trackIds.filter((id) => trackLabel(t, id) === id),
        ...(Object.entries(vocabularies) as [VocabularyKind, Record<string, string>][]).flatMap(([kind, values]) =>
          Object.values(values).filter((v) => labelOf[kind](t, v) === v),
        ),
      ];
      expect(english.filter((v) => !sameAsEnglish[lng]?.includes(v))).toEqual([]);
    });
  }

  it('one name per track in every place: German Finance is Finanzen', () => {
    expect(trackLabel(translatorFor('de'), 'Finance')).toBe('Finanzen');
    expect(trackLabel(translatorFor('pl'), 'Corporate Law')).toBe('Prawo korporacyjne');
  });

  it('matches the way people type a value, and leaves host-written text as written', () => {
    const t = translatorFor('de');
    expect(schoolYearLabel(t, "Master's")).toBe(schoolYearLabel(t, 'Master’s'));
    expect(courseLabel(t, '  computer science ')).toBe('Informatik');
    expect(opportunityChipLabel(t, 'Closing soon')).toBe('Endet bald');
    expect(targetGroupLabel(t, 'Rowing club members')).toBe('Rowing club members');
    expect(trackLabel(t, 'Astronomy')).toBe('Astronomy');
  });
});
