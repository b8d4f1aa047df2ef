// Interview scheduling's limits (issue 25 part 4), shared by the API (which enforces them) and the SPA (which checks
// the same before sending). A slot is a start instant and a length; the proposer's IANA zone travels beside it.

export const interviewLimits = {
  /** Slots in one proposal. */
  minSlots: 1,
  maxSlots: 10,
  /** Length of one slot, in minutes. */
  minMinutes: 15,
  maxMinutes: 240,
  /** How far ahead a slot may start. */
  maxDaysAhead: 120,
  /** The optional short message with a proposal, a cancellation or a request for another time. */
  message: 500,
} as const;

export interface SlotDraft {
  /** ISO-8601 instant. */
  start: string;
  minutes: number;
}

/** Why a slot cannot be offered: already started, too far ahead, a length out of range, or overlapping another slot. */
export type SlotProblem = 'past' | 'tooFar' | 'length' | 'overlap';

/**
 * The first problem of each slot, by index (a slot without problems has no entry). Overlap is checked against the
 * slots before it, so the later of two overlapping slots is the one named.
 */
export function slotProblems(slots: readonly SlotDraft[], nowMs: number): Map<number, SlotProblem> {
  const problems = new Map<number, SlotProblem>();
  const latest = nowMs + interviewLimits.maxDaysAhead * 86_400_000;
  slots.forEach((slot, index) => {
    const start = Date.parse(slot.start);
    const end = start + slot.minutes * 60_000;
    if (!Number.isInteger(slot.minutes) || slot.minutes < interviewLimits.minMinutes || slot.minutes > interviewLimits.maxMinutes) problems.set(index, 'length');
    else if (!(start > nowMs)) problems.set(index, 'past');
    else if (start > latest) problems.set(index, 'tooFar');
    else if (slots.slice(0, index).some((other) => overlaps(start, end, Date.parse(other.start), Date.parse(other.start) + other.minutes * 60_000))) {
      problems.set(index, 'overlap');
    }
  });
  return problems;
}

/** Half-open intervals: one slot may end when the next starts. */
export const overlaps = (startA: number, endA: number, startB: number, endB: number): boolean => startA < endB && startB < endA;
