import { describe, expect, it } from 'vitest';
import { checkJob, emptyDraft, fieldOf, fromJob, toRequest, type JobDraft } from './job-form.ts';

// The job editor's language versions as typed (docs/jobs.md § Languages).

const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const draft: JobDraft = {
  ...emptyDraft(),
  title: 'Analyst',
  type: 'graduate',
  locations: 'Berlin',
  description: '<p>Role</p>',
  deadline: inAMonth,
  screening: [{ id: 'level', kind: 'choice', prompt: 'Level?', options: 'A\nB', knockOut: ['B'] }],
};
const german = { title: 'Analyst (m/w/d)', description: '<p>Rolle</p>', requirements: 'Excel\n\n', screening: { level: { prompt: 'Niveau?', options: 'Eins\nZwei' } } };

describe('the job form’s language versions', () => {
  it('sends each version with its requirements split, the questions that have texts, and the source language', () => {
    const body = toRequest({ ...draft, translations: { de: german, fr: { title: 'Analyste', description: '<p>Rôle</p>', requirements: '', screening: { level: { prompt: ' ', options: '' } } } } });
    expect(body.sourceLanguage).toBe('en');
    expect(body.translations).toEqual({
      de: { title: 'Analyst (m/w/d)', description: '<p>Rolle</p>', requirements: ['Excel'], screening: { level: { prompt: 'Niveau?', options: ['Eins', 'Zwei'] } } },
      fr: { title: 'Analyste', description: '<p>Rôle</p>' },
    });
  });

  it('a job applied to elsewhere sends no question texts; a version in the source language is never sent', () => {
    const body = toRequest({ ...draft, applyBy: 'external', applyUrl: 'https://x.example.com', sourceLanguage: 'de', translations: { de: german, en: german } });
    expect(Object.keys(body.translations ?? {})).toEqual(['en']);
    expect(body.translations?.en?.screening).toBeUndefined();
  });

  it('marks a version’s empty title or description, and options that are not as many as the question’s', () => {
    expect(checkJob({ ...draft, translations: { de: { ...german, title: ' ', description: '<p></p>' } } })).toMatchObject({ 'title.de': 'required', 'description.de': 'required' });
    expect(checkJob({ ...draft, translations: { de: { ...german, screening: { level: { prompt: 'Niveau?', options: 'Eins' } } } } })).toEqual({ 'screening.de': 'options' });
    expect(checkJob({ ...draft, translations: { de: { ...german, screening: { level: { prompt: '', options: 'Eins\nZwei' } } } } })).toEqual({ 'screening.de': 'prompt' });
    expect(checkJob({ ...draft, translations: { de: german } })).toEqual({});
  });

  it('reads a saved job’s versions back, and names the server’s version paths as the editor’s fields', () => {
    const saved = fromJob({ ...toRequest(draft), sourceLanguage: 'fr', translations: { de: { title: 'T', description: '<p>D</p>', requirements: ['a', 'b'], screening: { level: { prompt: 'P', options: ['1', '2'] } } } } });
    expect(saved.sourceLanguage).toBe('fr');
    expect(saved.translations).toEqual({ de: { title: 'T', description: '<p>D</p>', requirements: 'a\nb', screening: { level: { prompt: 'P', options: '1\n2' } } } });
    expect(fieldOf('translations.de.title')).toBe('title.de');
    expect(fieldOf('translations.es.screening.level.options')).toBe('screening.es');
    expect(fieldOf('translations.it')).toBe('title.it');
    expect(fieldOf('translations')).toBeNull();
  });
});
