import type { AnswerValue, StudentTask } from '../api/challenge-schema.ts';

// Reading and writing the answer shapes of docs/challenges.md (single { optionId }, multiple { optionIds },
// numeric { value }, ordering { itemIds }, written { text }). Pure, so the screens hold no rules.

export const chosenOption = (a: AnswerValue | undefined): string | null => (a && 'optionId' in a ? a.optionId : null);
export const chosenOptions = (a: AnswerValue | undefined): string[] => (a && 'optionIds' in a ? a.optionIds : []);
export const typedText = (a: AnswerValue | undefined): string => (a && 'text' in a ? a.text : '');
export const numericValue = (a: AnswerValue | undefined): number | null => (a && 'value' in a ? a.value : null);

/** The order on screen: the saved one when it is still a permutation of the items, else this attempt's order. */
export function currentOrder(task: StudentTask, a: AnswerValue | undefined): string[] {
  const ids = task.items.map((i) => i.id);
  if (a && 'itemIds' in a && a.itemIds.length === ids.length && ids.every((id) => a.itemIds.includes(id))) return a.itemIds;
  return ids;
}

/** Moves the item at `from` by `by` places (−1 up, +1 down); the same list when it would leave the list. */
export function move(order: readonly string[], from: number, by: number): string[] {
  const to = from + by;
  if (from < 0 || from >= order.length || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

export function toggle(list: readonly string[], id: string): string[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}

/**
 * A typed number as the server takes it: '1 234,5' and '1,234.5' both read as 1234.5; a lone comma is a decimal
 * comma (German, French, Polish…). null when it is not a finite number or beyond ±1e15.
 */
export function parseNumber(typed: string): number | null {
  let text = typed.trim().replace(/[\s\u00a0\u202f']/g, '');
  if (!text) return null;
  if (text.includes(',') && text.includes('.')) {
    text = text.lastIndexOf(',') > text.lastIndexOf('.') ? text.replace(/\./g, '').replace(',', '.') : text.replace(/,/g, '');
  } else if ((text.match(/,/g) ?? []).length === 1) {
    text = text.replace(',', '.');
  }
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) && Math.abs(value) <= 1e15 ? value : null;
}

export function isAnswered(a: AnswerValue | undefined): boolean {
  if (!a) return false;
  if ('optionIds' in a) return a.optionIds.length > 0;
  if ('text' in a) return a.text.trim().length > 0;
  return true;
}

/** mm:ss (h:mm:ss past an hour) of a number of milliseconds, rounded up so 0:00 means the time is really up. */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
