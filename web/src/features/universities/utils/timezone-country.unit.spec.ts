import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../../config/countries.ts';
import { countryFromTimeZone } from './timezone-country.ts';

describe('country from the time zone', () => {
  it('maps the zones of supported countries', () => {
    expect(countryFromTimeZone('Europe/London')).toBe('United Kingdom');
    expect(countryFromTimeZone('Europe/Berlin')).toBe('Germany');
    expect(countryFromTimeZone('Europe/Warsaw')).toBe('Poland');
    expect(countryFromTimeZone('Atlantic/Canary')).toBe('Spain');
    expect(countryFromTimeZone('Europe/Istanbul')).toBe('Turkey');
  });

  it('gives nothing for unsupported or missing zones, so the country stays cleared', () => {
    expect(countryFromTimeZone('America/New_York')).toBeUndefined();
    expect(countryFromTimeZone('Europe/Vienna')).toBeUndefined();
    expect(countryFromTimeZone('')).toBeUndefined();
    expect(countryFromTimeZone(undefined)).toBeUndefined();
  });

  it('reaches every supported country and nothing else', () => {
    const names = new Set(COUNTRIES.map((c) => c.name));
    const reached = new Set<string>();
    for (const zone of Intl.supportedValuesOf('timeZone').concat(['Europe/Belfast', 'Europe/Tiraspol', 'Asia/Istanbul'])) {
      const country = countryFromTimeZone(zone);
      if (country) reached.add(country);
    }
    expect([...reached].filter((c) => !names.has(c))).toEqual([]);
    expect([...names].filter((c) => !reached.has(c))).toEqual([]);
  });
});
