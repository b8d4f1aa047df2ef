import type { Page } from '@playwright/test';

/**
 * Photographs the page's current address at 390 and 1280 px in English and German into `folder` (full page), then
 * leaves it in English at 1280 px. Nothing when `folder` is unset: the specs pass it from an environment variable
 * of their own (e.g. MESSAGING_SCREENSHOTS), so ordinary runs take no pictures.
 */
export async function photographInTwoLanguages(page: Page, folder: string | undefined, name: string): Promise<void> {
  if (!folder) return;
  const url = page.url();
  const inLanguage = (lng: string): string => `${url}${url.includes('?') ? '&' : '?'}lng=${lng}`;
  for (const lng of ['en', 'de']) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(inLanguage(lng));
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${folder}/${name}-${lng}-${width}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(inLanguage('en'));
  await page.waitForLoadState('networkidle');
}
