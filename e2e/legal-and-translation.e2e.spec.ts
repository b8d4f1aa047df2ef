// Issue 10, observations 3 and 4, at the phone size and in the languages they were seen in: the legal pages are real
// pages (they redirected home), the registration step opens Terms and Privacy without losing what was typed, and in
// German and Polish the fixed values the product owns (track names, requirement chips, opportunity badges) are
// translated, with one name per track on every screen.
import type { BrowserContext, Page } from '@playwright/test';
import { trackIds } from '../services/shared/src/tracks.ts';
import { vocabularies, vocabularyKey, type VocabularyKind } from '../services/shared/src/vocabulary.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { listAll } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { localeTexts } from './support/locale-texts.ts';
import { PASSWORD, pickUniversity, registerThroughApi, setStored, uniqueEmail } from './identity-support.ts';

const PHONE = { width: 390, height: 844 };

type Locale = {
  tracks: Record<string, { name: string }>;
  fixedValues: Record<VocabularyKind, Record<string, string>>;
  legal: { lastUpdated: string };
  footer: { platform: { accessibility: string } };
};
const locale = (lng: string) => localeTexts<Locale>(lng);

/** Sets the language the way the app keeps it (the i18next cookie), before the first page load. */
async function useLanguage(context: BrowserContext, baseURL: string | undefined, lng: string): Promise<void> {
  await context.addCookies([{ name: 'i18next', value: lng, url: baseURL ?? 'http://127.0.0.1' }]);
}

const scrollWidth = (page: Page) => page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth);

// ── Legal pages ─────────────────────────────────────────────────────────────────────────────────────────────────
const legalPages = [
  { path: '/terms', en: { title: 'Terms of use', section: 'Your account' }, de: { title: 'Nutzungsbedingungen', section: 'Dein Konto' } },
  { path: '/privacy', en: { title: 'Privacy policy', section: 'Deleting your account' }, de: { title: 'Datenschutzerklärung', section: 'Dein Konto löschen' } },
  { path: '/cookie', en: { title: 'Cookie policy', section: 'Local storage' }, de: { title: 'Cookie-Richtlinie', section: 'Lokaler Speicher' } },
  { path: '/guidelines', en: { title: 'Community guidelines', section: 'Asking good questions' }, de: { title: 'Community-Richtlinien', section: 'Gute Fragen stellen' } },
  { path: '/accessibility', en: { title: 'Accessibility statement', section: 'Known limits' }, de: { title: 'Erklärung zur Barrierefreiheit', section: 'Bekannte Einschränkungen' } },
] as const;

// Issue 23: the accessibility statement, in every language, one footer link away from any page.
const statementTitles = {
  en: 'Accessibility statement',
  de: 'Erklärung zur Barrierefreiheit',
  fr: 'Déclaration d’accessibilité',
  pl: 'Deklaracja dostępności',
  es: 'Declaración de accesibilidad',
  it: 'Dichiarazione di accessibilità',
} as const;

test.describe('legal pages at 390 px', () => {
  test.use({ viewport: PHONE });

  // One test per language, each page loaded by its address in turn (a page and context per page and language cost the
  // tier ten cold starts for the same proof).
  for (const lng of ['en', 'de'] as const) {
    test(`${legalPages.map((legal) => legal.path).join(', ')} in ${lng}: each its own content, not the home page; no overflow; axe clean`, async ({ page, context, baseURL }) => {
      await useLanguage(context, baseURL, lng);
      for (const legal of legalPages) {
        await page.goto(legal.path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal[lng].title);
        expect(new URL(page.url()).pathname).toBe(legal.path);
        await expect(page.locator('#hero-title')).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 2, name: legal[lng].section })).toBeVisible();
        await expect(page.getByTestId('legal-updated')).toContainText(locale(lng).legal.lastUpdated.split('{{')[0]!.trim());
        await expect(page.getByRole('navigation', { name: lng === 'en' ? 'On this page' : 'Auf dieser Seite' })).toBeVisible();
        await expect(page).toHaveTitle(`${legal[lng].title} · Fast-Track`);
        expect(await scrollWidth(page), `${legal.path} ${lng} is no wider than the phone`).toBeLessThanOrEqual(PHONE.width);
        await expectNoAxeViolations(page, `${legal.path} (${lng}, 390 px)`);
      }
    });
  }

  test('the accessibility statement is linked from the footer and written in six languages, naming its target and tests', async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL, 'en');
    await page.goto('/events');
    await page.locator('footer').getByRole('link', { name: 'Accessibility', exact: true }).click();
    await expect(page).toHaveURL(/\/accessibility$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(statementTitles.en);
    await expect(page.locator('main')).toContainText('WCAG) 2.2 at level AA');
    await expect(page.locator('main')).toContainText('EN 301 549');
    await expect(page.locator('main')).toContainText('320, 390 and 1024 px');
    for (const [lng, title] of Object.entries(statementTitles)) {
      await useLanguage(context, baseURL, lng);
      await page.goto('/accessibility');
      await expect(page.getByRole('heading', { level: 1 }), lng).toHaveText(title);
      await expect(page.locator('main'), lng).toContainText('EN 301 549');
      await expect(page.locator('footer').getByRole('link', { name: locale(lng).footer.platform.accessibility, exact: true })).toHaveAttribute('href', '/accessibility');
    }
  });

  test('the privacy page quotes the code’s figures, and a reader downloads only the page and language they read', async ({ page, context, baseURL }) => {
    // The texts are key groups under /locales/ (docs/translations.md): one file per page and language.
    const texts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/locales/')) texts.push(response.text().catch(() => ''));
    });
    await useLanguage(context, baseURL, 'de');
    await page.goto('/privacy');
    const article = page.getByTestId('legal-document');
    // otp-code.ts otpTtlMs, session-store.ts sessionTtlMs, reset-token-store.ts resetLinkTtlMs, mail-payloads.ts.
    await expect(article).toContainText('4 Ziffern, 10 Minuten gültig, höchstens 5 Versuche');
    await expect(article).toContainText('Eine Sitzung endet 30 Tage nach der letzten Nutzung');
    await expect(article).toContainText('30 Minuten gültig und nur einmal nutzbar');
    await expect(article).toContainText('nach 24 Stunden aufgegeben');

    const bodies = await Promise.all(texts);
    const loaded = (text: string) => bodies.some((body) => body.includes(text));
    expect(loaded('Wer verantwortlich ist'), 'the German privacy text').toBe(true);
    expect(loaded('Who is responsible'), 'the English privacy text').toBe(false);
    expect(loaded('Qui est responsable'), 'the French privacy text').toBe(false);
    expect(loaded('Was Fast-Track ist'), 'the German terms').toBe(false);
    const translations = await (await page.request.get('/locales/de/shell.json')).text();
    expect(translations.includes('Wer verantwortlich ist'), 'legal text kept out of the shell language file').toBe(false);
  });
});

// ── Registration: Terms and Privacy without losing the form ──────────────────────────────────────────────────
test.describe('registration step at 390 px', () => {
  test.use({ viewport: PHONE });

  test('opening Terms and Privacy from the code step keeps the typed code and the ticked box', async ({ page }) => {
    await page.goto('/register');
    await pickUniversity(page, 'United Kingdom', 'University College London, University of London');
    await page.getByTestId('registration-next').click();
    await page.getByLabel('University email').fill(uniqueEmail('student.ucl.ac.uk', 'lena'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('register-submit').click();
    await expect(page.getByRole('heading', { name: 'Check your email inbox' })).toBeVisible();

    // A code that is not the right one: the test is about keeping what was typed, not about registering.
    await page.getByTestId('otp-input').fill('1234');
    await page.getByTestId('terms-checkbox').check();
    const code = async () => (await page.locator('input[inputmode="numeric"]').evaluateAll((inputs) => inputs.map((i) => (i as unknown as { value: string }).value))).join('');
    expect(await code()).toBe('1234');

    await page.getByTestId('terms-link').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Terms of use');
    await expect(dialog.getByRole('heading', { name: 'Your account' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/register');
    // The dialog fills the phone's screen and its text wraps inside it.
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, 'dialog inside the screen').toBe(true);
    const inner = await dialog.locator('.legal-dialog__body').evaluate((el) => {
      const body = el as unknown as { scrollWidth: number; clientWidth: number };
      return body.scrollWidth - body.clientWidth;
    });
    expect(inner, 'no sideways scrolling inside the dialog').toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'the Terms dialog over the code step');
    await page.getByTestId('legal-dialog-close').click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('terms-link')).toBeFocused();

    await page.getByTestId('privacy-link').click();
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Privacy policy');
    await expect(dialog).toContainText('valid for 10 minutes');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await expect(page.getByRole('heading', { name: 'Check your email inbox' })).toBeVisible();
    expect(await code()).toBe('1234');
    await expect(page.getByTestId('terms-checkbox')).toBeChecked();
    await expect(page.getByTestId('otp-submit')).toBeEnabled();
    // Still a real link: a new tab (or no JavaScript) gets the page itself.
    await expect(page.getByTestId('terms-link')).toHaveAttribute('href', '/terms');
  });

  test('in German the consent line is one sentence and its dialog is German', async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL, 'de');
    await page.goto('/register');
    await pickUniversity(page, 'United Kingdom', 'University College London, University of London');
    await page.getByTestId('registration-next').click();
    await page.locator('#register-email').fill(uniqueEmail('student.ucl.ac.uk', 'jana'));
    await page.locator('#register-password').fill(PASSWORD);
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('terms-checkbox')).toBeVisible();
    await expect(page.locator('label', { has: page.getByTestId('terms-checkbox') })).toHaveText('Ich stimme den Nutzungsbedingungen und der Datenschutzerklärung zu');
    await page.getByTestId('privacy-link').click();
    await expect(page.getByRole('dialog').getByRole('heading', { level: 2 })).toHaveText('Datenschutzerklärung');
  });
});

// ── Fixed values in German and Polish ────────────────────────────────────────────────────────────────────────────
/** Every English wire value the product owns (tracks and the vocabularies), except words that are the same in `lng`. */
function englishFixedValues(lng: string): string[] {
  const same: Record<string, string[]> = { de: ['Design'], pl: [] };
  const values = [...trackIds, ...Object.values(vocabularies).flatMap((v) => Object.values(v) as string[])];
  return values.filter((v) => !(same[lng] ?? []).includes(v));
}

for (const lng of ['de', 'pl'] as const) {
  test.describe(`fixed values in ${lng} at 390×844`, () => {
    test.use({ viewport: PHONE });
    const texts = locale(lng);
    const trackName = (id: string) => texts.tracks[id]!.name;

    test('dashboard badges, track names on every screen, and no English fixed value', async ({ page, context, baseURL, request }) => {
      const email = uniqueEmail('ucl.ac.uk', 'marta');
      const token = await registerThroughApi(request, email);
      const tracks = ['Finance', 'Corporate Law'];
      const saved = await request.post('/api/student/settings/tracks', { headers: { Authorization: `Bearer ${token}` }, data: { selectedItem: tracks.map((id) => ({ id })) } });
      expect(saved.status()).toBe(200);
      await useLanguage(context, baseURL, lng);
      await page.goto('/events');
      await setStored(page, 'token', token);

      // Home: the track chips.
      await page.goto('/');
      const heroChips = page.locator('.hero__tracks li');
      await expect(heroChips).toHaveText(trackIds.map(trackName));

      // Dashboard: the carousel, its next steps and panel, and the opportunities' badges.
      await page.goto('/student');
      await expect(page.getByTestId('track-name')).toHaveText(trackName('Finance'));
      await expect(page.getByTestId('next-steps')).toContainText(trackName('Finance'));
      await expect(page.getByTestId('track-panel').getByRole('heading', { level: 2 })).toContainText(trackName('Finance'));
      // The track's opportunities are real jobs when some employer spec of this run published one, else the demo
      // entries: either way every badge is one of the translated fixed values.
      const badges = page.locator('.opportunity__chip');
      const chipTexts = Object.values(texts.fixedValues.opportunityChip);
      const aChip = new RegExp(`^(${chipTexts.map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);
      await expect(badges.first()).toHaveText(aChip);
      for (const text of await badges.allInnerTexts()) expect(chipTexts).toContain(text.trim());
      expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
      await page.getByTestId('track-next').click();
      await expect(page.getByTestId('track-name')).toHaveText(trackName('Corporate Law'));
      await expect(page.getByTestId('track-announcement')).toContainText(trackName('Corporate Law'));
      await expect(badges.first()).toHaveText(aChip);
      // Only the places that show a fixed value: opportunity titles are the hosts' own words and stay as written.
      const fixedTexts = [
        ...(await badges.allInnerTexts()),
        await page.getByTestId('track-name').innerText(),
        ...(await page.getByTestId('next-steps').getByRole('listitem').allInnerTexts()),
        await page.getByTestId('track-panel').getByRole('heading', { level: 2 }).innerText(),
      ].join('\n');
      expect(englishFixedValues(lng).filter((v) => fixedTexts.includes(v))).toEqual([]);

      // Settings: the same names on the track choices.
      await page.goto('/student/settings');
      for (const id of trackIds) await expect(page.locator('label', { has: page.getByTestId(`track-option-${id}`) })).toHaveText(trackName(id));
    });

    test('an event page shows its requirement chips in the reader language', async ({ page, context, baseURL, request }) => {
      const events = await listAll(request);
      const event = events.find((e) => e.targetGroups.length > 0 && e.schoolYear.length > 0 && e.relevantCourses.length > 0);
      expect(event, 'a demo event with all three requirement lists').toBeTruthy();
      await useLanguage(context, baseURL, lng);
      await page.goto(`/event/${event!.link}`);
      const chips = page.getByTestId('requirements').locator('.tag');
      const label = (kind: VocabularyKind, value: string) => texts.fixedValues[kind][vocabularyKey(kind, value)!]!;
      await expect(chips).toHaveText([
        ...event!.schoolYear.map((v) => label('schoolYear', v)),
        ...event!.relevantCourses.map((v) => label('course', v)),
        ...event!.targetGroups.map((v) => label('targetGroup', v)),
      ]);
      const shown = await chips.allInnerTexts();
      expect(shown.filter((text) => englishFixedValues(lng).includes(text.trim()))).toEqual([]);
      expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    });
  });
}
