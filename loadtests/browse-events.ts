// Journey: a visitor opens /events, scrolls through the list (infinite loading, 15 a page) and opens a few events.
import { sleep } from 'k6';
import type { Options } from 'k6/options';
import { getEvent, listEvents, loadShell, PAGE_SIZE, type EventSummary } from './lib/api.ts';

export const options: Options = {
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{name:getEvents}': ['p(95)<150', 'p(99)<300'],
    'http_req_duration{name:getEvent}': ['p(95)<150', 'p(99)<300'],
    checks: ['rate>0.99'],
  },
  scenarios: {
    browse: {
      executor: 'ramping-vus',
      startVUs: 0,
      stages: [
        { duration: '30s', target: 50 },
        { duration: '1m', target: 50 },
        { duration: '15s', target: 0 },
      ],
      gracefulRampDown: '10s',
    },
  },
};

const MAX_PAGES = 4;
const EVENTS_OPENED = 3;

export default function browseEvents(): void {
  loadShell('/events');
  const seen: EventSummary[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const events = listEvents(page);
    seen.push(...events);
    if (events.length < PAGE_SIZE) break; // the SPA stops at a short page too
    sleep(0.5 + Math.random()); // reading, then scrolling to the bottom
  }
  for (let i = 0; i < EVENTS_OPENED && seen.length > 0; i++) {
    const pick = seen[Math.floor(Math.random() * seen.length)];
    if (pick) getEvent(pick.link);
    sleep(1 + Math.random() * 2);
  }
}
