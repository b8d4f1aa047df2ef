import { describe, expect, it } from 'vitest';
import { eventType, isOnline, readEvent, readEvents, type EventDto } from './event-schema.ts';

const parse = (value: unknown): EventDto => {
  const event = readEvent(value);
  if (!event) throw new Error('dropped');
  return event;
};

const minimal = { uniqueId: 'u1', link: 'spring-day', datetime: '2026-12-03T17:00:00.000Z' };

describe('readEvent', () => {
  it('fills missing optional fields with safe defaults', () => {
    const event = parse(minimal);
    expect(event.title).toBe('');
    expect(event.questions).toEqual([]);
    expect(event.approval).toBe(false);
    expect(event.virtualLink).toBeUndefined();
  });

  it('replaces malformed fields instead of rejecting the event', () => {
    const event = parse({ ...minimal, approval: 'yes', schoolYear: 'Final', virtualLink: 42 });
    expect(event.approval).toBe(false);
    expect(event.schoolYear).toEqual([]);
    expect(event.virtualLink).toBeUndefined();
  });

  it('drops list items without an id or link', () => {
    expect(readEvents([minimal, { title: 'no id' }, null]).map((e) => e.uniqueId)).toEqual(['u1']);
  });
});

describe('eventType / isOnline', () => {
  it('knows the three spec types only', () => {
    expect(eventType('Live Stream')).toBe('Live Stream');
    expect(eventType('Job Closings')).toBe('Job Closings');
    expect(eventType('Party')).toBeNull();
  });

  it('reads online from the flag, and from a link where an older API sent no flag', () => {
    expect(isOnline({ online: true, virtualLink: undefined })).toBe(true);
    expect(isOnline({ online: false, virtualLink: undefined })).toBe(false);
    expect(isOnline({ online: undefined, virtualLink: 'https://meet.example.com/x' })).toBe(true);
    expect(isOnline({ online: undefined, virtualLink: '  ' })).toBe(false);
    expect(isOnline({ online: undefined, virtualLink: undefined })).toBe(false);
  });

  it('reads when a question was asked and whether it is answered, with safe defaults', () => {
    const event = parse({
      ...minimal,
      questions: [
        { uniqueId: 'q1', text: 'Recorded?', upvotes: [], askedAt: '2026-11-20T09:12:00.000Z', answered: true },
        { uniqueId: 'q2', text: 'Slides?', upvotes: [], askedAt: null, answered: 'yes' },
      ],
      myQuestions: ['q1'],
    });
    expect(event.questions.map((q) => [q.askedAt, q.answered])).toEqual([
      ['2026-11-20T09:12:00.000Z', true],
      [undefined, undefined],
    ]);
    expect(event.myQuestions).toEqual(['q1']);
  });

  it("marks a deleted account's question, whose text is gone, and no other", () => {
    const event = parse({
      ...minimal,
      questions: [
        { uniqueId: 'q1', text: '', upvotes: ['u2'], answered: false, erased: true },
        { uniqueId: 'q2', text: 'Slides?', upvotes: [] },
        { uniqueId: 'q3', text: 'Odd', upvotes: [], erased: 'yes' },
      ],
    });
    expect(event.questions.map((q) => [q.uniqueId, q.erased])).toEqual([
      ['q1', true],
      ['q2', undefined],
      ['q3', undefined],
    ]);
  });

  it('drops a question without an id and keeps the others', () => {
    const event = parse({ ...minimal, questions: [{ text: 'no id' }, { uniqueId: 'q1', text: 'Kept', upvotes: ['a', 1] }] });
    expect(event.questions).toEqual([{ uniqueId: 'q1', text: 'Kept', upvotes: [], askedAt: undefined, answered: undefined }]);
  });

  it('keeps only the known attendance and status values', () => {
    expect(parse({ ...minimal, attendance: 'pending', status: 'cancelled' })).toMatchObject({ attendance: 'pending', status: 'cancelled' });
    expect(parse({ ...minimal, attendance: 'maybe', status: 'moved' })).toMatchObject({ attendance: undefined, status: undefined });
  });
});
