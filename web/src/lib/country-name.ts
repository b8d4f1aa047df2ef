import type { Country } from '../config/countries.ts';

const cache = new Map<string, Intl.DisplayNames | null>();

/** The country in the UI language (the browser knows every region name); English keeps the API's own names. */
export function countryName(country: Country, lng: string): string {
  if (lng === 'en') return country.name;
  if (!cache.has(lng)) {
    try {
      cache.set(lng, new Intl.DisplayNames([lng], { type: 'region' }));
    } catch {
      cache.set(lng, null);
    }
  }
  return cache.get(lng)?.of(country.code) ?? country.name;
}
