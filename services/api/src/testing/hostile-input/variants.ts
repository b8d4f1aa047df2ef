import type { Json } from './hostile-world.ts';

// The hostile classes.

export const hostileStrings: Record<string, (valid: string) => string> = {
  nul: (v) => `${v}\u0000`,
  'lone high surrogate': (v) => `${v}\ud800`,
  'lone low surrogate': (v) => `\udc00${v}`,
};
const wrongTypes: Record<string, (valid: Json) => Json> = {
  number: () => 12345,
  array: (v) => [v],
  object: (v) => ({ value: v }),
  null: () => null,
};
const megabyte = 'a'.repeat(1024 * 1024);

export interface Variant {
  name: string;
  body?: Json;
  query?: Record<string, string | string[]>;
}

/** Every leaf of a JSON value with a setter, so one field at a time can be replaced. */
function leaves(value: Json, path: string[] = []): { path: string[]; value: Json }[] {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    return entries.flatMap(([k, v]) => leaves(v, [...path, k]));
  }
  return [{ path, value }];
}

export function replaced(value: Json, path: readonly string[], next: Json): Json {
  if (path.length === 0) return next;
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(value)) return value.map((v, i) => (String(i) === head ? replaced(v, rest, next) : v));
  if (value !== null && typeof value === 'object') return { ...value, [head]: replaced(value[head] ?? null, rest, next) };
  return value;
}

export function bodyVariants(body: Record<string, Json>): Variant[] {
  const variants: Variant[] = [];
  for (const leaf of leaves(body)) {
    const at = leaf.path.join('.');
    if (typeof leaf.value === 'string') {
      for (const [name, make] of Object.entries(hostileStrings)) variants.push({ name: `${name} in ${at}`, body: replaced(body, leaf.path, make(leaf.value)) });
    }
    for (const [name, make] of Object.entries(wrongTypes)) {
      variants.push({ name: `${name} as ${at}`, body: replaced(body, leaf.path, make(leaf.value)) });
    }
    if (typeof leaf.value !== 'string') variants.push({ name: `string as ${at}`, body: replaced(body, leaf.path, 'a string') });
  }
  const firstString = leaves(body).find((l) => typeof l.value === 'string');
  variants.push({ name: '1 MB string', body: firstString ? replaced(body, firstString.path, megabyte) : { ...body, pad: megabyte } });
  variants.push({ name: 'NUL in an unknown field', body: { ...body, extra: '\u0000' } });
  for (const whole of [[], 'a string', 42, null] as Json[]) variants.push({ name: `body ${JSON.stringify(whole)}`, body: whole });
  return variants;
}

export function queryVariants(query: Record<string, string>): Variant[] {
  const variants: Variant[] = [];
  for (const [key, valid] of Object.entries(query)) {
    for (const [name, make] of Object.entries(hostileStrings)) variants.push({ name: `${name} in ?${key}`, query: { ...query, [key]: make(valid) } });
    variants.push({ name: `array as ?${key}`, query: { ...query, [key]: [valid, valid] } });
    variants.push({ name: `empty ?${key}`, query: { ...query, [key]: '' } });
    variants.push({ name: `1 MB ?${key}`, query: { ...query, [key]: 'a'.repeat(16_000) } });
  }
  return variants;
}
