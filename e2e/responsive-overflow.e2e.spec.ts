// No screen is wider than the viewport and the header stays one row (issue 10): every route of the router
// (e2e/support/screens.ts reads them from the router, so new routes are covered without listing them); as a visitor,
// and signed in as a student, an employer and career center staff on their own routes. Per audience: one pass at
// 320, 390 and 1024 px in the pseudo-locale (the longest text of the six languages per key, accented:
// support/pseudo-locale.ts), and one pass at the phone width in a real language, a different one per audience so the
// six are all walked (issue 24: one pass in six languages at three widths took 29 % of the e2e tier). One page per
// pass: routes are opened in the SPA (no reload) and each one is measured once it has settled.
import type { APIRequestContext, Page } from '@playwright/test';
import { createCompanyThroughApi, companyDomain, registerEmployerThroughApi } from './employer-support.ts';
import { admitCareerCenterStaff } from './host-areas-support.ts';
import { PASSWORD, readOtp, registerThroughApi, uniqueEmail } from './identity-support.ts';
import { expect, test } from './support/fixtures.ts';
import { layoutProblems, measureLayout, settle, storeBeforeLoad, trackFetches } from './support/layout.ts';
import { usePseudoLocale } from './support/pseudo-locale.ts';
import { checkEveryScreen, screenUrls, type Audience } from './support/screens.ts';

const ALL_WIDTHS = [320, 390, 1024] as const;
const PHONE = [390] as const;

/** Each audience's passes: the pseudo-locale at every width, then real languages at the phone width (English, the
 * shortest, is walked by every other spec). */
const PASSES: Record<Audience, { lng: 'pseudo' | 'en' | 'de' | 'fr' | 'pl' | 'es' | 'it'; widths: readonly number[] }[]> = {
  visitor: [{ lng: 'pseudo', widths: ALL_WIDTHS }, { lng: 'de', widths: PHONE }, { lng: 'es', widths: PHONE }],
  student: [{ lng: 'pseudo', widths: ALL_WIDTHS }, { lng: 'pl', widths: PHONE }],
  employer: [{ lng: 'pseudo', widths: ALL_WIDTHS }, { lng: 'fr', widths: PHONE }],
  career_center: [{ lng: 'pseudo', widths: ALL_WIDTHS }, { lng: 'it', widths: PHONE }],
};

/** The session as each kind's sign-in leaves it in the browser (spec §3 storage keys). */
async function signIn(page: Page, request: APIRequestContext, audience: Audience): Promise<void> {
  if (audience === 'student') {
    await storeBeforeLoad(page, 'token', await registerThroughApi(request, uniqueEmail('ucl.ac.uk', 'wiktoria')));
  } else if (audience === 'employer') {
    const employer = await registerEmployerThroughApi(request, uniqueEmail(companyDomain(), 'maximiliane'), 'Maximiliane');
    const company = await createCompanyThroughApi(request, employer, 'Internationale Beratungsgesellschaft Oberhausen');
    const root = JSON.stringify({ version: 1, state: { employerauth: true, employer: { token: employer.token, firstName: 'Maximiliane' }, uniqueId: employer.uniqueId, company } });
    await storeBeforeLoad(page, 'root', root);
  } else if (audience === 'career_center') {
    await storeBeforeLoad(page, 'careertoken', await registerCareerCenterThroughApi(request));
  }
}

async function registerCareerCenterThroughApi(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('ucl.ac.uk', 'bartholomew');
  const university = { name: 'University College London, University of London', area: 'United Kingdom' };
  const sent = await request.post('/api/career-center/otp/new', { data: { EmailAddress: email, university, lng: 'en' } });
  expect(((await sent.json()) as { msg: string }).msg).toBe('success');
  const otp = await readOtp(request, email);
  const res = await request.post('/api/career-center/register', {
    data: { firstName: 'Bartholomew', LastName: 'Wiśniewski-Kowalczyk', EmailAddress: email, password: PASSWORD, otp, university },
  });
  const body = (await res.json()) as { msg: string; token: string };
  expect(body.msg).toBe('success');
  // Staff see the career center's screens once admitted (issue 22).
  await admitCareerCenterStaff(request, body.token, university.name);
  return body.token;
}

// Screens opened with made-up ids answer 4xx on purpose (unknown recovery link, invitation, event); Chromium logs those.
test.use({ allowConsoleErrors: [/Failed to load resource: the server responded with a status of 4\d\d/] });

test.describe('no screen wider than the viewport, the header one row', () => {
  const audiences: Audience[] = ['visitor', 'student', 'employer', 'career_center'];
  for (const audience of audiences) {
    for (const { lng, widths } of PASSES[audience]) {
      test(`${audience}, ${lng}: every route at ${widths.join(', ')} px`, async ({ page, context, request, baseURL }) => {
        test.slow();
        const urls = await screenUrls(request, audience);

        // The language as a returning visitor has it: i18next's cookie (spec §9 detection order); the pseudo-locale
        // is served as the English file.
        await context.addCookies([{ name: 'i18next', value: lng === 'pseudo' ? 'en' : lng, url: baseURL! }]);
        if (lng === 'pseudo') await usePseudoLocale(page);
        await trackFetches(page);
        await signIn(page, request, audience);
        await page.setViewportSize({ width: widths[0] ?? 390, height: 800 });
        await page.goto('/');
        await expect(page.locator('html')).toHaveAttribute('lang', lng === 'pseudo' ? 'en' : lng);
        // The pseudo texts are what the page shows (else this pass would measure English).
        if (lng === 'pseudo') await expect(page.locator('body')).toContainText(/[áçéíñöüý]/);

        const { screens, failures } = await checkEveryScreen(page, urls, async () => {
          const found: string[] = [];
          for (const width of widths) {
            await page.setViewportSize({ width, height: 800 });
            await settle(page);
            for (const problem of layoutProblems(await measureLayout(page), { allowStackedHeader: lng === 'pseudo' })) found.push(` at ${width}px: ${problem}`);
          }
          return found;
        });
        expect(screens, 'screens measured').toBeGreaterThan(audience === 'visitor' ? 20 : 1);
        expect(failures, `${audience}, ${lng}`).toEqual([]);
      });
    }
  }
});
