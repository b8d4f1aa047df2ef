import { describe, expect, it } from 'vitest';
import { eventMailTexts } from './event-mail-texts.ts';
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
    expect(mail.text).toContain(eventMailTexts.de.reason);
    expect(mail.text).toContain('> The venue flooded.');
    expect(mail.html).toContain('&lt;b&gt;Night&lt;/b&gt; &amp; &quot;Day&quot;');
    expect(mail.html).not.toContain('<b>Night</b>');
  });

  it('refuses a link that is not an event slug and unknown changes', () => {
    expect(() => mailJobSchema.parse(update('updated', { link: '../admin' }))).toThrow();
    expect(() => mailJobSchema.parse(update('moved'))).toThrow();
  });
});
