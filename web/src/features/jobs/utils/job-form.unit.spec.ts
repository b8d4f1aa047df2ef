import { describe, expect, it } from 'vitest';
import { checkJob, emptyDraft, fieldOf, fromJob, localDate, toRequest, type JobDraft } from './job-form.ts';

const now = new Date('2026-11-22T12:00:00');
const valid: JobDraft = {
  ...emptyDraft('Consulting'),
  title: ' Business Analyst ',
  type: 'graduate',
  locations: 'Warsaw, , Kraków',
  description: '<p>Help clients.</p>',
  requirements: 'Excel\n\n  Polish  ',
  deadline: '2026-12-31',
};

describe('job form', () => {
  it('accepts a valid draft and builds the request (trimmed lists, end of the chosen day)', () => {
    expect(checkJob(valid, now)).toEqual({});
    const body = toRequest(valid);
    expect(body).toMatchObject({ title: 'Business Analyst', locations: ['Warsaw', 'Kraków'], requirements: ['Excel', 'Polish'], salary: null, apply: { method: 'platform' } });
    expect(new Date(body.deadline).getTime()).toBe(new Date('2026-12-31T23:59:00').getTime());
  });

  it('names each broken field', () => {
    expect(checkJob(emptyDraft(), now)).toEqual({ title: 'required', type: 'required', locations: 'required', description: 'required', deadline: 'required' });
    expect(checkJob({ ...valid, locations: '', remote: true }, now)).toEqual({});
    expect(checkJob({ ...valid, title: 'x'.repeat(121) }, now).title).toBe('long');
    expect(checkJob({ ...valid, description: '<p> &nbsp;</p>' }, now).description).toBe('required');
    expect(checkJob({ ...valid, deadline: '2026-11-21' }, now).deadline).toBe('past');
    expect(checkJob({ ...valid, deadline: '2028-01-01' }, now).deadline).toBe('far');
    expect(checkJob({ ...valid, salaryShown: true, salaryMin: '50000', salaryMax: '40000' }, now).salary).toBe('order');
    expect(checkJob({ ...valid, salaryShown: true, salaryMin: '1.5', salaryMax: '2' }, now).salary).toBe('invalid');
    expect(checkJob({ ...valid, applyBy: 'external', applyUrl: 'http://firm.example.com' }, now).applyUrl).toBe('https');
    expect(checkJob({ ...valid, requirements: Array.from({ length: 21 }, (_, i) => `R${i}`).join('\n') }, now).requirements).toBe('tooMany');
  });

  it('round-trips a saved job through the editor', () => {
    const body = toRequest({ ...valid, salaryShown: true, salaryMin: '3000', salaryMax: '4000', currency: 'PLN', period: 'month', applyBy: 'external', applyUrl: 'https://firm.example.com/a' });
    const again = fromJob(body);
    expect(toRequest(again)).toEqual(body);
    expect(localDate(body.deadline)).toBe('2026-12-31');
  });

  it('maps server field paths to the editor fields', () => {
    expect(fieldOf('salary.max')).toBe('salary');
    expect(fieldOf('apply.url')).toBe('applyUrl');
    expect(fieldOf('locations.0')).toBe('locations');
    expect(fieldOf('(body)')).toBeNull();
  });
});
