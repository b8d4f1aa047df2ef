import { describe, expect, it } from 'vitest';
import { readableJob } from './job-languages.ts';

// What a reader of a language reads of a job (docs/jobs.md § Languages).

const job = {
  title: 'Analyst (m/w/d)',
  description: '<p>Die Rolle</p>',
  requirements: ['Excel-Kenntnisse'],
  sourceLanguage: 'de' as const,
  screening: [
    { id: 'visa', kind: 'yes-no', prompt: 'Brauchen Sie ein Visum?' },
    { id: 'level', kind: 'choice', prompt: 'Ihr Englisch?', options: ['Keins', 'B2'] },
  ],
  translations: {
    en: { title: 'Analyst', description: '<p>The role</p>', screening: { level: { prompt: 'Your English?', options: ['None', 'B2'] } } },
    fr: { title: 'Analyste', description: '<p>Le rôle</p>', requirements: ['Excel'], screening: { level: { prompt: 'Votre anglais ?', options: ['Aucun'] } } },
  },
};

describe('readableJob', () => {
  it('gives a reader their version: its texts, the source’s requirements when it has none, questions without texts in the source', () => {
    const read = readableJob(job, 'en');
    expect(read).toMatchObject({ title: 'Analyst', description: '<p>The role</p>', requirements: ['Excel-Kenntnisse'], lang: 'en', writtenIn: undefined });
    expect(read.screening).toEqual([
      { id: 'visa', kind: 'yes-no', prompt: 'Brauchen Sie ein Visum?' },
      { id: 'level', kind: 'choice', prompt: 'Your English?', options: ['None', 'B2'], values: ['Keins', 'B2'] },
    ]);
  });

  it('keeps the source options when a version’s are not as many, and its own requirements when it has them', () => {
    const read = readableJob(job, 'fr');
    expect(read.requirements).toEqual(['Excel']);
    expect(read.screening[1]).toEqual({ id: 'level', kind: 'choice', prompt: 'Votre anglais ?', options: ['Keins', 'B2'], values: ['Keins', 'B2'] });
  });

  it('gives the source with its language when the reader’s version is missing, and no note to a reader of the source', () => {
    expect(readableJob(job, 'pl')).toMatchObject({ title: 'Analyst (m/w/d)', lang: 'de', writtenIn: 'de', requirements: ['Excel-Kenntnisse'] });
    expect(readableJob(job, 'de')).toMatchObject({ title: 'Analyst (m/w/d)', lang: 'de', writtenIn: undefined });
    expect(readableJob({ ...job, sourceLanguage: undefined, translations: undefined }, 'de')).toMatchObject({ lang: 'en', writtenIn: 'en' });
  });
});
