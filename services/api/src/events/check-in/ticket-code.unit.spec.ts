import { describe, expect, it } from 'vitest';
import { newTicketCode, normaliseTicketCode, ticketAlphabet, ticketCodeLength } from './ticket-code.ts';

describe('ticket codes', () => {
  it('draws 8 characters of the look-alike-free alphabet, each from the whole alphabet', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const code = newTicketCode();
      expect(code).toMatch(new RegExp(`^[${ticketAlphabet}]{${ticketCodeLength}}$`));
      for (const ch of code) seen.add(ch);
    }
    expect(seen.size).toBe(32);
    expect(ticketAlphabet).not.toMatch(/[01OI]/);
  });

  it('uses the random source it is given (the real one is the CSPRNG)', () => {
    expect(newTicketCode(() => 0)).toBe('AAAAAAAA');
    expect(newTicketCode((max) => max - 1)).toBe('99999999');
  });

  it('reads a code as a host types it, and nothing else', () => {
    expect(normaliseTicketCode('k7qx-3m9p')).toBe('K7QX3M9P');
    expect(normaliseTicketCode(' K7QX 3M9P ')).toBe('K7QX3M9P');
    expect(normaliseTicketCode('K7QX3M9')).toBeUndefined();
    expect(normaliseTicketCode('K7QX3M90')).toBeUndefined();
    expect(normaliseTicketCode('K7QX3M9P\u0000')).toBeUndefined();
    expect(normaliseTicketCode('')).toBeUndefined();
  });
});
