import { describe, expect, it } from 'vitest';
import { checkEvent, emptyDraft, fieldOf, fromEvent, toRequest, type EventDraft } from './event-form.ts';

// The editor's language versions (issue 25): checked by the source's rules, sent without empty descriptions.

const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const draft = (patch: Partial<EventDraft> = {}): EventDraft => ({
  ...emptyDraft('Europe/London'),
  title: 'Inside M&A',
  type: 'Live Stream',
  date: inAMonth,
  virtualLink: 'https://meet.example.com/x',
  ...patch,
});

describe('the event form’s language versions', () => {
  it('checks each version’s title, and its description when the source has one', () => {
    expect(checkEvent(draft({ translations: { de: { title: 'M&A von innen', description: '' } } }))).toEqual({});
    expect(checkEvent(draft({ translations: { de: { title: ' ', description: '' }, fr: { title: 'Un', description: '' } } }))).toEqual({ 'title.de': 'required', 'title.fr': 'length' });
    expect(checkEvent(draft({ description: '<p>Hello</p>', translations: { pl: { title: 'Od środka', description: '<p><br></p>' } } }))).toEqual({ 'description.pl': 'required' });
  });

  it('sends the source language and the versions, trimmed, in the product’s order', () => {
    const body = toRequest(draft({ sourceLanguage: 'de', translations: { it: { title: ' Dentro ', description: '<p><br></p>' }, en: { title: 'Inside', description: '<p>Hi</p>' } } }));
    expect(body.sourceLanguage).toBe('de');
    expect(body.translations).toEqual({ en: { title: 'Inside', description: '<p>Hi</p>' }, it: { title: 'Dentro', description: '' } });
    expect(Object.keys(body.translations!)).toEqual(['en', 'it']);
  });

  it('reads an older event as English with no versions, and maps the server’s paths to the version’s fields', () => {
    const older = fromEvent({ ...toRequest(draft()), sourceLanguage: undefined, translations: undefined });
    expect(older.sourceLanguage).toBe('en');
    expect(older.translations).toEqual({});
    expect(fromEvent({ ...toRequest(draft()), translations: { es: { title: 'Dentro', description: '' }, xx: { title: 'x', description: '' } } }).translations).toEqual({ es: { title: 'Dentro', description: '' } });
    expect(fieldOf('translations.de.title')).toBe('title.de');
    expect(fieldOf('translations.fr.description')).toBe('description.fr');
    expect(fieldOf('translations.nl.title')).toBeNull();
  });
});
