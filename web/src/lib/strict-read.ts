// Reading an answer of our own API that must be whole (a page's list, a ticket), without a schema library: the public
// site's pages carry no zod (≈15–30 KB gz, over the 70 KB first-screen budget of issue 28). Each reader returns the
// value with its type or throws MalformedAnswer, which outcome requests report like any unreadable answer.
// lib/lenient.ts is the other kind: readers that fall back instead of throwing, for lists that must survive one bad field.

export class MalformedAnswer extends TypeError {
  constructor(what: string) {
    super(`malformed answer: ${what}`);
    this.name = 'MalformedAnswer';
  }
}

export type Fields = Record<string, unknown>;

export function fields(value: unknown, what: string): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new MalformedAnswer(`${what} is not an object`);
  return value as Fields;
}

export function str(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new MalformedAnswer(`${what} is not a string`);
  return value;
}

export function num(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new MalformedAnswer(`${what} is not a number`);
  return value;
}

export const strOrNull = (value: unknown, what: string): string | null => (value === null ? null : str(value, what));

export function list<T>(value: unknown, what: string, item: (entry: unknown, what: string) => T): T[] {
  if (!Array.isArray(value)) throw new MalformedAnswer(`${what} is not a list`);
  return value.map((entry, i) => item(entry, `${what}[${i}]`));
}
