// The pure part of the code entry (otp-input.tsx): one digit per box, what typing, pasting and deleting do to them.

export type Cells = readonly string[];

export const emptyCells = (length: number): string[] => Array.from({ length }, () => '');

/** Only the digits of what was typed or pasted ("12 34", "12-34" and "Code: 1234" all give "1234"). */
export const digitsOf = (text: string): string => text.replace(/\D/g, '');

/** The boxes showing `value` (the parent's code), e.g. after it was cleared or set. */
export function cellsFromValue(value: string, length: number): string[] {
  const digits = digitsOf(value).slice(0, length);
  return emptyCells(length).map((_, i) => digits[i] ?? '');
}

/** The code the boxes hold: their digits in order (a box left empty is skipped, so the code is then too short). */
export const valueOf = (cells: Cells): string => cells.join('');

export interface Edit {
  cells: string[];
  /** The box to focus next. */
  focus: number;
}

/**
 * One digit into box `index`, then on to the next box. Several digits at once (a paste, the phone's one-time-code
 * autofill, a password manager) are the code from that box on: a whole code always fills every box from the first.
 */
export function insertAt(cells: Cells, index: number, text: string): Edit {
  const length = cells.length;
  const digits = digitsOf(text);
  if (digits.length === 0) return { cells: [...cells], focus: index };
  if (digits.length === 1) {
    const next = [...cells];
    next[index] = digits;
    return { cells: next, focus: Math.min(index + 1, length - 1) };
  }
  const start = digits.length >= length ? 0 : index;
  const next = [...cells.slice(0, start), ...digits.slice(0, length - start)];
  while (next.length < length) next.push('');
  return { cells: next, focus: Math.min(start + Math.min(digits.length, length - start), length - 1) };
}

/** Backspace: empties this box, or, when it is already empty, the one before (and moves there). */
export function backspaceAt(cells: Cells, index: number): Edit {
  const next = [...cells];
  if (next[index]) {
    next[index] = '';
    return { cells: next, focus: index };
  }
  const previous = Math.max(index - 1, 0);
  next[previous] = '';
  return { cells: next, focus: previous };
}

/** Delete: empties this box and stays. */
export function deleteAt(cells: Cells, index: number): Edit {
  const next = [...cells];
  next[index] = '';
  return { cells: next, focus: index };
}
