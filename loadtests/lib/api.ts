// The calls a visitor's browser makes, as k6 requests. One place for URLs, bodies and checks.
import http from 'k6/http';
import { check } from 'k6';
import type { RefinedResponse, ResponseType } from 'k6/http';

export const BASE_URL = (__ENV.BASE_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
export const PAGE_SIZE = 15;

const json = { headers: { 'Content-Type': 'application/json' } };

export interface EventSummary {
  uniqueId: string;
  link: string;
  title: string;
}

interface EventsPage {
  msg: string;
  events: EventSummary[];
}

interface EventDetail {
  msg: string;
  event?: EventSummary;
  similar?: EventSummary[];
}

function parse<T>(res: RefinedResponse<ResponseType | undefined>): T | undefined {
  try {
    return res.json() as unknown as T;
  } catch {
    return undefined;
  }
}

/** POST /api/getEvents/no — one page of upcoming events. */
export function listEvents(page: number): EventSummary[] {
  const res = http.post(`${BASE_URL}/api/getEvents/no`, JSON.stringify({ page, limit: PAGE_SIZE, ip: '' }), {
    ...json,
    tags: { name: 'getEvents' },
  });
  const body = parse<EventsPage>(res);
  check(res, {
    'events: status 200': (r) => r.status === 200,
    'events: msg success': () => body?.msg === 'success',
  });
  return body?.events ?? [];
}

/** POST /api/get/event/no — one event with similar events. */
export function getEvent(link: string): EventDetail | undefined {
  const res = http.post(`${BASE_URL}/api/get/event/no`, JSON.stringify({ link }), {
    ...json,
    tags: { name: 'getEvent' },
  });
  const body = parse<EventDetail>(res);
  check(res, {
    'event: status 200': (r) => r.status === 200,
    'event: found': () => body?.msg === 'success' && body.event?.link === link,
  });
  return body;
}

/** The SPA page and its shell language file (the first screens' texts), as a first visit loads them (through the gateway or `npm start`). */
export function loadShell(path: string, lng = 'en'): void {
  const responses = http.batch([
    ['GET', `${BASE_URL}${path}`, null, { tags: { name: 'spa-shell' } }],
    ['GET', `${BASE_URL}/locales/${lng}/shell.json`, null, { tags: { name: 'locales' } }],
  ]);
  check(responses[0], { 'shell: status 200': (r) => r?.status === 200 });
  check(responses[1], { 'locales: status 200': (r) => r?.status === 200 });
}
