import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { trackIds } from '@fast-track/shared/tracks';
import { vocabularies, type VocabularyKind } from '@fast-track/shared/vocabulary';
import { courseLabel, opportunityChipLabel, schoolYearLabel, targetGroupLabel, trackLabel } from './fixed-labels.ts';
import { LANGUAGES, type Language } from './languages.ts';
import { createTestI18n } from './i18n-test-resources.ts';

const translatorFor = (lng: Language): TFunction => createTestI18n(lng).t;

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
