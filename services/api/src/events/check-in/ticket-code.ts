import { randomInt } from 'node:crypto';

// A ticket's short code: 8 characters of a 32-letter alphabet without look-alikes (no 0/O, 1/I), drawn from the
// system's CSPRNG — 40 bits, about 10^12 codes per event. Guessing is bounded by the check-in's rate limit (a few
// dozen wrong codes per host and event per ten minutes), so finding one attendee's code by trying takes decades.
// The code is looked up only within the host's own event: another event's code is simply unknown there.

export const ticketAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const ticketCodeLength = 8;

export function newTicketCode(draw: (max: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < ticketCodeLength; i++) code += ticketAlphabet[draw(ticketAlphabet.length)];
  return code;
}

/** As a host types or a camera reads it: any case, spaces and dashes ignored. Undefined when it cannot be a code. */
export function normaliseTicketCode(input: string): string | undefined {
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== ticketCodeLength) return undefined;
  for (const ch of code) if (!ticketAlphabet.includes(ch)) return undefined;
  return code;
}
