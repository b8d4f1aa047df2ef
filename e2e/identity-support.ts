// Helpers for the identity specs: unique addresses, the dev mailbox, registration through the API, the picker.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'correct horse battery';

/** A fresh address per test (OTP resends are throttled per address); the first name defaults to `first`. */
export function uniqueEmail(domain: string, first = 'anna'): string {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
  return `${first}.${suffix}@${domain}`;
}

interface MailboxMessage {
  subject: string;
  text: string;
  html: string;
}

/** Waits for the newest message to `to` whose subject matches `subject`. */
export async function waitForMail(request: APIRequestContext, to: string, subject: RegExp, skip = 0): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
        if (!res.ok()) return `HTTP ${res.status()}`;
        const { messages } = (await res.json()) as { messages: MailboxMessage[] };
        const matching = messages.filter((m) => subject.test(m.subject));
        found = matching.length > skip ? matching[0] : undefined;
        return found ? 'found' : `${messages.length} messages`;
      },
      { timeout: 15_000, message: `mail to ${to} matching ${subject}` },
    )
    .toBe('found');
  return found!;
}

/** The 4-digit code of the newest OTP mail. */
export async function readOtp(request: APIRequestContext, to: string, skip = 0): Promise<string> {
  const mail = await waitForMail(request, to, /\b\d{4}\b/, skip);
  const code = /\b(\d{4})\b/.exec(mail.subject)?.[1];
  if (!code) throw new Error(`no code in "${mail.subject}"`);
  return code;
}

/** The path of the recovery link in the newest password-reset mail. */
export async function readRecoveryPath(request: APIRequestContext, to: string): Promise<string> {
  const mail = await waitForMail(request, to, /password|Passwort/i);
  const path = /\/student\/recover\/[A-Za-z0-9_-]+/.exec(mail.text || mail.html)?.[0];
  if (!path) throw new Error('no recovery link in the mail');
  return path;
}

/** 'anna.k3x@…' → 'Anna': the first name these tests give the people their addresses are made for. */
export const firstNameOf = (email: string): string => {
  const head = email.split(/[.@]/)[0] ?? '';
  return head.charAt(0).toUpperCase() + head.slice(1);
};

/**
 * Registers a student straight through the API (for tests about what comes after registration), with the first name
 * of the address as the registration payload's firstName: the app no longer guesses one from the address.
 */
export async function registerThroughApi(request: APIRequestContext, email: string, password = PASSWORD): Promise<string> {
  const university = { name: 'University College London, University of London', area: 'United Kingdom' };
  const sent = await request.post('/api/student/otp/new', { data: { EmailAddress: email, university: university.name, lng: 'en' } });
  expect(((await sent.json()) as { msg: string }).msg).toBe('success');
  const otpform = await readOtp(request, email);
  const res = await request.post('/api/student/register/new', {
    data: { EmailAddress: email, password, selected2: [{ id: 'Finance' }], uni2: university, otpform, firstName: firstNameOf(email) },
  });
  const body = (await res.json()) as { msg: string; token?: string };
  expect(body.msg).toBe('success');
  return body.token!;
}

/** Logs in through the UI and waits for the student page. */
export async function loginThroughUi(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByTestId('login-submit').click();
  // (A guest sent to the login from /student/feed comes back to the feed.)
  await expect(page).toHaveURL(/\/student(#feed)?$/);
}

/** Opens the picker and, from any state, chooses `university` of `country` through the search. */
export async function pickUniversity(page: Page, country: string, university: string): Promise<void> {
  await page.getByTestId('university-picker').click();
  const panel = page.getByTestId('university-panel');
  const chosen = panel.getByTestId('chosen-country');
  if ((await chosen.count()) > 0 && (await chosen.getAttribute('data-country')) !== country) await panel.getByTestId('change-location').click();
  if ((await chosen.count()) === 0) await panel.locator(`[data-testid="country-option"][data-country="${country}"]`).click();
  await panel.getByTestId('university-search').fill(university);
  await panel.getByTestId('university-option').filter({ hasText: university.slice(0, 40) }).first().click();
  await expect(panel).toBeHidden();
}

type BrowserStorage = { getItem(key: string): string | null; setItem(key: string, value: string): void };

/** localStorage in the page (the e2e tsconfig has no DOM types). */
export function getStored(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => (globalThis as unknown as { localStorage: BrowserStorage }).localStorage.getItem(k), key);
}

export function setStored(page: Page, key: string, value: string): Promise<void> {
  return page.evaluate(([k, v]) => (globalThis as unknown as { localStorage: BrowserStorage }).localStorage.setItem(k, v), [key, value] as const);
}

/** The persisted client state (`root`). */
export async function getRoot(page: Page): Promise<{ version: number; state: { Uni: { name: string; area: string } | null } }> {
  return JSON.parse((await getStored(page, 'root')) ?? 'null') as { version: number; state: { Uni: { name: string; area: string } | null } };
}
