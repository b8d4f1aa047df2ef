import { describe, expect, it } from 'vitest';
import { mailLocale } from './mail-locale.ts';
import { mailJobSchema, mailLanguages, type MailJobInput } from './mail-job.ts';
import { renderMail } from './mail-templates.ts';

const publicUrl = 'https://fast-track.example';
const render = (job: MailJobInput) => renderMail(mailJobSchema.parse(job), { publicUrl });
const update = (change: string, vars: Record<string, string> = {}, lng = 'en'): MailJobInput =>
  ({ to: 'anna@ucl.ac.uk', template: 'event-update', lng, vars: { eventTitle: 'Spring Insight Day', link: 'kestrel-spring-insight-day-1a2b3c4d', change, name: 'Anna', ...vars } }) as MailJobInput;

describe('event-update mail', () => {
  it('has its own subject per change in all six languages, never naming the host-written title', () => {
    for (const lng of mailLanguages) {
      const subjects = new Set<string>();
      for (const change of ['updated', 'cancelled', 'approved', 'declined']) {
        const mail = render(update(change, {}, lng));
        expect(mail.html).toContain(`<html lang="${lng}">`);
        expect(mail.text).toContain('Spring Insight Day');
        expect(mail.subject).not.toContain('Spring Insight Day');
        subjects.add(mail.subject);
      }
      expect(subjects.size).toBe(4);
    }
  });

  it('links to the event after a change or an approval, to the list after a cancellation or a decline', () => {
    expect(render(update('updated')).text).toContain('https://fast-track.example/event/kestrel-spring-insight-day-1a2b3c4d');
    expect(render(update('approved')).html).toContain('href="https://fast-track.example/event/kestrel-spring-insight-day-1a2b3c4d"');
    expect(render(update('cancelled')).text).toContain('https://fast-track.example/events');
    expect(render(update('declined')).text).not.toContain('/event/kestrel');
  });

  it('quotes the host’s reason for a cancellation and escapes what the host wrote', () => {
    const mail = render(update('cancelled', { eventTitle: '<b>Night</b> & "Day"', reason: 'The venue flooded.\nSorry!' }, 'de'));
    expect(mail.text).toContain(mailLocale.de.event.reason);
    expect(mail.text).toContain('> The venue flooded.');
    expect(mail.html).toContain('&lt;b&gt;Night&lt;/b&gt; &amp; &quot;Day&quot;');
    expect(mail.html).not.toContain('<b>Night</b>');
  });

  it('refuses a link that is not an event slug and unknown changes', () => {
    expect(() => mailJobSchema.parse(update('updated', { link: '../admin' }))).toThrow();
    expect(() => mailJobSchema.parse(update('moved'))).toThrow();
  });
});

const calendar = {
  id: 'f1e2d3c4-0000-4000-8000-000000000001',
  title: 'Spring Insight Day; drinks, too',
  start: '2026-12-03T09:30:00.000Z',
  end: '2026-12-03T16:00:00.000Z',
  timeZone: 'Europe/London',
  description: 'Meet our analysts.\n\nhttps://fast-track.example/event/kestrel-spring-insight-day-1a2b3c4d',
  location: '1 Canada Square, London',
  url: 'https://fast-track.example/event/kestrel-spring-insight-day-1a2b3c4d',
};
const reminder = (lng: string, vars: Record<string, unknown> = {}): MailJobInput =>
  ({ to: 'anna@ucl.ac.uk', template: 'event-reminder', lng, vars: { link: 'kestrel-spring-insight-day-1a2b3c4d', calendar, name: 'Anna', ...vars } });

describe('event-reminder mail', () => {
  it('names the event and its start in the reader language and the event zone, links it, and attaches the .ics', () => {
    const en = render(reminder('en'));
    expect(en.subject).toBe(mailLocale.en.event.reminderSubject);
    expect(en.text).toContain('Spring Insight Day; drinks, too starts Thursday 3 December at 09:30 GMT');
    expect(en.text).toContain('https://fast-track.example/event/kestrel-spring-insight-day-1a2b3c4d');
    expect(en.text).toContain(mailLocale.en.event.reminderSettings);
    const ics = en.attachments?.[0];
    expect(ics).toMatchObject({ filename: 'event.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH' });
    expect(ics?.content).toContain('DTSTART:20261203T093000Z');
    expect(ics?.content).toContain('SUMMARY:Spring Insight Day\\; drinks\\, too');
    expect(render(reminder('de')).text).toContain('beginnt am Donnerstag, 3. Dezember um 09:30');
  });

  it('has its own subject in all six languages, never naming the host-written title', () => {
    const subjects = new Set(mailLanguages.map((lng) => render(reminder(lng)).subject));
    expect(subjects.size).toBe(6);
    for (const s of subjects) expect(s).not.toContain('Spring Insight');
  });

  it('refuses a calendar that is not one (unknown fields, a bad instant, a huge description)', () => {
    expect(() => mailJobSchema.parse(reminder('en', { calendar: { ...calendar, extra: 1 } }))).toThrow();
    expect(() => mailJobSchema.parse(reminder('en', { calendar: { ...calendar, start: 'tomorrow' } }))).toThrow();
    expect(() => mailJobSchema.parse(reminder('en', { calendar: { ...calendar, description: 'x'.repeat(2001) } }))).toThrow();
  });

  it('rides along only on the approval of a request (the attendance confirmation)', () => {
    const approved = render({ ...update('approved'), vars: { ...(update('approved').vars as object), calendar } } as MailJobInput);
    expect(approved.attachments?.map((a) => a.filename)).toEqual(['event.ics']);
    expect(approved.text).toContain(mailLocale.en.event.calendarAttached);
    expect(render(update('approved')).attachments).toBeUndefined();
    expect(render({ ...update('updated'), vars: { ...(update('updated').vars as object), calendar } } as MailJobInput).attachments).toBeUndefined();
  });
});
