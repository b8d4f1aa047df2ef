import { describe, expect, it } from 'vitest';
import { checkJob, emptyDraft, fromJob, toRequest, type JobDraft } from './job-form.ts';
import { checkPublish, localDateTime } from './publish-form.ts';
import { checkQuestions, emptyQuestion, fromQuestions, toQuestions, type QuestionDraft } from './screening-form.ts';

const yesNo: QuestionDraft = { id: 'visa', kind: 'yes-no', prompt: ' Need a visa? ', options: '', knockOut: ['yes'] };
const choice: QuestionDraft = { id: 'level', kind: 'choice', prompt: 'Level?', options: 'A\n\n B \nC', knockOut: ['C'] };
const text: QuestionDraft = { id: 'why', kind: 'text', prompt: 'Why us?', options: '', knockOut: [] };

describe('screening questions in the editor', () => {
  it('builds the questions the API takes: trimmed, options one per line, knock-outs among the answers', () => {
    expect(toQuestions([yesNo, choice, text])).toEqual([
      { id: 'visa', kind: 'yes-no', prompt: 'Need a visa?', knockOut: ['yes'] },
      { id: 'level', kind: 'choice', prompt: 'Level?', options: ['A', 'B', 'C'], knockOut: ['C'] },
      { id: 'why', kind: 'text', prompt: 'Why us?' },
    ]);
    // A ticked option renamed since drops out of the knock-outs.
    expect(toQuestions([{ ...choice, options: 'A\nB\nD' }])[0]).toMatchObject({ knockOut: [] });
    expect(fromQuestions(toQuestions([yesNo, choice, text]))).toEqual([
      { ...yesNo, prompt: 'Need a visa?' },
      { ...choice, options: 'A\nB\nC' },
      text,
    ]);
  });

  it("names each question's problem", () => {
    expect(checkQuestions([yesNo, choice, text])).toEqual({});
    expect(checkQuestions([{ ...text, prompt: ' ' }])).toEqual({ 0: 'prompt' });
    expect(checkQuestions([{ ...text, prompt: 'x'.repeat(301) }])).toEqual({ 0: 'promptLong' });
    expect(checkQuestions([{ ...choice, options: 'A', knockOut: [] }])).toEqual({ 0: 'options' });
    expect(checkQuestions([{ ...choice, options: 'A\na', knockOut: [] }])).toEqual({ 0: 'optionsSame' });
    expect(checkQuestions([{ ...yesNo, knockOut: ['yes', 'no'] }])).toEqual({ 0: 'knockOutAll' });
    expect(emptyQuestion(['visa']).id).not.toBe('visa');
  });

  it('a job applied to on the company site asks no questions; broken questions block the form', () => {
    const job: JobDraft = { ...emptyDraft(), title: 'Analyst', type: 'graduate', locations: 'Berlin', description: '<p>Role</p>', deadline: '2026-12-31', screening: [yesNo] };
    expect(toRequest(job).screening).toHaveLength(1);
    expect(toRequest({ ...job, applyBy: 'external', applyUrl: 'https://firm.example.com' }).screening).toBeUndefined();
    expect(checkJob({ ...job, screening: [{ ...text, prompt: '' }] }, new Date('2026-11-22T12:00:00')).screening).toBe('invalid');
    expect(fromJob(toRequest(job)).screening).toEqual([{ ...yesNo, prompt: 'Need a visa?' }]);
  });
});

describe('publishing choice', () => {
  const now = new Date('2026-11-22T12:00:00');
  const deadline = new Date('2026-12-31T23:59:00');
  it('a schedule is ahead, within a year and before the deadline', () => {
    expect(checkPublish({ mode: 'now', at: '' }, deadline, now)).toBeNull();
    expect(checkPublish({ mode: 'draft', at: '' }, deadline, now)).toBeNull();
    expect(checkPublish({ mode: 'schedule', at: '' }, deadline, now)).toBe('required');
    expect(checkPublish({ mode: 'schedule', at: '2026-11-22T11:00' }, deadline, now)).toBe('past');
    expect(checkPublish({ mode: 'schedule', at: '2027-12-01T09:00' }, null, now)).toBe('far');
    expect(checkPublish({ mode: 'schedule', at: '2027-01-02T09:00' }, deadline, now)).toBe('afterDeadline');
    expect(checkPublish({ mode: 'schedule', at: '2026-12-01T09:00' }, deadline, now)).toBeNull();
    expect(localDateTime(new Date('2026-12-01T09:05').toISOString())).toBe('2026-12-01T09:05');
  });
});
