import { describe, expect, it } from 'vitest';
import { createTestI18n, localeResources } from './i18n-test-resources.ts';

const footerOf = (lng: 'en' | 'de') => localeResources(lng).footer as Record<string, string>;

describe('test i18n setup', () => {
  it('resolves real English texts synchronously, without fetch', () => {
    const i18n = createTestI18n();
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('footer.tagline')).toBe(footerOf('en').tagline);
    expect(i18n.t('footer.copyright', { year: 2026, brand: 'Fast-Track' })).toBe('© 2026 Fast-Track. All rights reserved.');
  });

  it('gives another language its own texts', () => {
    const de = createTestI18n('de');
    expect(de.t('footer.tagline')).toBe(footerOf('de').tagline);
    expect(de.t('footer.tagline')).not.toBe(footerOf('en').tagline);
  });
});
