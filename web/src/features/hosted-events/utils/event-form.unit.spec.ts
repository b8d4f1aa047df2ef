import { describe, expect, it } from 'vitest';
import { checkEvent, emptyDraft, fieldOf, fromEvent, toRequest, whereOf, type EventDraft } from './event-form.ts';

const now = new Date('2026-03-01T12:00:00Z');
const draft = (overrides: Partial<EventDraft> = {}): EventDraft => ({
  ...emptyDraft('Europe/London'),
  title: 'Spring Insight Day',
  type: 'Physical Event',
  date: '2026-03-10',
  startTime: '09:30',
  endTime: '16:00',
  where: 'place',
  placeLabel: '1 Canada Square, London',
  placeLat: '51.5049',
  placeLng: '-0.0195',
  schoolYear: ['Penultimate year'],
  ...overrides,
});

describe('event form', () => {
  it('accepts a complete event and builds the contract’s body', () => {
    expect(checkEvent(draft(), now)).toEqual({});
    expect(toRequest(draft())).toEqual({
      title: 'Spring Insight Day',
      type: 'Physical Event',
      img: '/images/events/cover-1.svg',
      description: '',
      date: '2026-03-10',
      startTime: '09:30',
      endTime: '16:00',
      timezone: 'Europe/London',
      virtualLink: null,
      physicalLocation: { label: '1 Canada Square, London', lat: 51.5049, lng: -0.0195, placeId: '' },
      approval: false,
      capacity: null,
      schoolYear: ['Penultimate year'],
      relevantCourses: [],
      targetGroups: [],
      track: null,
      sourceLanguage: 'en',
      translations: {},
    });
  });

  it('accepts a place known only by its address and sends neither coordinates nor a place id', () => {
    const addressOnly = draft({ placeLat: '', placeLng: '', placeId: '' });
    expect(checkEvent(addressOnly, now)).toEqual({});
    expect(toRequest(addressOnly).physicalLocation).toEqual({ label: '1 Canada Square, London', lat: null, lng: null, placeId: '' });
  });

  it('sends a capacity as a whole number (empty: no limit) and reads it back', () => {
    expect(toRequest(draft({ capacity: ' 40 ' })).capacity).toBe(40);
    expect(toRequest(draft({ capacity: '' })).capacity).toBeNull();
    expect(fromEvent(toRequest(draft({ capacity: '40' }))).capacity).toBe('40');
    for (const bad of ['0', '-3', '2.5', 'ten', '100001']) expect(checkEvent(draft({ capacity: bad }), now)).toMatchObject({ capacity: 'whole' });
    expect(fieldOf('capacity')).toBe('capacity');
  });

  it('sends the chosen track, or none, and reads it back', () => {
    expect(toRequest(draft({ track: 'Consulting' })).track).toBe('Consulting');
    expect(fromEvent(toRequest(draft({ track: 'Consulting' }))).track).toBe('Consulting');
    expect(fromEvent({ ...toRequest(draft()), track: undefined }).track).toBe('');
  });

  it.each([
    ['no title', { title: ' ' }, 'title', 'required'],
    ['a two-letter title', { title: 'Hi' }, 'title', 'length'],
    ['a title on two lines', { title: 'Spring\nDay' }, 'title', 'lines'],
    ['no type', { type: '' as const }, 'type', 'required'],
    ['no date', { date: '' }, 'date', 'required'],
    ['the 30th of February', { date: '2026-02-30' }, 'date', 'required'],
    ['a day that is over', { date: '2026-02-20' }, 'date', 'past'],
    ['an end before the start', { endTime: '09:00' }, 'endTime', 'order'],
    ['a made-up zone', { timezone: 'Mars/Olympus' }, 'timezone', 'zone'],
    ['a place without a label', { placeLabel: '' }, 'placeLabel', 'required'],
    ['only a latitude', { placeLng: '' }, 'placeCoordinates', 'number'],
    ['a latitude past the pole', { placeLat: '95' }, 'placeCoordinates', 'range'],
    ['a place id with spaces', { placeId: 'not an id' }, 'placeId', 'pattern'],
    ['a school year off the list', { schoolYear: ['Year of the dragon'] }, 'schoolYear', 'list'],
    ['a stream without a link', { type: 'Live Stream' as const }, 'virtualLink', 'required'],
    ['a stream on http', { type: 'Live Stream' as const, virtualLink: 'http://meet.example.com/x' }, 'virtualLink', 'https'],
  ])('refuses %s', (_case, overrides, field, problem) => {
    expect(checkEvent(draft(overrides), now)).toMatchObject({ [field]: problem });
  });

  it('decides where by the type: streams online, physical events at a place, job closings either', () => {
    expect(whereOf({ type: 'Live Stream', where: 'place' })).toBe('online');
    expect(whereOf({ type: 'Physical Event', where: 'online' })).toBe('place');
    expect(whereOf({ type: 'Job Closings', where: 'online' })).toBe('online');
    const closing = toRequest(draft({ type: 'Job Closings', where: 'online', virtualLink: ' https://careers.example.com/apply ' }));
    expect(closing).toMatchObject({ virtualLink: 'https://careers.example.com/apply', physicalLocation: null });
  });

  it('compares the end with now in the event’s zone', () => {
    // 12:30 in Kolkata (UTC+5:30) on 1 March is 07:00 UTC: over at 12:00 UTC.
    expect(checkEvent(draft({ date: '2026-03-01', startTime: '11:00', endTime: '12:30', timezone: 'Asia/Kolkata' }), now)).toMatchObject({ date: 'past' });
    expect(checkEvent(draft({ date: '2026-03-01', startTime: '11:00', endTime: '12:30', timezone: 'America/New_York' }), now)).toEqual({});
  });

  it('reads a saved event back into the same draft', () => {
    expect(fromEvent(toRequest(draft()))).toEqual({ ...draft(), where: 'place' });
    expect(fromEvent(toRequest(draft({ type: 'Live Stream', virtualLink: 'https://meet.example.com/x' })))).toMatchObject({ where: 'online', placeLabel: '' });
  });

  it('maps the server’s paths onto the editor’s fields', () => {
    expect(fieldOf('physicalLocation.placeId')).toBe('placeId');
    expect(fieldOf('physicalLocation.lat')).toBe('placeCoordinates');
    expect(fieldOf('physicalLocation')).toBe('placeLabel');
    expect(fieldOf('schoolYear.2')).toBe('schoolYear');
    expect(fieldOf('link')).toBeNull();
  });
});
