import type { Config } from '@fast-track/shared/config';

/** What the operator sets for the public site (config: SALES_EMAIL, SOCIAL_*, PRICING_CURRENCY, PRICE_*). */
export interface SiteSettings {
  salesEmail: string;
  social: { network: 'linkedin' | 'instagram' | 'youtube'; url: string }[];
  pricing: { currency: string; plans: Record<'starter' | 'growth' | 'enterprise', number | null> };
}

export const defaultSiteSettings: SiteSettings = {
  salesEmail: 'sales@fast-track.local',
  social: [],
  pricing: { currency: 'EUR', plans: { starter: null, growth: null, enterprise: null } },
};

export function siteSettingsFrom(config: Config): SiteSettings {
  const social: SiteSettings['social'] = [];
  if (config.SOCIAL_LINKEDIN_URL) social.push({ network: 'linkedin', url: config.SOCIAL_LINKEDIN_URL });
  if (config.SOCIAL_INSTAGRAM_URL) social.push({ network: 'instagram', url: config.SOCIAL_INSTAGRAM_URL });
  if (config.SOCIAL_YOUTUBE_URL) social.push({ network: 'youtube', url: config.SOCIAL_YOUTUBE_URL });
  return {
    salesEmail: config.SALES_EMAIL,
    social,
    pricing: {
      currency: config.PRICING_CURRENCY,
      plans: { starter: config.PRICE_STARTER ?? null, growth: config.PRICE_GROWTH ?? null, enterprise: config.PRICE_ENTERPRISE ?? null },
    },
  };
}
