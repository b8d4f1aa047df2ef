// The six interface languages (spec §9), shared by the API (mail language, settings) and the SPA.
export const supportedLanguages = ['en', 'de', 'fr', 'pl', 'es', 'it'] as const;
export type Language = (typeof supportedLanguages)[number];
export const fallbackLanguage: Language = 'en';

export function isLanguage(value: string): value is Language {
  return (supportedLanguages as readonly string[]).includes(value);
}

/** 'de-CH' → 'de'; anything unsupported → the fallback. */
export function toLanguage(value: string | undefined): Language {
  const base = (value ?? '').trim().toLowerCase().split('-')[0] ?? '';
  return isLanguage(base) ? base : fallbackLanguage;
}

/** Explicit `lng` first, then the first supported Accept-Language entry (by q), else English. */
export function pickLanguage(explicit: string | undefined, acceptLanguage: string | undefined): Language {
  const supported = (tag: string | undefined): Language | undefined => {
    const base = tag?.trim().toLowerCase().split('-')[0];
    return supportedLanguages.find((l) => l === base);
  };
  const direct = supported(explicit);
  if (direct) return direct;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag, ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of ranked) {
    const lng = supported(entry.tag);
    if (lng) return lng;
  }
  return fallbackLanguage;
}
