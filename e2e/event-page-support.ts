// Helpers for the event page specs of issue 10 (event-phone, event-attending): events no other spec changes, and
// what a person sees on the first screen. In-page code is text: the e2e tsconfig has no DOM types.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { listAll, type ApiEvent } from './support/api.ts';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

/**
 * The `nth` event matching `predicate` from the middle of the upcoming list. Other specs take the first match
 * (findEvent) or count from the end (pickEvent), and these tests attend and ask, so they keep to the middle.
 */
export async function middleEvent(request: APIRequestContext, nth: number, predicate: (e: ApiEvent) => boolean, what: string): Promise<ApiEvent> {
  const all = await listAll(request);
  const event = all.slice(10, all.length - 14).filter(predicate)[nth];
  if (!event) throw new Error(`the demo data has fewer than ${nth + 1} ${what} in the middle of the list`);
  return event;
}

export const isOnlineEvent = (e: ApiEvent): boolean => e.online === true;

/** Opens the event page in `lng` (the query string comes first in the language detection, spec §9). */
export async function openEventPage(page: Page, event: ApiEvent, lng: string, base: '/event' | '/student/event' = '/event'): Promise<void> {
  await page.goto(`${base}/${encodeURIComponent(event.link)}?lng=${lng}`);
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await expect(page.getByTestId('event-detail')).toBeVisible();
}

/** Whether the element is shown and wholly inside the viewport. */
export async function wholyOnScreen(page: Page, locator: Locator): Promise<boolean> {
  if ((await locator.count()) === 0 || !(await locator.isVisible())) return false;
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  return !!box && !!viewport && box.y >= 0 && box.x >= 0 && box.y + box.height <= viewport.height && box.x + box.width <= viewport.width;
}

/** The Attend button the first screen shows: the registration card's, or the bottom bar's while the card's is below. */
export async function visibleAttendButton(page: Page): Promise<Locator> {
  const card = page.getByTestId('attend-button');
  const bar = page.getByTestId('attend-bar-button');
  let found: Locator | null = null;
  await expect
    .poll(async () => {
      found = (await wholyOnScreen(page, card)) ? card : (await wholyOnScreen(page, bar)) ? bar : null;
      return found !== null;
    }, { message: 'an Attend button wholly on the first screen' })
    .toBe(true);
  return found!;
}

/** documentElement.scrollWidth against the viewport, and the widest thing past the right edge when it overflows. */
export async function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; width: number; offender: string }> {
  return page.evaluate<{ scrollWidth: number; width: number; offender: string }>(`(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > width + 0.5);
    const last = wide[wide.length - 1];
    return { scrollWidth: document.documentElement.scrollWidth, width, offender: last ? last.tagName + '.' + last.className : '' };
  })()`);
}

/** The event page's answer as the given student (or a visitor) gets it. */
export async function eventAnswer(request: APIRequestContext, link: string, token?: string): Promise<Record<string, unknown>> {
  const res = await request.post('/api/get/event/no', { data: { link }, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { event: Record<string, unknown> }).event;
}
