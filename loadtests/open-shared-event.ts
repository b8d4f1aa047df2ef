// Journey: a shared link is opened cold (/event/<link>): SPA shell, translations, the event and its similar events.
// The links come from the list once in setup(), as a visitor's link would come from someone else's list.
import { sleep } from 'k6';
import type { Options } from 'k6/options';
import { getEvent, listEvents, loadShell } from './lib/api.ts';

export const options: Options = {
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{name:getEvent}': ['p(95)<150', 'p(99)<300'],
    'http_req_duration{name:spa-shell}': ['p(95)<100'],
    checks: ['rate>0.99'],
  },
  scenarios: {
    shared_links: {
      executor: 'constant-arrival-rate',
      rate: 100,
      timeUnit: '1s',
      duration: '1m',
      preAllocatedVUs: 20,
      maxVUs: 100,
    },
  },
};

export function setup(): { links: string[] } {
  const links = listEvents(1).map((e) => e.link);
  if (links.length === 0) throw new Error('no upcoming events: seed the demo data (SEED_DEMO) first');
  return { links };
}

export default function openSharedEvent(data: { links: string[] }): void {
  const link = data.links[Math.floor(Math.random() * data.links.length)] ?? '';
  const lng = ['en', 'de', 'fr', 'pl', 'es', 'it'][Math.floor(Math.random() * 6)] ?? 'en';
  loadShell(`/event/${encodeURIComponent(link)}`, lng);
  const detail = getEvent(link);
  for (const similar of (detail?.similar ?? []).slice(0, 1)) {
    sleep(0.5);
    getEvent(similar.link);
  }
}
