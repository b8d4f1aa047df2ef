import { publicPageIds } from '@fast-track/shared/public-site';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../lib/languages.ts';
import { loadPageText } from './load-text.ts';

// Each page's words are a file per language (content/pages/<lng>/<id>.ts): the type checks each file, this checks
// that none is missing (a missing one would quietly fall back to English).
describe('the public pages’ words', () => {
  it.each([...LANGUAGES])('%s has every page, each its own', async (lng) => {
    const files = import.meta.glob('./pages/*/*.ts');
    const titles = new Set<string>();
    for (const id of publicPageIds) {
      expect(files[`./pages/${lng}/${id}.ts`], `${lng}/${id}`).toBeDefined();
      const page = await loadPageText(lng, id);
      expect(page.cards.length).toBeGreaterThanOrEqual(3);
      titles.add(page.metaTitle);
    }
    expect(titles.size).toBe(publicPageIds.length);
  });
});
