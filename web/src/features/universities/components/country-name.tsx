import { useTranslation } from 'react-i18next';
import type { Country } from '../../../config/countries.ts';

const cache = new Map<string, Intl.DisplayNames | null>();

function displayNames(lng: string): Intl.DisplayNames | null {
  if (!cache.has(lng)) {
    try {
      cache.set(lng, new Intl.DisplayNames([lng], { type: 'region' }));
    } catch {
      cache.set(lng, null);
    }
  }
  return cache.get(lng) ?? null;
}

/** The country in the UI language (the browser knows every region name); English keeps the API's own names. */
export function CountryName({ country }: { country: Country }) {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? 'en';
  const name = lng === 'en' ? country.name : (displayNames(lng)?.of(country.code) ?? country.name);
  return <span lang={lng}>{name}</span>;
}
