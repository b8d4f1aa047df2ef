import { describe, expect, it } from 'vitest';
import type { EventDetails } from '../event.ts';
import { appendJsonField, toEventJson, withLiveParts } from './event-json.ts';

const base: EventDetails = {
  eventId: 'e1',
  link: 'x-e1',
  title: 'Live Panel',
  type: 'Live Stream',
  img: '/images/events/cover-2.svg',
  description: '<p>Hi</p>',
  startTime: '2026-03-10T17:00:00+01:00',
  endTime: '2026-03-10T18:00:00+01:00',
  timezone: 'Europe/Paris',
  virtualLink: 'https://meet.example.com/x',
  physicalLocation: null,
  approval: false,
  schoolYear: [],
  relevantCourses: [],
  targetGroups: ['Women in Tech'],
  host: { companyId: 'c1', name: 'Corvid Strategy', logo: '/images/companies/corvid-strategy.svg' },
};

describe('event JSON document', () => {
  it('follows the contract: UTC instants, datetime = startTime, company and location as JSON text', () => {
    const doc = toEventJson(base);
    expect(doc.datetime).toBe('2026-03-10T16:00:00.000Z');
    expect(doc.startTime).toBe(doc.datetime);
    expect(doc.physicalLocation).toBe('');
    expect(JSON.parse(doc.company)).toEqual({ title: 'Corvid Strategy', img: '/images/companies/corvid-strategy.svg' });
    expect(doc.online).toBe(true);
  });

  it('never holds the join link: online says what virtualLink used to say, for everyone', () => {
    expect(JSON.stringify(toEventJson(base))).not.toContain('meet.example.com');
    expect('virtualLink' in toEventJson(base)).toBe(false);
    const doc = toEventJson({ ...base, type: 'Physical Event', virtualLink: null, physicalLocation: { label: 'Paris', lat: 48.8, lng: 2.3, placeId: '' } });
    expect(doc.online).toBe(false);
    expect(JSON.parse(doc.physicalLocation)).toEqual({ label: 'Paris', lat: 48.8, lng: 2.3, placeId: '' });
  });

  it('splices the live parts into the stored document, in the contract key order', () => {
    const body = JSON.stringify(toEventJson({ ...base, description: '<p>"participants":[],"questions":[]</p>' }));
    const questions = JSON.stringify([{ uniqueId: 'q1', text: 'Recorded?', upvotes: ['u1'], askedAt: '2026-03-01T10:00:00.000Z', answered: false }]);
    const doc = JSON.parse(withLiveParts(body, '["u2"]', questions)) as Record<string, unknown>;
    expect(doc['participants']).toEqual(['u2']);
    expect(doc['questions']).toEqual([{ uniqueId: 'q1', text: 'Recorded?', upvotes: ['u1'], askedAt: '2026-03-01T10:00:00.000Z', answered: false }]);
    // The same text inside a string value is escaped, so it is never taken for the marker.
    expect(doc['description']).toBe('<p>"participants":[],"questions":[]</p>');
    expect(Object.keys(doc)).toEqual(Object.keys(toEventJson(base)));
  });

  it('appends a field to serialised JSON without reparsing', () => {
    expect(JSON.parse(appendJsonField('{"a":1}', 'companyEventCount', 5))).toEqual({ a: 1, companyEventCount: 5 });
  });

  it('carries the language fields after targetGroups only when the event has them (docs/events.md § Languages)', () => {
    expect(Object.keys(toEventJson(base))).not.toContain('translations');
    const german = { title: 'Live-Panel', description: '<p>Hallo</p>' };
    const keys = Object.keys(toEventJson({ ...base, sourceLanguage: 'fr', translations: { de: german } }));
    expect(keys.slice(keys.indexOf('targetGroups'))).toEqual(['targetGroups', 'sourceLanguage', 'translations']);
    expect(toEventJson({ ...base, translations: { de: german } }).translations).toEqual({ de: german });
  });
});
