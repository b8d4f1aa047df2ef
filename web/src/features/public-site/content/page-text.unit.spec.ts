import { publicPageIds } from '@fast-track/shared/public-site';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../../lib/i18n-test-resources.ts';
import { LANGUAGES } from '../../../lib/languages.ts';
import { pageSetups } from '../pages.ts';
import { groupTexts } from './texts.ts';
import type { PageText } from './types.ts';

// Each page's words are a key group per page (web/public/locales/<lng>/sitePage<Id>.json): locales.unit.spec.ts
// checks that every language has every key; this checks that each page of a language has its own title, heading and
// description, and that no other language kept the English title. The browser tier renders the pages in English and
// German only (e2e/public-site.e2e.spec.ts): the words of the other four are checked here.
describe('the public pages’ words', () => {
  const english = createTestI18n('en');
  it.each([...LANGUAGES])('%s has every page, each its own', (lng) => {
    const i18n = createTestI18n(lng);
    const titles = new Set<string>();
    const headings = new Set<string>();
    for (const id of publicPageIds) {
      const page = groupTexts<PageText>(i18n.t, pageSetups[id].texts);
      const en = groupTexts<PageText>(english.t, pageSetups[id].texts);
      expect(typeof page, `${lng}/${id}`).toBe('object');
      expect(page.cards.length).toBeGreaterThanOrEqual(3);
      expect(page.metaDescription.length, `${lng}/${id} description`).toBeGreaterThan(40);
      if (lng !== 'en') expect(page.metaTitle, `${lng}/${id} is translated`).not.toBe(en.metaTitle);
      titles.add(page.metaTitle);
      headings.add(page.title);
    }
    expect(titles.size).toBe(publicPageIds.length);
    expect(headings.size).toBe(publicPageIds.length);
  });
});
