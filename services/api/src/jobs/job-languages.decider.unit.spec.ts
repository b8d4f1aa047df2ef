import { ValidationError } from '@fast-track/shared/errors';
import { deciderSpec } from '@fast-track/shared/event-store/decider-spec';
import { describe, it } from 'vitest';
import { jobDecider, type JobCommand } from './job.decider.ts';
import type { JobDetails, JobEvent } from './job.ts';

// A job in several languages (issue 25 part 6; docs/jobs.md § Languages): the texts in the source language and in
// any of the other five, each version by the source's rules; the facts hold only what is used.

const spec = deciderSpec(jobDecider);
const jobId = 'a0000000-0000-4000-8000-000000000001';
const companyId = 'c0000000-0000-4000-8000-000000000001';
const now = '2026-11-22T12:00:00.000Z';
const visa = { id: 'visa', kind: 'yes-no', prompt: 'Do you need a visa?', knockOut: ['yes'] } as const;
const level = { id: 'level', kind: 'choice', prompt: 'Level?', options: ['A', 'B'], knockOut: ['B'] } as const;
const details: JobDetails = {
  title: 'Analyst',
  type: 'graduate',
  track: 'Finance',
  locations: ['Berlin'],
  remote: false,
  description: '<p>Role</p>',
  requirements: ['Excel'],
  salary: null,
  deadline: '2026-12-22T12:00:00.000Z',
  apply: { method: 'platform' },
  screening: [{ ...visa, knockOut: ['yes'] }, { ...level, options: ['A', 'B'], knockOut: ['B'] }],
};
const german = {
  title: 'Analyst (m/w/d)',
  description: '<p>Die Rolle</p>',
  requirements: ['Excel-Kenntnisse'],
  screening: { visa: { prompt: 'Brauchen Sie ein Visum?' }, level: { prompt: 'Niveau?', options: ['Eins', 'Zwei'] } },
};
const publish = (changes: Partial<JobDetails>): JobCommand => ({ type: 'PublishJob', data: { jobId, companyId, details: { ...details, ...changes }, by: 'u1', now } });
const published = (changes: Partial<JobDetails> = {}): JobEvent => ({
  type: 'JobPublished',
  data: { jobId, companyId, details: { ...details, ...changes }, publishedBy: 'u1', publishedAt: now },
});
const path = (p: string) => (e: ValidationError) => e.errors.some((x) => x.path === p);

describe('job decider: language versions', () => {
  it('keeps the versions the company wrote, titles trimmed, and a source language that is not English', () => {
    spec
      .given([])
      .when(publish({ sourceLanguage: 'fr', translations: { de: { ...german, title: `  ${german.title} ` } } }))
      .then([published({ sourceLanguage: 'fr', translations: { de: german } })]);
  });

  it('stores nothing extra for English without versions, and leaves out a version’s empty question texts', () => {
    spec.given([]).when(publish({ sourceLanguage: 'en', translations: {} })).then([published()]);
    const { screening: _none, ...plain } = german;
    spec
      .given([])
      .when(publish({ translations: { de: { ...plain, screening: {} } } }))
      .then([published({ translations: { de: plain } })]);
  });

  it('records removing a version as an edit without it', () => {
    spec
      .given([published({ translations: { de: german } })])
      .when({ type: 'EditJob', data: { jobId, asCompanyId: companyId, expectedVersion: 1, details, by: 'u2', now } })
      .then([{ type: 'JobEdited', data: { jobId, companyId, details, editedBy: 'u2', editedAt: now } }]);
  });

  it('refuses a version in the source language, an empty title or description, and naming the field', () => {
    spec.given([]).when(publish({ translations: { en: german } })).thenThrows(ValidationError, path('translations.en'));
    spec.given([]).when(publish({ sourceLanguage: 'de', translations: { de: german } })).thenThrows(ValidationError, path('translations.de'));
    spec.given([]).when(publish({ translations: { de: { ...german, title: ' ' } } })).thenThrows(ValidationError, path('translations.de.title'));
    spec.given([]).when(publish({ translations: { de: { ...german, description: '<p> </p>' } } })).thenThrows(ValidationError, path('translations.de.description'));
    spec.given([]).when(publish({ translations: { de: { ...german, requirements: [''] } } })).thenThrows(ValidationError, path('translations.de.requirements'));
  });

  it('refuses question texts for a question the job does not have, or with another number of options', () => {
    spec
      .given([])
      .when(publish({ translations: { de: { ...german, screening: { gone: { prompt: 'Weg?' } } } } }))
      .thenThrows(ValidationError, path('translations.de.screening.gone'));
    spec
      .given([])
      .when(publish({ translations: { de: { ...german, screening: { level: { prompt: 'Niveau?', options: ['Eins'] } } } } }))
      .thenThrows(ValidationError, path('translations.de.screening.level.options'));
    spec
      .given([])
      .when(publish({ translations: { de: { ...german, screening: { visa: { prompt: '' } } } } }))
      .thenThrows(ValidationError, path('translations.de.screening.visa.prompt'));
  });
});
