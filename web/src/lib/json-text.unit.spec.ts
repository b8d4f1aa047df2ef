import { describe, expect, it } from 'vitest';
import { numberField, parseJsonObject, stringField } from './json-text.ts';

describe('parseJsonObject', () => {
  it('parses object JSON text and passes objects through', () => {
    expect(parseJsonObject('{"a":1}')).toEqual({ a: 1 });
    expect(parseJsonObject({ a: 1 })).toEqual({ a: 1 });
  });
  it('gives an empty object for anything else', () => {
    for (const bad of ['', '   ', '{x', 'null', '"str"', '[1]', 42, undefined, null, [1]]) {
      expect(parseJsonObject(bad)).toEqual({});
    }
  });
});

describe('fields', () => {
  it('reads trimmed strings and finite numbers only', () => {
    const obj = { s: ' hi ', n: 3, ns: '4.5', blank: '', inf: Infinity, nan: 'abc' };
    expect(stringField(obj, 's')).toBe('hi');
    expect(stringField(obj, 'n')).toBe('');
    expect(numberField(obj, 'n')).toBe(3);
    expect(numberField(obj, 'ns')).toBe(4.5);
    expect(numberField(obj, 'blank')).toBeUndefined();
    expect(numberField(obj, 'inf')).toBeUndefined();
    expect(numberField(obj, 'nan')).toBeUndefined();
  });
});
