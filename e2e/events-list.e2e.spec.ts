// /events: month groups in calendar order, infinite loading to the end, the side panel and its two actions.
import type { Locator, Page } from '@playwright/test';
import { listAll, monthKey, PAGE_SIZE } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';

async function attributes(locator: Locator, name: string): Promise<string[]> {
  const values: string[] = [];
  for (const el of await locator.all()) values.push((await el.getAttribute(name)) ?? '');
  return values;
}

/** Scrolls like a reader (no Load more click) until the end text shows. */
async function scrollToEnd(page: Page): Promise<void> {
  const end = page.getByTestId('events-end');
  for (let i = 0; i < 40 && !(await end.isVisible()); i++) {
    await page.mouse.wheel(0, 4_000);
    await page.waitForTimeout(250);
  }
  await expect(end).toBeVisible();
}

test.describe('events list', () => {
  test('groups upcoming events by month in calendar order, as the API returns them', async ({ page, request }) => {
    const all = await listAll(request);
    expect(all.length, 'demo seed gives more than one page').toBeGreaterThan(PAGE_SIZE);

    await page.goto('/events');
    await expect(page.getByTestId('event-card').first()).toBeVisible();
    await scrollToEnd(page);

    const months = await attributes(page.getByTestId('month-group'), 'data-month');
    for (const m of months) expect(m).toMatch(/^\d{4}-\d{2}$/);
    expect(months, 'calendar order, one group per month').toEqual([...new Set(months)].sort());

    const expected = new Map<string, string[]>();
    for (const e of all) {
      const key = monthKey(e.datetime, e.timezone);
      expected.set(key, [...(expected.get(key) ?? []), e.link]);
    }
    expect(months).toEqual([...expected.keys()].sort());
    for (const month of months) {
      const links = await attributes(
        page.locator(`[data-testid="month-group"][data-month="${month}"] [data-testid="event-card"]`),
        'data-link',
      );
      expect(links.sort(), `events of ${month}`).toEqual([...(expected.get(month) ?? [])].sort());
    }
  });

  test('loads more events while scrolling and ends with the end text', async ({ page }) => {
    await page.goto('/events');
    const cards = page.getByTestId('event-card');
    await expect(cards.first()).toBeVisible();
    // The page's cards arrive in slices (useRevealedCount), a task apart.
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(PAGE_SIZE);

    await scrollToEnd(page);
    expect(await cards.count()).toBeGreaterThan(PAGE_SIZE);
    await expect(page.getByTestId('events-end')).toHaveText('No more Events at the moment');
  });

  test('side panel: Copy Link puts the event URL on the clipboard, Event Page opens a new tab', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/events');
    const card = page.getByTestId('event-card').first();
    const link = await card.getAttribute('data-link');
    expect(link).toBeTruthy();
    await card.getByRole('button').first().click();

    const panel = page.getByTestId('event-panel');
    await expect(panel).toBeVisible();
    // At most 550 px wide (the CSS max-width); Chromium reports the box with float noise (550.00006 seen in CI).
    expect((await panel.boundingBox())?.width).toBeLessThanOrEqual(550.5);
    await expect(panel.locator('img').first()).toBeVisible();

    await panel.getByRole('button', { name: 'Copy Link' }).click();
    await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
    const copied: unknown = await page.evaluate('navigator.clipboard.readText()');
    expect(copied).toBe(`${baseURL}/event/${encodeURIComponent(link ?? '')}`);

    const popupPromise = page.waitForEvent('popup');
    await panel.getByRole('link', { name: /Event Page/ }).click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe(`/event/${encodeURIComponent(link ?? '')}`);
    await expect(popup.getByRole('heading', { level: 1 })).toBeVisible();
    await popup.close();

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });
});
