import { interviewLimits, slotProblems, type SlotProblem } from '@fast-track/shared/interview-rules';
import { isIanaTimeZone, zonedTimeToUtc } from '@fast-track/shared/zoned-time';

// The employer's slot editor as data: each row a local date and time in the chosen zone and a length; turned into
// UTC instants and checked by the same rules as the server (@fast-track/shared/interview-rules).

export interface SlotRow {
  key: number;
  /** YYYY-MM-DD, as a date input gives it. */
  date: string;
  /** HH:MM. */
  time: string;
  minutes: number;
}

export const slotLengths = [15, 30, 45, 60, 90, 120, 180, 240] as const;

let nextKey = 0;
export const newRow = (date = '', time = '10:00', minutes = 30): SlotRow => ({ key: ++nextKey, date, time, minutes });

/** A row's start as an ISO instant in `zone`; null while its date or time is not complete. */
export function rowStart(row: SlotRow, zone: string): string | null {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(row.date);
  const time = /^(\d{2}):(\d{2})$/.exec(row.time);
  if (!date || !time || !isIanaTimeZone(zone)) return null;
  return zonedTimeToUtc({ year: Number(date[1]), month: Number(date[2]), day: Number(date[3]), hour: Number(time[1]), minute: Number(time[2]) }, zone).toISOString();
}

export type RowProblem = SlotProblem | 'missing';

/** Each row's first problem by its key (none: the row is fine), checked as the server will. */
export function rowProblems(rows: readonly SlotRow[], zone: string, nowMs: number): Map<number, RowProblem> {
  const problems = new Map<number, RowProblem>();
  const complete: { row: SlotRow; start: string }[] = [];
  for (const row of rows) {
    const start = rowStart(row, zone);
    if (start) complete.push({ row, start });
    else problems.set(row.key, 'missing');
  }
  const checked = slotProblems(complete.map((c) => ({ start: c.start, minutes: c.row.minutes })), nowMs);
  checked.forEach((problem, index) => problems.set(complete[index]!.row.key, problem));
  return problems;
}

export const canAddRow = (rows: readonly SlotRow[]): boolean => rows.length < interviewLimits.maxSlots;

/** A server refusal's field path (`slots.2.start`) → the row it names. */
export function rowOfPath(rows: readonly SlotRow[], path: string): SlotRow | undefined {
  const match = /^slots\.(\d+)/.exec(path);
  return match ? rows[Number(match[1])] : undefined;
}

/** The row after `previous`: starting when it ends, the same day and length (an empty row when there is none). */
export function nextRow(previous: SlotRow | undefined): SlotRow {
  if (!previous) return newRow();
  const time = /^(\d{2}):(\d{2})$/.exec(previous.time);
  const minutes = time ? Number(time[1]) * 60 + Number(time[2]) + previous.minutes : -1;
  const next = minutes >= 0 && minutes < 24 * 60 ? `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}` : previous.time;
  return newRow(previous.date, next, previous.minutes);
}
