import { publicPageIds } from '@fast-track/shared/public-site';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../lib/languages.ts';
import { loadPageText } from './load-text.ts';

// Each page's words are a file per language (content/pages/<lng>/<id>.ts): the type checks each file, this checks
// that none is missing (a missing one would quietly fall back to English), that each page of a language has its own
// title, heading and description, and that no other language kept the English title. The browser tier renders the
// pages in English and German only (e2e/public-site.e2e.spec.ts): the words of the other four are checked here.
describe('the public pages’ words', () => {
  it.each([...LANGUAGES])('%s has every page, each its own', async (lng) => {
    const files = import.meta.glob('./pages/*/*.ts');
    const titles = new Set<string>();
    const headings = new Set<string>();
    for (const id of publicPageIds) {
      expect(files[`./pages/${lng}/${id}.ts`], `${lng}/${id}`).toBeDefined();
      const page = await loadPageText(lng, id);
      const english = await loadPageText('en', id);
      expect(page.cards.length).toBeGreaterThanOrEqual(3);
      expect(page.metaDescription.length, `${lng}/${id} description`).toBeGreaterThan(40);
      if (lng !== 'en') expect(page.metaTitle, `${lng}/${id} is translated`).not.toBe(english.metaTitle);
      titles.add(page.metaTitle);
      headings.add(page.title);
    }
    expect(titles.size).toBe(publicPageIds.length);
    expect(headings.size).toBe(publicPageIds.length);
  });
});
