import { describe, expect, it } from 'vitest';
import { eventWhen } from './event-when.ts';

describe('eventWhen', () => {
  it('shows the wall clock of the event’s zone, in the reader’s language, and names the zone', () => {
    const when = eventWhen('2026-03-10T09:30:00Z', '2026-03-10T16:00:00Z', 'Europe/London', 'en');
    expect(when).toMatch(/Mar 10, 2026|10 Mar 2026/);
    expect(when).toContain('09:30–16:00');
    expect(when).toContain('(Europe/London)');
    expect(eventWhen('2026-03-10T09:30:00Z', '2026-03-10T16:00:00Z', 'America/New_York', 'de')).toContain('05:30–12:00 (America/New York)');
  });

  it('falls back to UTC for an unknown zone and says nothing for unreadable instants', () => {
    expect(eventWhen('2026-03-10T09:30:00Z', '2026-03-10T16:00:00Z', 'Mars/Olympus', 'en')).toContain('(UTC)');
    expect(eventWhen('soon', 'later', 'UTC', 'en')).toBe('');
  });
});
