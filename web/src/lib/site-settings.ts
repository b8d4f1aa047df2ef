/** What the operator configured for the public site (GET /api/public/site; docs/public-site.md). */
export interface SiteSettings {
  social: { network: 'linkedin' | 'instagram' | 'youtube'; url: string }[];
  pricing: { currency: string; plans: Record<'starter' | 'growth' | 'enterprise', number | null> };
}

let pending: Promise<SiteSettings> | undefined;

const networks = new Set(['linkedin', 'instagram', 'youtube']);

function parse(body: unknown): SiteSettings {
  const value = (body ?? {}) as Partial<SiteSettings>;
  const social = Array.isArray(value.social)
    ? value.social.filter((s) => networks.has(s?.network) && typeof s.url === 'string' && s.url.startsWith('https://'))
    : [];
  const plans = value.pricing?.plans;
  const price = (n: unknown): number | null => (typeof n === 'number' && Number.isFinite(n) ? n : null);
  return {
    social,
    pricing: {
      currency: typeof value.pricing?.currency === 'string' ? value.pricing.currency : 'EUR',
      plans: { starter: price(plans?.starter), growth: price(plans?.growth), enterprise: price(plans?.enterprise) },
    },
  };
}

/**
 * Loaded once per page load and shared (footer and pricing page). Plain fetch, not the HTTP client: the footer is on
 * every first screen and must not pull the client in. A failure is not kept, so the next caller tries again.
 */
export function loadSiteSettings(): Promise<SiteSettings> {
  pending ??= fetch('/api/public/site', { headers: { Accept: 'application/json' } })
    .then((res) => {
      if (!res.ok) throw new Error(`site settings answered ${res.status}`);
      return res.json() as Promise<unknown>;
    })
    .then(parse)
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}
