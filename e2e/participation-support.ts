// Helpers for the participation specs (docs/events.md § Participation): students with a session, events no other
// spec picks, and the calls a test uses to arrange data.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { registerThroughApi, setStored, uniqueEmail } from './identity-support.ts';
import { listAll, type ApiEvent } from './support/api.ts';

export interface Student {
  email: string;
  token: string;
}

/** A new student registered through the API. */
export async function newStudent(request: APIRequestContext, first = 'lena'): Promise<Student> {
  const email = uniqueEmail('ucl.ac.uk', first);
  return { email, token: await registerThroughApi(request, email) };
}

/** Signs the page in with a stored token (no user in `root`: the SPA learns who it is from /api/student/me). */
export async function signIn(page: Page, student: Student): Promise<void> {
  await page.goto('/events');
  await setStored(page, 'token', student.token);
}

/**
 * The `slot`-th event from the *end* of the upcoming list that matches `predicate`. Other specs take the first
 * match, and each participation test takes its own slot, so parallel tests never share an event's counts.
 */
export async function pickEvent(request: APIRequestContext, slot: number, predicate: (e: ApiEvent) => boolean, what: string): Promise<ApiEvent> {
  const matching = (await listAll(request)).filter(predicate).reverse();
  const event = matching[slot];
  if (!event) throw new Error(`the demo data has fewer than ${slot + 1} ${what}`);
  return event;
}

export const openEvent = (e: ApiEvent): boolean => !e.approval;
export const approvalEvent = (e: ApiEvent): boolean => e.approval;

export async function gotoEvent(page: Page, event: ApiEvent, base: '/event' | '/student/event' = '/event'): Promise<void> {
  await page.goto(`${base}/${encodeURIComponent(event.link)}`);
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
}

/** Posts a question through the API as `student`; returns its id. */
export async function postQuestionApi(request: APIRequestContext, student: Student, eventId: string, question: string): Promise<string> {
  const res = await request.post('/api/event/post/question', {
    headers: { Authorization: `Bearer ${student.token}` },
    data: { question, eventId },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { newQuestion: { uniqueId: string } }).newQuestion.uniqueId;
}

/** The participants count the registration box shows. */
export async function participantsCount(page: Page): Promise<number> {
  return Number(await page.getByTestId('participants-count').getAttribute('data-count'));
}

/** A text no other test or the seed uses. */
export const uniqueText = (prefix: string): string => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}?`;

/** Chromium logs every non-2xx fetch as a console error; tests that provoke one on purpose allow exactly that. */
export const failedResource = (status: number): RegExp => new RegExp(`Failed to load resource: the server responded with a status of ${status}`);

/** Logs out with the header button and waits for the visitor header. */
export async function logoutThroughHeader(page: Page): Promise<void> {
  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('header-logout').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
}
