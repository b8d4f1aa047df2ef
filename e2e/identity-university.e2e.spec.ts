// University picker (spec §2 University picker, §4, §5, §9): country, quick-select, search, 'other', ellipsis, storage.
import { getRoot } from './identity-support.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('university picker', () => {
  test('preselects the country from the time zone and picks a quick-select university', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('university-picker').click();
    const panel = page.getByTestId('university-panel');
    // playwright.config: timezoneId Europe/London
    await expect(panel.getByTestId('chosen-country')).toHaveAttribute('data-country', 'United Kingdom');
    await expect(panel.getByText('QUICKSELECT')).toBeVisible();
    await expect(panel.getByText('MORE UNIVERSITIES')).toBeVisible();
    await expect(panel.getByTestId('quick-select-option')).toHaveCount(4);
    await panel.getByTestId('quick-select-option').filter({ hasText: 'University of Oxford' }).click();
    await expect(page.getByTestId('university-picker-value')).toHaveText('University of Oxford');

    // persisted under `root`, version 1, and back after a reload
    const root = await getRoot(page);
    expect(root.version).toBe(1);
    expect(root.state.Uni).toMatchObject({ name: 'University of Oxford', area: 'United Kingdom' });
    await page.reload();
    await expect(page.getByTestId('university-picker-value')).toHaveText('University of Oxford');

    await page.getByTestId('register-now').click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByTestId('registration-next')).toBeEnabled();
  });

  test('Change Location lists the 29 countries; Germany has 8 quick picks; search is a case-insensitive substring', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('university-picker').click();
    const panel = page.getByTestId('university-panel');
    await panel.getByTestId('change-location').click();
    await expect(panel.getByTestId('country-option')).toHaveCount(29);
    // The flag is an SVG beside the name (issue 10), not an emoji that shows as letters or a box on many machines.
    await expect(panel.locator('[data-country="Germany"] svg')).toBeVisible();
    await expect(panel.locator('[data-country="Germany"]')).toHaveText('Germany');
    await panel.locator('[data-testid="country-option"][data-country="Germany"]').click();
    await expect(panel.getByTestId('quick-select-option')).toHaveCount(8);
    await expect(panel.getByTestId('university-option').first()).toBeVisible();

    await panel.getByTestId('university-search').fill('MANNHEIM');
    await expect(panel.getByText('QUICKSELECT')).toBeHidden();
    const options = panel.getByTestId('university-option');
    await expect(options.first()).toBeVisible();
    for (const name of await options.allTextContents()) expect(name.toLowerCase()).toContain('mannheim');
    await options.filter({ hasText: 'Universität Mannheim' }).first().click();
    await expect(page.getByTestId('university-picker-value')).toHaveText('Universität Mannheim');

    await page.getByTestId('university-picker').click();
    await panel.getByTestId('university-search').fill('zzzz-no-such');
    await expect(panel.getByTestId('university-empty')).toBeVisible();
  });

  test('Poland and Belgium quick picks', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('university-picker').click();
    const panel = page.getByTestId('university-panel');
    await panel.getByTestId('change-location').click();
    await panel.locator('[data-testid="country-option"][data-country="Poland"]').click();
    await expect(panel.getByTestId('quick-select-option')).toHaveCount(4);
    await panel.getByTestId('change-location').click();
    await panel.locator('[data-testid="country-option"][data-country="Belgium"]').click();
    await expect(panel.getByTestId('quick-select-option')).toHaveCount(3);
  });

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

  test("'other' sets the name to other and opens /register?other=true with a name field", async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('university-picker').click();
    await page.getByTestId('university-other').click();
    await expect(page).toHaveURL(/\/register\?other=true$/);
    const root = await getRoot(page);
    expect(root.state.Uni?.name).toBe('other');
    await expect(page.getByRole('heading', { name: "Let's start" })).toBeVisible();
    await expect(page.getByTestId('registration-next')).toBeDisabled();
    await page.getByTestId('university-name').fill('Hochschule Example');
    await expect(page.getByTestId('registration-next')).toBeEnabled();
    await page.getByTestId('registration-next').click();
    await expect(page.getByRole('heading', { name: 'Start Onboarding' })).toBeVisible();
  });
});

test.describe('university picker outside the supported zones', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('leaves the country cleared and shows the country list', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('university-picker').click();
    await expect(page.getByTestId('country-option')).toHaveCount(29);
    await expect(page.getByTestId('chosen-country')).toHaveCount(0);
  });
});
