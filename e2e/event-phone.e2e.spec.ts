// Issue 10, observation 1 (and 7's map box): the event page on a 390×844 phone in English, German and Polish — no
// horizontal overflow, one column in reading order, the date and Attend on the first screen — and on a 1280px
// desktop, the sticky registration card stays below the header. Online events show no map box.
import { DESKTOP, PHONE, horizontalOverflow, isOnlineEvent, openEventPage, visibleAttendButton } from './event-page-support.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { findEvent, type ApiEvent } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';

const LANGUAGES = ['en', 'de', 'pl'] as const;
const hostName = (e: ApiEvent): string => (JSON.parse(e.company) as { title: string }).title;

/** The kinds of page a student meets: a long approval event on site, and online events of the longest host names. */
async function phoneEvents(request: Parameters<typeof findEvent>[0]): Promise<ApiEvent[]> {
  const physical = await findEvent(request, (e) => e.type === 'Physical Event' && e.approval, 'physical approval event');
  const online = await findEvent(request, (e) => isOnlineEvent(e) && hostName(e).length >= 20 && e.questions.length > 0, 'online event of a long host name');
  return [physical, online];
}

test.describe('the event page on a phone (390×844)', () => {
  test.use({ viewport: PHONE });

  for (const lng of LANGUAGES) {
    test(`fits the screen in one column with Attend on the first screen (${lng})`, async ({ page, request }) => {
      for (const event of await phoneEvents(request)) {
        await openEventPage(page, event, lng);
        await expect(page.getByTestId('requirements')).toBeVisible();

        const overflow = await horizontalOverflow(page);
        expect(overflow.scrollWidth, `${event.link} in ${lng}: ${overflow.offender}`).toBeLessThanOrEqual(PHONE.width);
        // Every card stays inside the screen (the About card used to be 420px wide).
        for (const card of await page.locator('.detail-section, .detail-card, .event-fact').all()) {
          const box = await card.boundingBox();
          expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, `a card of ${event.link} in ${lng}`).toBe(true);
        }

        // One column in reading order: what/when/where, Attend, about, requirements, questions.
        const tops = await Promise.all(
          [
            page.getByTestId('event-date'),
            page.getByTestId('event-location'),
            page.getByTestId('attend-button'),
            page.locator('#about-title'),
            page.locator('#requirements-title'),
            page.locator('#questions-title'),
            page.locator('#host-title'),
          ].map(async (locator) => (await locator.boundingBox())?.y ?? Number.NaN),
        );
        expect(tops, `order on ${event.link} in ${lng}`).toEqual([...tops].sort((a, b) => a - b));

        // The date and the Attend button are on the first screen, without scrolling.
        await expect(page.getByTestId('attend-bar').locator('time')).toHaveText(/\d/);
        const attend = await visibleAttendButton(page);
        await expect(attend).toHaveText(lng === 'en' ? 'Attend' : lng === 'de' ? 'Teilnehmen' : 'Weź udział');
      }
    });
  }

  test('the bottom bar keeps the date and Attend while the card is out of sight, and it works', async ({ page, request }) => {
    const [physical] = await phoneEvents(request);
    await openEventPage(page, physical!, 'de');
    const bar = page.getByTestId('attend-bar');
    // The approval notice pushes the card's own button below the first screen: the bar shows it instead.
    await expect(bar).toBeVisible();
    await expect(bar.locator('time')).toHaveText(/\d{1,2}:\d{2}/);
    await expectNoAxeViolations(page, 'event page, phone, German');

    // Scrolled to the card's button, the bar steps aside (no doubled button); past the content, it stays away.
    await page.getByTestId('attend-button').scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
    await page.getByTestId('questions-list').or(page.getByTestId('no-questions')).scrollIntoViewIfNeeded();
    await expect(bar).toBeVisible();
    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    await expect(bar).toBeHidden();

    // A visitor pressing the bar's Attend goes to /login (spec §6), like the card's.
    await page.evaluate('window.scrollTo(0, 0)');
    await page.getByTestId('attend-bar-button').click();
    await expect(page).toHaveURL(/\/login/);
  });

  test('an online event shows no map box, a physical one keeps its map', async ({ page, request }) => {
    const [physical, online] = await phoneEvents(request);
    await openEventPage(page, online!, 'en');
    await expect(page.getByTestId('event-location')).toHaveText('Online Meet');
    await expect(page.getByTestId('questions-list')).toBeVisible();
    await expect(page.getByTestId('map-preview')).toHaveCount(0);
    await expect(page.getByText('Map preview unavailable')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Location', exact: true })).toHaveCount(0);
    // Where the link will be instead: in the registration card, for attendees.
    await expect(page.getByTestId('join-link')).toHaveAttribute('data-state', 'info');
    await expectNoAxeViolations(page, 'online event page, phone, English');

    await openEventPage(page, physical!, 'en');
    await expect(page.getByTestId('map-preview')).toBeVisible();
    await expect(page.getByTestId('join-link')).toHaveCount(0);
  });
});

test.describe('the event page on a desktop (1280×900)', () => {
  test.use({ viewport: DESKTOP });

  for (const lng of ['en', 'de'] as const) {
    test(`the sticky registration card stays below the header (${lng})`, async ({ page, request }) => {
      const [physical] = await phoneEvents(request);
      await openEventPage(page, physical!, lng);
      const header = page.getByRole('banner');
      const title = page.locator('#registration-title');
      await expect(page.getByTestId('attend-bar')).toBeHidden();
      const gap = async () => {
        const [h, t] = [await header.boundingBox(), await title.boundingBox()];
        return h && t ? Math.round(t.y - (h.y + h.height)) : Number.NaN;
      };
      await expect.poll(gap).toBeGreaterThanOrEqual(8);
      // Scrolled through the content, the card sticks just below the header, its title in full view.
      for (const y of [600, 1000, 1400]) {
        await page.evaluate(`window.scrollTo(0, ${y})`);
        await expect.poll(gap, { message: `gap between the header and the card title at scroll ${y} (${lng})` }).toBeGreaterThanOrEqual(8);
        expect(await gap(), `the card sticks at scroll ${y}`).toBeLessThanOrEqual(60);
      }
      await expectNoAxeViolations(page, `event page, desktop, ${lng}`);
    });
  }
});
