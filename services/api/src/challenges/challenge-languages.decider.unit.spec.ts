import { ValidationError } from '@fast-track/shared/errors';
import { deciderSpec } from '@fast-track/shared/event-store/decider-spec';
import { challengeInLanguage, type ChallengeVersion } from '@fast-track/shared/challenges/challenge-languages';
import { describe, expect, it } from 'vitest';
import { challengeDecider, type ChallengeCommand } from './challenge.decider.ts';
import { emptyContent, type ChallengeContent, type ChallengeEvent, type PublishedContent } from './challenge.ts';
import { studentTasks, identityVariant } from './variant.ts';

// A challenge in several languages (issue 25 part 6; docs/challenges.md § Languages): versions of its texts beside the
// source, checked on every save, complete to publish, stored only when used; a student reads their version.

const spec = deciderSpec(challengeDecider);
const challengeId = 'c0000000-0000-4000-8000-0000000000l1';
const companyId = 'f0000000-0000-4000-8000-000000000001';
const now = '2026-11-22T12:00:00.000Z';

const source: PublishedContent = {
  ...emptyContent('Valuation Sprint'),
  track: 'Finance',
  summary: 'Value a target.',
  learn: ['DCF basics'],
  minutes: 30,
  opensAt: '2026-11-22T11:00:00.000Z',
  closesAt: '2026-11-24T12:00:00.000Z',
  material: { html: '<p>The target earns 12m.</p>', images: [], files: [] },
  tasks: [
    { id: 't1', kind: 'single', prompt: 'Which multiple?', points: 10, modelAnswer: 'EV/EBITDA', feedback: '', options: [{ id: 'a', text: 'EV/EBITDA' }, { id: 'b', text: 'Price to book' }], correct: 'a' },
    { id: 't2', kind: 'ordering', prompt: 'Order the steps', points: 10, items: [{ id: 'i1', text: 'Model' }, { id: 'i2', text: 'Value' }] },
    { id: 't3', kind: 'numeric', prompt: 'EBITDA is {{a}}m: the EV at 8x?', points: 10, params: [{ name: 'a', min: 10, max: 10, step: 1 }], answer: 'a * 8', tolerance: { mode: 'absolute', value: 0 }, unit: 'm' },
  ],
};
const german: ChallengeVersion = {
  title: 'Bewertungssprint',
  summary: 'Bewerte ein Ziel.',
  learn: ['DCF-Grundlagen'],
  material: '<p>Das Ziel verdient 12 Mio.</p>',
  tasks: {
    t1: { prompt: 'Welches Multiple?', modelAnswer: 'EV/EBITDA, weil …', feedback: '', choices: { a: 'EV/EBITDA', b: 'Kurs-Buchwert' } },
    t2: { prompt: 'Ordne die Schritte', modelAnswer: '', feedback: '', choices: { i1: 'Modell', i2: 'Wert' } },
    t3: { prompt: 'EBITDA ist {{a}} Mio.: der EV bei 8x?', modelAnswer: '', feedback: '', choices: {} },
  },
};
const drafted = (content: ChallengeContent): ChallengeEvent => ({ type: 'ChallengeDrafted', data: { challengeId, companyId, content, by: 'u1', at: now } });
const draft = (content: ChallengeContent): ChallengeCommand => ({ type: 'DraftChallenge', data: { challengeId, companyId, content, by: 'u1', now } });
const save = (content: ChallengeContent): ChallengeCommand => ({ type: 'SaveChallenge', data: { challengeId, asCompanyId: companyId, expectedVersion: 1, content, by: 'u1', now } });
const publish = (content: ChallengeContent): ChallengeCommand => ({ type: 'PublishChallenge', data: { challengeId, asCompanyId: companyId, expectedVersion: 1, content, by: 'u1', now } });
const paths = (error: ValidationError) => error.errors.map((e) => e.path);

describe('challenge decider: language versions', () => {
  it('keeps the versions and a source language other than English; stores nothing extra for English without versions', () => {
    spec.given([]).when(draft({ ...source, sourceLanguage: 'fr', translations: { de: german } })).then([drafted({ ...source, sourceLanguage: 'fr', translations: { de: german } })]);
    spec.given([]).when(draft({ ...source, sourceLanguage: 'en', translations: {} })).then([drafted(source)]);
  });

  it('publishes a challenge whose every version is complete, versions included in the published content', () => {
    spec
      .given([drafted(source)])
      .when(publish({ ...source, translations: { de: german } }))
      .then([{ type: 'ChallengePublished', data: { challengeId, companyId, contentVersion: 1, content: { ...source, translations: { de: german } }, by: 'u1', at: now } }]);
  });

  it.each([
    ['a version in the source language', { en: german }, 'translations.en'],
    ['a task the challenge does not have', { de: { ...german, tasks: { ...german.tasks, t9: german.tasks['t1']! } } }, 'translations.de.tasks.t9'],
    ['an option the task does not have', { de: { ...german, tasks: { ...german.tasks, t1: { ...german.tasks['t1']!, choices: { a: 'x', z: 'y' } } } } }, 'translations.de.tasks.t1.choices.z'],
    ['more "you will learn" items than the source', { de: { ...german, learn: ['a', 'b'] } }, 'translations.de.learn'],
  ])('refuses on every save %s, naming it', (_case, translations, path) => {
    spec
      .given([drafted(source)])
      .when(save({ ...source, translations: translations }))
      .thenThrows(ValidationError, (error) => expect(paths(error)).toContain(path) as unknown as boolean);
  });

  it('saves an unfinished version in a draft, but publishes only once it has every text the source has', () => {
    const unfinished = { ...german, summary: '', tasks: { t1: { ...german.tasks['t1']!, modelAnswer: '', choices: { a: 'EV/EBITDA' } } } };
    spec
      .given([drafted(source)])
      .when(save({ ...source, translations: { de: unfinished } }))
      .then([{ type: 'ChallengeDraftSaved', data: { challengeId, content: { ...source, translations: { de: unfinished } }, by: 'u1', at: now } }]);
    spec
      .given([drafted(source)])
      .when(publish({ ...source, translations: { de: unfinished } }))
      .thenThrows(ValidationError, (error) => {
        expect(paths(error)).toEqual([
          'translations.de.summary',
          'translations.de.tasks.t1.modelAnswer',
          'translations.de.tasks.t1.choices.b',
          'translations.de.tasks.t2.prompt',
          'translations.de.tasks.t2.choices.i1',
          'translations.de.tasks.t2.choices.i2',
          'translations.de.tasks.t3.prompt',
        ]);
        return true;
      });
  });
});

describe('a challenge in the reader’s language', () => {
  const multilingual = { ...source, translations: { de: german } };

  it('gives a German reader every text of the German version, numbers drawn into the German prompt', () => {
    const shown = challengeInLanguage(multilingual, 'de');
    expect(shown).toMatchObject({ lang: 'de', writtenIn: undefined, content: { title: 'Bewertungssprint', summary: 'Bewerte ein Ziel.', learn: ['DCF-Grundlagen'], material: { html: '<p>Das Ziel verdient 12 Mio.</p>' } } });
    expect(Object.keys(shown.content)).not.toContain('translations');
    const tasks = studentTasks(shown.content, identityVariant(source));
    expect(tasks.map((t) => t.prompt)).toEqual(['Welches Multiple?', 'Ordne die Schritte', 'EBITDA ist 10 Mio.: der EV bei 8x?']);
    expect(tasks[0]).toMatchObject({ options: [{ id: 'a', text: 'EV/EBITDA' }, { id: 'b', text: 'Kurs-Buchwert' }] });
    expect(tasks[1]).toMatchObject({ items: [{ id: 'i1', text: 'Modell' }, { id: 'i2', text: 'Wert' }] });
    expect((shown.content.tasks[0] as { modelAnswer: string }).modelAnswer).toBe('EV/EBITDA, weil …');
    // What grading reads is untouched: the correct option and the formula.
    expect(shown.content.tasks[0]).toMatchObject({ correct: 'a' });
    expect(shown.content.tasks[2]).toMatchObject({ answer: 'a * 8' });
  });

  it('gives a reader of a language without a version the source, saying which language it is written in', () => {
    expect(challengeInLanguage(multilingual, 'pl')).toMatchObject({ lang: 'en', writtenIn: 'en', content: { title: 'Valuation Sprint' } });
    expect(challengeInLanguage(multilingual, 'en')).toMatchObject({ lang: 'en', writtenIn: undefined, content: { title: 'Valuation Sprint' } });
    expect(challengeInLanguage({ ...source, sourceLanguage: 'de' }, 'de')).toMatchObject({ lang: 'de', writtenIn: undefined });
  });

  it('falls back to the source text by text where a version left one empty (a task added after the version)', () => {
    const partial = { ...german, tasks: { t1: german.tasks['t1']! } };
    const shown = challengeInLanguage({ ...source, translations: { de: partial } }, 'de');
    expect(shown.content.tasks.map((t) => t.prompt)).toEqual(['Welches Multiple?', 'Order the steps', 'EBITDA is {{a}}m: the EV at 8x?']);
  });
});
