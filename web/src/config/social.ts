/**
 * The footer's social networks: names are brands (not translated; the accessible label is). Where each points is the
 * operator's configuration (SOCIAL_*_URL, served by GET /api/public/site); a network without a URL is not shown.
 */
export const socialNetworks = {
  linkedin: { name: 'LinkedIn', icon: 'linkedin' },
  instagram: { name: 'Instagram', icon: 'instagram' },
  youtube: { name: 'YouTube', icon: 'youtube' },
} as const;

export const COPYRIGHT_YEAR = 2024;
export const BRAND = 'Fast-Track';
