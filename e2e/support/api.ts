// The events API as the tests see it: used to pick events with given properties and to compute expectations.
import type { APIRequestContext } from '@playwright/test';

export interface ApiEvent {
  uniqueId: string;
  link: string;
  title: string;
  type: string;
  description: string;
  datetime: string;
  timezone: string;
  /** Whether the event is online; the join link (virtualLink) only goes to attending students (issue 10). */
  online?: boolean;
  virtualLink?: string;
  joinOpensAt?: string;
  physicalLocation: string;
  company: string;
  approval: boolean;
  questions: { uniqueId: string; text: string; upvotes: string[]; askedAt?: string; answered?: boolean }[];
  schoolYear: string[];
  relevantCourses: string[];
  targetGroups: string[];
}

export const PAGE_SIZE = 15;

export async function listPage(request: APIRequestContext, page: number): Promise<ApiEvent[]> {
  const res = await request.post('/api/getEvents/no', { data: { page, limit: PAGE_SIZE, ip: '' } });
  if (!res.ok()) throw new Error(`getEvents page ${page}: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as { msg: string; events: ApiEvent[] };
  if (body.msg !== 'success') throw new Error(`getEvents page ${page}: msg ${body.msg}`);
  return body.events;
}

/** Every upcoming event, page by page, as the SPA loads them. */
export async function listAll(request: APIRequestContext): Promise<ApiEvent[]> {
  const all: ApiEvent[] = [];
  for (let page = 1; page < 100; page++) {
    const events = await listPage(request, page);
    all.push(...events);
    if (events.length < PAGE_SIZE) break;
  }
  return all;
}

export async function getEvent(request: APIRequestContext, link: string): Promise<{ msg: string; event?: ApiEvent }> {
  const res = await request.post('/api/get/event/no', { data: { link } });
  if (!res.ok()) throw new Error(`get/event ${link}: ${res.status()}`);
  return (await res.json()) as { msg: string; event?: ApiEvent };
}

export async function findEvent(request: APIRequestContext, predicate: (e: ApiEvent) => boolean, what: string): Promise<ApiEvent> {
  const found = (await listAll(request)).find(predicate);
  if (!found) throw new Error(`the demo data has no ${what}`);
  return found;
}

/** 'YYYY-MM' of an instant in the event's zone (UTC when the zone is unknown): the SPA's month grouping. */
export function monthKey(iso: string, timeZone: string): string {
  let zone = 'UTC';
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone });
    zone = timeZone;
  } catch {
    // invalid zone: the SPA falls back to UTC too
  }
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit' }).formatToParts(new Date(iso));
  return `${parts.find((p) => p.type === 'year')?.value}-${parts.find((p) => p.type === 'month')?.value}`;
}
