import { describe, expect, it } from 'vitest';
import { mailJobSchema, mailLanguages, type MailJobInput } from './mail-job.ts';
import { renderMail } from './mail-templates.ts';

// The interview mails (issue 25 part 4): every change to each side in six languages, the booked time in the
// proposer's zone, the .ics on a booking, the other side's message quoted, people's words escaped.

const publicUrl = 'https://fast-track.example';
const jobId = '0b7c9a2e-5d1f-4c3b-9a8e-1f2d3c4b5a69';
const applicationId = 'e4d3c2b1-a098-4765-8432-10fedcba9876';
const base = { jobId, applicationId, jobTitle: 'Summer Analyst', companyName: 'Acme Capital', timeZone: 'Europe/Berlin' };
const booking = { start: '2026-12-03T13:00:00.000Z', end: '2026-12-03T13:45:00.000Z' };
const render = (job: MailJobInput) => renderMail(mailJobSchema.parse(job), { publicUrl });
const mail = (lng: string, vars: Record<string, unknown>): MailJobInput => ({ to: 'anna@ucl.ac.uk', template: 'interview', lng, vars: { ...base, ...vars } }) as MailJobInput;

const cases = [
  { change: 'proposed', audience: 'student', by: 'company' },
  { change: 'booked', audience: 'student', by: 'student', ...booking },
  { change: 'booked', audience: 'employer', by: 'student', ...booking },
  { change: 'cancelled', audience: 'student', by: 'company', message: 'The role is filled.' },
  { change: 'cancelled', audience: 'employer', by: 'student' },
  { change: 'new-time', audience: 'employer', by: 'student' },
  { change: 'proposed', audience: 'student', by: 'company', message: 'Mornings?' },
];

describe('interview mails', () => {
  it('fill every placeholder in every language', () => {
    for (const lng of mailLanguages) {
      for (const vars of cases) {
        const rendered = render(mail(lng, vars));
        for (const part of [rendered.subject, rendered.text, rendered.html]) expect(part, `${vars.change} ${vars.audience} ${lng}`).not.toMatch(/\{\{?\w+\}\}?|undefined/);
        expect(Boolean(rendered.attachments), `${vars.change} ${lng}`).toBe(vars.change === 'booked');
      }
    }
  });

  it('a booking states the time in the proposer’s zone and carries the interview as an .ics', () => {
    const rendered = render(mail('en', cases[1]!));
    expect(rendered.subject).toBe('Interview booked');
    expect(rendered.text).toContain('Your interview for Summer Analyst at Acme Capital is booked for Thursday 3 December at 14:00 CET.');
    expect(rendered.text).toContain('https://fast-track.example/student/applications');
    const [ics] = rendered.attachments ?? [];
    expect(ics?.filename).toBe('interview.ics');
    expect(ics?.content).toContain(`UID:interview-${applicationId}@fast-track`);
    expect(ics?.content).toContain('DTSTART:20261203T130000Z');
    expect(ics?.content).toContain('SUMMARY:Interview: Summer Analyst · Acme Capital');
    const toInterviewer = render(mail('de', cases[2]!));
    expect(toInterviewer.text).toContain('Die Bewerberin oder der Bewerber hat Donnerstag, 3. Dezember um 14:00 MEZ für das Gespräch für Summer Analyst gewählt.');
    expect(toInterviewer.text).toContain(`https://fast-track.example/dashboard/job/details/${jobId}`);
  });

  it('quotes the company’s message to the student and escapes people’s words', () => {
    expect(render(mail('en', cases[6]!)).text).toContain('The company wrote:\n> Mornings?');
    const hostile = render(mail('en', { ...cases[3]!, companyName: '<b>Acme</b>', message: '<script>x</script>' }));
    expect(hostile.html).not.toContain('<script>');
    expect(hostile.html).toContain('&lt;b&gt;Acme&lt;/b&gt;');
  });
});
