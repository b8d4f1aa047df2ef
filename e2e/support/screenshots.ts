import type { Locator, Page, TestInfo } from '@playwright/test';

/**
 * A picture for a human to look at, kept with the test's output, only when E2E_SCREENSHOTS is set: a full-page
 * screenshot is encoded in the browser (software rendering here), and the CI, where nobody looks at them, paid for
 * one per screen, width and language in the layout sweeps (the host directory's sweep: N CPU-s with, M without).
 * The layout and axe checks beside the pictures are what the CI proves; the pictures are for reviewing a screen.
 */
export async function photograph(target: Page | Locator, testInfo: TestInfo, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  const fullPage = 'goto' in target ? { fullPage: true } : {};
  await target.screenshot({ path: testInfo.outputPath(`${name}.png`), ...fullPage });
}

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
