// Reading our own API's JSON on the entry screens without a schema library (zod is ≈6 KB gz, more than the first
// screen of /events could carry under issue 10's budget): each reader returns the value when it has the expected
// type and a safe fallback otherwise, so a malformed optional field never blanks a whole screen.

export type Json = Record<string, unknown>;

export const record = (value: unknown): Json | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null;

export const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

export const optionalText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** A list of strings; anything else (or a list holding a non-string) is the empty list. */
export const texts = (value: unknown): string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value) : [];

export const optionalTexts = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value) : undefined;

export const flag = (value: unknown, fallback = false): boolean => (typeof value === 'boolean' ? value : fallback);

export const optionalFlag = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);

export const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T | undefined =>
  allowed.find((candidate) => candidate === value);
