// axe finds no WCAG 2.2 A/AA violation on any student screen or legal page (issue 10 'Done when'): every screen a
// visitor opens (public pages, legal pages, login and registration) and every screen of a signed-in student, read
// from the router (support/screens.ts), so a new route is scanned without anyone listing it. On a phone (390 px, where
// most students are), in English: axe's rules do not depend on the language of the words (the html lang attribute is
// checked in every language by the specs that switch it), and a second language doubled the sweep's minutes. Each
// screen is scanned once it has settled and its lazy parts have loaded.
import { registerThroughApi, uniqueEmail } from './identity-support.ts';
import { challenge, openReview, student } from './review-support.ts';
import { axeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { storeBeforeLoad, trackFetches } from './support/layout.ts';
import type { RouterRoute } from './support/router-routes.ts';
import { checkEveryScreen, screenUrls, type Audience } from './support/screens.ts';

// Screens opened with made-up ids answer 4xx on purpose (unknown recovery link, invitation, certificate); Chromium logs those.
test.use({ allowConsoleErrors: [/Failed to load resource: the server responded with a status of 4\d\d/] });

/** Three sweeps of about a minute each (they run side by side): a visitor's screens, and a student's own and public ones. */
const SWEEPS: { name: string; audience: Audience; only: (route: RouterRoute) => boolean; atLeast: number }[] = [
  { name: 'visitor: every public, legal, login and registration screen', audience: 'visitor', only: () => true, atLeast: 20 },
  { name: "student: every screen of the student's own area", audience: 'student', only: (route) => route.guard.type === 'requires', atLeast: 5 },
  { name: 'student: every public screen, signed in', audience: 'student', only: (route) => route.guard.type !== 'requires', atLeast: 20 },
];

for (const sweep of SWEEPS) {
  test(`${sweep.name}, at 390 px, is axe clean`, async ({ page, context, request, baseURL }) => {
    // A minute on a quiet machine; the CI's two cores, shared with the other worker, have taken three.
    test.setTimeout(300_000);
    const urls = await screenUrls(request, sweep.audience, sweep.only);
    await context.addCookies([{ name: 'i18next', value: 'en', url: baseURL! }]);
    await trackFetches(page);
    if (sweep.audience === 'student') await storeBeforeLoad(page, 'token', await registerThroughApi(request, uniqueEmail('ucl.ac.uk', 'amara')));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');

    const { screens, failures } = await checkEveryScreen(page, urls, async () => (await axeViolations(page)).map((violation) => `: ${violation}`));
    expect(screens, 'screens scanned').toBeGreaterThan(sweep.atLeast);
    expect(failures, sweep.name).toEqual([]);
  });
}

// A screen the router cannot reach by address: the review before the one-shot ranked submit is a step of the attempt
// (issue 23: its chips were white on white). Scanned with one answered and two unanswered tasks, so both chips and
// the list of unanswered tasks are on it.
test('student: the challenge review before the ranked submit, at 390 px, is axe clean', async ({ page, context, request, baseURL }) => {
  const challengeId = await challenge(request);
  const token = await student(request, 'rhea');
  const auth = { Authorization: `Bearer ${token}` };
  expect((await request.post(`/api/challenges/${challengeId}/attempt`, { headers: auth })).status()).toBe(201);
  expect((await request.put(`/api/challenges/${challengeId}/attempt/answers/pick`, { headers: auth, data: { answer: { optionId: 'a' } } })).status()).toBe(200);
  await context.addCookies([{ name: 'i18next', value: 'en', url: baseURL! }]);
  await storeBeforeLoad(page, 'token', token);
  await page.setViewportSize({ width: 390, height: 844 });
  const review = await openReview(page, challengeId);
  await expect(review.getByTestId('review-open-task')).toHaveCount(2);
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await axeViolations(page), 'challenge review').toEqual([]);
});
