// Proof of the move (issue 24 part 3), deleted with the TypeScript texts it compares: every text of the public site
// and of the legal pages, read from the JSON groups through i18next as the app reads them, equals the old TypeScript
// module's, in all six languages.
import { publicPageIds } from '@fast-track/shared/public-site';
import { describe, expect, it } from 'vitest';
import { legalDocIds, legalDocumentFrom } from '../../../components/legal/legal-document.ts';
import { createTestI18n } from '../../../lib/i18n-test-resources.ts';
import { LANGUAGES } from '../../../lib/languages.ts';
import { pageSetups } from '../pages.ts';

const shared = import.meta.glob<{ default: Record<string, unknown> }>('./lang/*.ts');
const pages = import.meta.glob<{ default: unknown }>('./pages/*/*.ts');
const legal = import.meta.glob<{ default: unknown }>('../../../components/legal/content/*/*.ts');

// The old texts wrote placeholders {name}; i18next's are {{name}}: filled with '{name}' they must give the old text.
const samePlaceholders = { reference: '{reference}', minutes: '{minutes}', date: '{date}', page: '{page}', pages: '{pages}' };
const widgetGroups = { form: 'siteForm', pricing: 'sitePricing', toolkit: 'siteToolkit', faq: 'siteFaq', trackLive: 'siteTrackLive', screens: 'siteScreens', magazine: 'siteMagazine' } as const;

describe.each([...LANGUAGES])('%s', (lng) => {
  const i18n = createTestI18n(lng);
  const read = (group: string) => i18n.t(group, { returnObjects: true, ...samePlaceholders });

  it('the public site’s shared words', async () => {
    const old = (await shared[`./lang/${lng}.ts`]!()).default;
    const { linkLabels, groups, common, events, ...widgets } = old;
    expect(read('site')).toEqual({ linkLabels, groups, common, events });
    for (const [key, group] of Object.entries(widgetGroups)) expect(read(group), group).toEqual(widgets[key]);
    expect(Object.keys(widgets).sort()).toEqual(Object.keys(widgetGroups).sort());
  });

  it('each public page’s words', async () => {
    for (const id of publicPageIds) {
      const old = (await pages[`./pages/${lng}/${id}.ts`]!()).default;
      expect(read(pageSetups[id].texts), id).toEqual(old);
    }
  });

  it('each legal page, retention figures filled in', async () => {
    for (const doc of legalDocIds) {
      const old = (await legal[`../../../components/legal/content/${doc}/${lng}.ts`]!()).default;
      expect(legalDocumentFrom(i18n.t, doc), doc).toEqual(old);
    }
  });
});
