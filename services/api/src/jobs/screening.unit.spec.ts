import { ValidationError } from '@fast-track/shared/errors';
import type { ScreeningQuestion } from '@fast-track/shared/jobs/screening';
import { describe, expect, it } from 'vitest';
import { ScreeningChangedError } from './job.errors.ts';
import { screenAnswers } from './screening.ts';

const questions: ScreeningQuestion[] = [
  { id: 'visa', kind: 'yes-no', prompt: 'Do you need a visa?', knockOut: ['yes'] },
  { id: 'level', kind: 'choice', prompt: 'Level?', options: ['A', 'B', 'C'], knockOut: ['C'] },
  { id: 'why', kind: 'text', prompt: 'Why us?' },
];
const job = { questions, version: 3 };
const good = { visa: 'no', level: 'B', why: '  Because.  ' };

describe('screening answers', () => {
  it('takes one answer per question, trimmed, with the question as asked', () => {
    expect(screenAnswers(job, { version: 3, answers: good })).toEqual({
      knockedOut: false,
      answers: [
        { questionId: 'visa', kind: 'yes-no', prompt: 'Do you need a visa?', answer: 'no', knockOut: false },
        { questionId: 'level', kind: 'choice', prompt: 'Level?', answer: 'B', knockOut: false },
        { questionId: 'why', kind: 'text', prompt: 'Why us?', answer: 'Because.', knockOut: false },
      ],
    });
  });

  it('a knock-out answer marks the application for decline', () => {
    expect(screenAnswers(job, { version: 3, answers: { ...good, visa: 'yes' } }).knockedOut).toBe(true);
    expect(screenAnswers(job, { version: 3, answers: { ...good, level: 'C' } }).knockedOut).toBe(true);
  });

  it('answers to other questions than the current ones are a 409 to reload', () => {
    expect(() => screenAnswers(job, { version: 2, answers: good })).toThrow(ScreeningChangedError);
    expect(() => screenAnswers(job, null)).toThrow(ScreeningChangedError);
  });

  it('every question is required, with an allowed answer, and nothing else is answered', () => {
    const paths = (answers: Record<string, string>) => {
      try {
        screenAnswers(job, { version: 3, answers });
        return [];
      } catch (error) {
        expect(error).toBeInstanceOf(ValidationError);
        return (error as ValidationError).errors.map((e) => e.path);
      }
    };
    expect(paths({ visa: 'no', level: 'B' })).toEqual(['screening.answers.why']);
    expect(paths({ ...good, visa: 'maybe' })).toEqual(['screening.answers.visa']);
    expect(paths({ ...good, level: 'D' })).toEqual(['screening.answers.level']);
    expect(paths({ ...good, why: 'x'.repeat(501) })).toEqual(['screening.answers.why']);
    expect(paths({ ...good, extra: 'hi' })).toEqual(['screening.answers.extra']);
  });

  it('a job without questions takes no answers', () => {
    expect(screenAnswers({ questions: [], version: 1 }, null)).toEqual({ answers: [], knockedOut: false });
    expect(screenAnswers({ questions: [], version: 1 }, { version: 0, answers: {} })).toEqual({ answers: [], knockedOut: false });
  });
});
