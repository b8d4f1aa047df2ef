import { describe, expect, it } from 'vitest';
import { groupedCode, readTicket } from './get-ticket.ts';

const event = { uniqueId: 'e1', link: 'acme-day-e1', title: 'Acme Day', startTime: '2026-12-01T09:00:00.000Z', endTime: '2026-12-01T11:00:00.000Z', timezone: 'Europe/London' };

describe('readTicket', () => {
  it('reads a ticket not yet checked in, and one checked in, keeping only the known fields', () => {
    expect(readTicket({ code: 'ABCD2345', checkedInAt: null, event: { ...event, extra: 1 } })).toEqual({ code: 'ABCD2345', checkedInAt: null, event });
    expect(readTicket({ code: 'ABCD2345', checkedInAt: '2026-12-01T09:05:00.000Z', event }).checkedInAt).toBe('2026-12-01T09:05:00.000Z');
  });

  it('refuses a ticket with a missing or mistyped field', () => {
    expect(() => readTicket(undefined)).toThrow(TypeError);
    expect(() => readTicket({ checkedInAt: null, event })).toThrow(TypeError);
    expect(() => readTicket({ code: 'ABCD2345', event })).toThrow(TypeError);
    expect(() => readTicket({ code: 'ABCD2345', checkedInAt: 5, event })).toThrow(TypeError);
    expect(() => readTicket({ code: 'ABCD2345', checkedInAt: null })).toThrow(TypeError);
    expect(() => readTicket({ code: 'ABCD2345', checkedInAt: null, event: { ...event, timezone: undefined } })).toThrow(TypeError);
  });
});

describe('groupedCode', () => {
  it('shows an eight-letter code as two groups of four', () => {
    expect(groupedCode('ABCD2345')).toBe('ABCD 2345');
  });
});
