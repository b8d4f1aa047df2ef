// The header at real widths and the languages (query string, footer selector, cookie). Routing rules and the
// highlighted audience tab are component tests: web/src/app/area-routes.component.spec.tsx,
// web/src/app/layouts/header.component.spec.tsx.
import { expect, test } from './support/fixtures.ts';
import { resizeTo } from './support/layout.ts';
import { localeTexts } from './support/locale-texts.ts';

type Tree = { [key: string]: string | Tree };
const translations = (lng: string): Tree => localeTexts<Tree>(lng);
function text(tree: Tree, key: string): string {
  const value = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
  if (typeof value !== 'string') throw new Error(`missing translation key ${key}`);
  return value;
}

test.describe('navigation', () => {
  test('the tab bar shows only at 1024px and wider', async ({ page }) => {
    await page.setViewportSize({ width: 1023, height: 800 });
    await page.goto('/');
    await expect(page.getByTestId('audience-tab-students')).toBeHidden();
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(page.getByTestId('audience-tab-students')).toBeVisible();
  });

  test('the header never runs off the screen: long labels move the tabs to a row of their own', async ({ page }) => {
    for (const lng of ['en', 'de', 'fr']) {
      // One load per language, resized to each width (the header re-measures on resize: use-header-stacking.ts).
      await page.setViewportSize({ width: 1024, height: 800 });
      await page.goto(`/events?lng=${lng}`);
      for (const width of [1024, 1280]) {
        await resizeTo(page, width, 800);
        await expect(page.getByTestId('header-login')).toBeVisible();
        const login = await page.getByTestId('header-login').boundingBox();
        const tab = await page.getByTestId('audience-tab-studentOrganisations').boundingBox();
        expect(login && login.x + login.width, `${lng} at ${width}px`).toBeLessThanOrEqual(width);
        expect(tab && tab.x + tab.width, `${lng} at ${width}px`).toBeLessThanOrEqual(width);
      }
    }
  });
});

test.describe('languages', () => {
  const en = translations('en');
  const de = translations('de');
  const fr = translations('fr');

  test('?lng=de shows German', async ({ page }) => {
    expect(text(de, 'events.title')).not.toBe(text(en, 'events.title'));
    await page.goto('/events?lng=de');
    await expect(page.getByText(text(de, 'events.title')).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('the footer selector switches the language and a cookie keeps it', async ({ page, context }) => {
    await page.goto('/events');
    await expect(page.getByText(text(en, 'events.title')).first()).toBeVisible();

    await page.getByTestId('language-select').selectOption('fr');
    await expect(page.getByText(text(fr, 'events.title')).first()).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.value === 'fr'), JSON.stringify(cookies)).toBeTruthy();

    await page.goto('/events');
    await expect(page.getByText(text(fr, 'events.title')).first()).toBeVisible();
    await expect(page.getByTestId('language-select')).toHaveValue('fr');
  });
});
