import { describe, expect, it } from 'vitest';
import { formatNumber, formatSeconds } from './number-format.ts';

describe('formatNumber', () => {
  it('writes decimals the reader\'s way', () => {
    expect(formatNumber(20 / 3, 'de')).toBe('6,67');
    expect(formatNumber(20 / 3, 'en')).toBe('6.67');
    expect(formatNumber(20 / 3, 'fr')).toBe('6,67');
  });

  it('drops the decimals of whole numbers and groups thousands', () => {
    expect(formatNumber(10, 'de')).toBe('10');
    expect(formatNumber(12345.5, 'de')).toBe('12.345,5');
  });

  it('counts what is not a finite number as 0', () => {
    expect(formatNumber(Number.NaN, 'pl')).toBe('0');
  });
});

describe('formatSeconds', () => {
  it('writes the unit in the reader\'s language, short for a label and long to be read aloud', () => {
    expect(formatSeconds(58, 'de', 'short')).toBe('58 Sek.');
    expect(formatSeconds(58, 'en', 'long')).toBe('58 seconds');
    expect(formatSeconds(1, 'en', 'long')).toBe('1 second');
    expect(formatSeconds(58, 'pl', 'long')).toBe('58 sekund');
  });
});
