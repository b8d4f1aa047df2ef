// University picker (spec §2 University picker, §5, §9): the chosen name cut by the real viewport width. The picker's
// states (time-zone country, quick picks, search, 'other', the country list) are component tests:
// web/src/app/routes/university-picker.component.spec.tsx.
import { expect, test } from './support/fixtures.ts';

test.describe('university picker', () => {
  test('cuts a long chosen name to 35 characters on wide screens and 30 on narrow ones', async ({ page }) => {
    const long = 'London School of Economics and Political Science, University of London';
    await page.goto('/');
    await page.getByTestId('university-picker').click();
    await page.getByTestId('quick-select-option').filter({ hasText: 'London School of Economics' }).click();
    const value = page.getByTestId('university-picker-value');
    await expect(value).toHaveText(/…$/);
    const wide = (await value.textContent()) ?? '';
    expect(Array.from(wide)).toHaveLength(35);
    expect(long.startsWith(wide.slice(0, -1).trimEnd())).toBe(true);
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect.poll(async () => Array.from((await value.textContent()) ?? '').length).toBeLessThanOrEqual(30);
  });
});
