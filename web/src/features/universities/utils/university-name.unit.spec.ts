import { describe, expect, it } from 'vitest';
import { matchesSearch, shortListName, shortSelectedName } from './university-name.ts';

const long = 'London School of Economics and Political Science, University of London';

describe('university name ellipsis', () => {
  it('cuts to 35 characters from 1025px', () => {
    const cut = shortSelectedName(long, 1025);
    expect(Array.from(cut)).toHaveLength(35);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it('cuts to 30 characters below 1025px', () => {
    const cut = shortSelectedName(long, 1024);
    expect(cut.length).toBeLessThanOrEqual(30);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('cuts to 50 characters in the list', () => {
    const cut = shortListName(long);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('leaves names that fit alone', () => {
    expect(shortSelectedName('University of Oxford', 400)).toBe('University of Oxford');
    expect(shortListName('Technische Universität München')).toBe('Technische Universität München');
    const exactly35 = 'a'.repeat(35);
    expect(shortSelectedName(exactly35, 1440)).toBe(exactly35);
  });
});

describe('university search', () => {
  it('matches a case-insensitive substring', () => {
    expect(matchesSearch('Universität Mannheim', 'MANN')).toBe(true);
    expect(matchesSearch('Universität Mannheim', 'tät m')).toBe(true);
    expect(matchesSearch('Universität Mannheim', 'berlin')).toBe(false);
    expect(matchesSearch('Anything', '  ')).toBe(true);
  });
});
