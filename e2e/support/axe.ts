// WCAG 2.2 A/AA check of the page as it is now, with axe-core; a failure lists each rule with its first nodes.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Lets finite CSS animations and transitions end first (a toast fading in has half its final contrast), within 2 s;
 * endless ones (spinners) are not waited for.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    const ended = Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((done) => setTimeout(done, 2_000))]);
  });
}

/**
 * One scan set-up. Legacy mode runs axe in the page itself: the default (axe.runPartial per frame, then axe.finishRun)
 * opens a new blank page for every scan, injects axe-core's 0.5 MB into it as well and ships every frame's partial
 * results (passes included) across: the visitor's 390 px sweep took 58 CPU-s that way and 33 in legacy mode (one
 * worker, cpuacct cgroup). What legacy mode gives up is reaching into cross-origin frames; the SPA's only one is the
 * map preview's OpenStreetMap page, not ours to fix
 * (the iframe element itself is still checked, e.g. its title). Only violations are reported in detail
 * (resultTypes): the passes' node lists were built and serialised for nothing.
 */
const scan = async (page: Page): Promise<AxeBuilder> =>
  // options() replaces the whole option object, so it comes before withTags (which adds runOnly to it).
  new AxeBuilder({ page, axeSource: await axeSourceFor(page) }).options({ resultTypes: ['violations'] }).withTags(WCAG_22_AA).setLegacyMode(true);

/**
 * axe-core's source only where a frame does not hold it yet: AxeBuilder evaluates the whole 0.57 MB source in the page
 * twice per scan (analyze, then inject per frame), and a sweep scans each screen of one page opened in the SPA, where
 * axe from the last scan is still loaded (40 scans: 3.7 CPU-s with the source each time, 1.0 without; one page, headless
 * shell, cpuacct cgroup). A statement that does nothing stands in for it then (an empty source means the default).
 */
async function axeSourceFor(page: Page): Promise<string | undefined> {
  const held = await Promise.all(page.frames().map((frame) => frame.evaluate('typeof window.axe?.run === "function"').catch(() => false)));
  return held.every(Boolean) ? ';' : undefined;
}

/**
 * A page's scan leaves out the toasts: one raised just before the scan may still be fading in (half its contrast),
 * and its lazily loaded styles may still be on the way. The toasts have their own scan, once shown and settled
 * (`expectNoAxeViolationsInToasts`, e2e/shell.e2e.spec.ts).
 */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  expect(await axeViolations(page), `axe WCAG 2.2 AA violations on ${screen}`).toEqual([]);
}

/** The page's WCAG 2.2 A/AA violations (toasts left out, as above), a line each: rule (impact): first nodes. */
export async function axeViolations(page: Page): Promise<string[]> {
  await settleAnimations(page);
  const { violations } = await (await scan(page)).exclude('[data-sonner-toaster]').analyze();
  return summarise(violations);
}

export async function expectNoAxeViolationsInToasts(page: Page, screen: string): Promise<void> {
  await settleAnimations(page);
  const { violations } = await (await scan(page)).include('[data-sonner-toaster]').analyze();
  expect(summarise(violations), `axe WCAG 2.2 AA violations on ${screen} (toasts)`).toEqual([]);
}

function summarise(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.map((v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}
