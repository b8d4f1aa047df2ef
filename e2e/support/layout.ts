// Layout checks shared by the responsive specs: when a screen has settled, how wide it is, and whether the header is
// one row. The in-page code is plain JavaScript text, since the e2e tsconfig has no DOM types.
import type { Page } from '@playwright/test';

/** The header's one row: --header-h (68px) and its bottom border. */
export const HEADER_ROW_MAX = 70;

// Counts the page's fetches in flight (ky, i18next), so "settled" means the answers are in and drawn.
const TRACK_FETCHES_SCRIPT = `(() => {
  const original = window.fetch;
  window.__pendingFetches = 0;
  window.fetch = function (...args) {
    window.__pendingFetches++;
    return original.apply(this, args).finally(() => { window.__pendingFetches--; });
  };
})()`;

// Resolves true once no fetch is open, the main area has content and nothing in view shows a spinner, skeleton or
// aria-busy, and that still holds two frames later (an observer may start a fetch in between); false after 15 s.
// Content further down that loads when scrolled to (the home page's event teaser) does not hold it up: see
// revealLazyContent. Polled in the page on animation frames: a string, since the e2e tsconfig has no DOM types
// (and waitForFunction would re-evaluate a string predicate, which the app's CSP refuses).
const SETTLE = `new Promise((resolve) => {
  const deadline = performance.now() + 15000;
  const inView = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight;
  };
  const settled = () => {
    if (window.__pendingFetches > 0) return false;
    const main = document.querySelector('#main');
    if (!main || main.childElementCount === 0) return false;
    return ![...document.querySelectorAll('.page-spinner, .skeleton, [aria-busy="true"]')].some(inView);
  };
  const frame = () => new Promise((done) => requestAnimationFrame(done));
  const check = async () => {
    if (settled()) {
      await document.fonts.ready;
      await frame();
      await frame();
      if (settled()) return resolve(true);
    }
    if (performance.now() > deadline) return resolve(false);
    requestAnimationFrame(check);
  };
  check();
})`;

// The widest offenders (innermost elements past the right edge) and the header's items, measured in the page.
const MEASURE = `(() => {
  const width = document.documentElement.clientWidth;
  const describe = (el) => {
    const r = el.getBoundingClientRect();
    const name = el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\\s+/).join('.') : '');
    return name + ' [' + Math.round(r.left) + '–' + Math.round(r.right) + '] "' + (el.textContent || '').trim().slice(0, 30) + '"';
  };
  const sticksOut = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && (r.right > width + 0.5 || r.left < -0.5); };
  const offenders = [];
  for (const el of document.querySelectorAll('body *')) {
    if (offenders.length >= 4) break;
    if (sticksOut(el) && ![...el.children].some(sticksOut)) offenders.push(describe(el));
  }
  const header = document.querySelector('.site-header');
  const inner = document.querySelector('.site-header__inner');
  const items = [...(inner ? inner.children : []), ...document.querySelectorAll('.site-header__actions > *')]
    .filter((el) => !el.classList.contains('site-header__actions') && el.getBoundingClientRect().width > 0)
    .map((el) => { const r = el.getBoundingClientRect(); return { name: describe(el), middle: (r.top + r.bottom) / 2, left: r.left, right: r.right }; });
  return {
    scrollWidth: document.documentElement.scrollWidth,
    width,
    offenders,
    headerHeight: header ? header.getBoundingClientRect().height : 0,
    headerStacked: header ? header.classList.contains('site-header--stacked') : false,
    items,
  };
})()`;

export interface Measurement {
  scrollWidth: number;
  /** The viewport's width (documentElement.clientWidth). */
  width: number;
  /** Up to four innermost elements past the right (or left) edge. */
  offenders: string[];
  headerHeight: number;
  /** The header's last resort engaged: the tabs on a row of their own (app/layouts/use-header-stacking.ts). */
  headerStacked: boolean;
  /** The header's visible parts (brand, tabs, each action), in order. */
  items: { name: string; middle: number; left: number; right: number }[];
}

/** Counts the page's fetches from the next navigation on; settle() waits for them. */
export async function trackFetches(page: Page): Promise<void> {
  await page.addInitScript(TRACK_FETCHES_SCRIPT);
}

export async function measureLayout(page: Page): Promise<Measurement> {
  return page.evaluate<Measurement>(MEASURE);
}

/** Opens `url` inside the SPA (history + popstate, as a link would) and waits until it has settled. */
export async function openInApp(page: Page, url: string): Promise<boolean> {
  await page.evaluate(`(() => { history.pushState(null, '', ${JSON.stringify(url)}); dispatchEvent(new PopStateEvent('popstate')); })()`);
  return settle(page);
}

/**
 * Resizes the page and waits two frames, so what the resize sets off (ResizeObserver callbacks such as the header's
 * stacking, and the re-render they cause) is laid out before anything is measured at the new width.
 */
export async function resizeTo(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
}

export async function settle(page: Page): Promise<boolean> {
  return page.evaluate<boolean>(SETTLE);
}

/** Scrolls to the end of the page, so sections that load when seen load, and waits for them; then back to the top. */
export async function revealLazyContent(page: Page): Promise<boolean> {
  await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
  const settled = await settle(page);
  await page.evaluate('window.scrollTo(0, 0)');
  return settled;
}

/**
 * What is wrong at the current width: horizontal overflow, a header taller than one row or items off its line.
 * `allowStackedHeader`: the header's designed last resort (tabs on a row of their own) counts as fine — for the
 * pseudo-locale, whose mix of every language's longest label no real language has (e2e/shell checks the one row
 * in each real language from 1024 px).
 */
export function layoutProblems(m: Measurement, { allowStackedHeader = false } = {}): string[] {
  const found: string[] = [];
  if (m.scrollWidth > m.width) found.push(`${m.scrollWidth}px wide: ${m.offenders.join('; ')}`);
  if (allowStackedHeader && m.headerStacked) return found;
  if (m.headerHeight > HEADER_ROW_MAX) found.push(`header ${Math.round(m.headerHeight)}px tall (more than one row)`);
  const first = m.items[0];
  for (const item of m.items) if (first && Math.abs(item.middle - first.middle) > 4) found.push(`header item off the row: ${item.name}`);
  return found;
}

/**
 * Puts `value` under `key` in localStorage before the app starts, in the top document only (init scripts run in
 * every frame, and a sandboxed frame may not touch storage).
 */
export async function storeBeforeLoad(page: Page, key: string, value: string): Promise<void> {
  await page.addInitScript(
    ([k, v]) => {
      const win = globalThis as unknown as { top: unknown; localStorage: { setItem(k: string, v: string): void } };
      if (win.top === globalThis) win.localStorage.setItem(k, v);
    },
    [key, value] as const,
  );
}
