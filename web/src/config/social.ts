/** Social profiles shown in the footer. Names are brands (not translated); the accessible label is. */
export const socialLinks = [
  { name: 'LinkedIn', href: 'https://www.linkedin.com/', icon: 'linkedin' },
  { name: 'Instagram', href: 'https://www.instagram.com/', icon: 'instagram' },
  { name: 'YouTube', href: 'https://www.youtube.com/', icon: 'youtube' },
] as const;

export const COPYRIGHT_YEAR = 2024;
export const BRAND = 'Fast-Track';
