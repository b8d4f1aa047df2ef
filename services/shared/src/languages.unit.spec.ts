import { describe, expect, it } from 'vitest';
import { pickLanguage } from './languages.ts';

describe('pickLanguage', () => {
  it('prefers the explicit lng, then Accept-Language by weight, else English', () => {
    expect(pickLanguage('de', 'fr')).toBe('de');
    expect(pickLanguage('pl-PL', undefined)).toBe('pl');
    expect(pickLanguage('xx', 'fr-CH, fr;q=0.9, en;q=0.8')).toBe('fr');
    expect(pickLanguage(undefined, 'ja, it;q=0.5, es;q=0.7')).toBe('es');
    expect(pickLanguage(undefined, 'de;q=0, en-GB')).toBe('en');
    expect(pickLanguage(undefined, 'ja, zh')).toBe('en');
    expect(pickLanguage(undefined, undefined)).toBe('en');
  });
});
