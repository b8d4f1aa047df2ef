import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '@fast-track/shared/db/db';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import { createLogger } from '@fast-track/shared/logger';
import { createApp, type AppDeps } from '../app.ts';
import { companyDecider, companyStreamId } from '../companies/index.ts';
import { createHttpServer } from '../http/http-server.ts';
import { eventDecider, eventStreamId, type EventDetails } from '../events/index.ts';
import { projections } from '../projections.ts';

export interface RunningApi {
  url: string;
  post(path: string, body: unknown): Promise<Response>;
  close(): Promise<void>;
}

/** The real app on an ephemeral port, spoken to with fetch like any client would; `deps` replace the defaults. */
export async function startApi(db: Db, deps: Partial<Omit<AppDeps, 'db'>> = {}): Promise<RunningApi> {
  const { app, dispose } = createApp({ db, logger: createLogger('test', 'silent'), ...deps });
  const server: Server = createHttpServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    post: (path, body) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    async close() {
      dispose();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export const host = { companyId: '00000000-0000-4000-8000-000000000001', name: 'Kestrel Partners', logo: '/images/companies/kestrel-partners.svg' };

export async function registerHost(db: Db): Promise<void> {
  await handleCommand(db, companyStreamId(host.companyId), companyDecider, {
    type: 'RegisterCompany',
    data: { companyId: host.companyId, slug: 'kestrel-partners', name: host.name, logo: host.logo, now: new Date().toISOString() },
  }, { projections: projections.inline });
}

export function eventDetails(eventId: string, startMs: number, overrides: Partial<EventDetails> = {}): EventDetails {
  return {
    eventId,
    link: `kestrel-partners-event-${eventId.slice(-12)}`,
    title: `Event ${eventId.slice(-4)}`,
    type: 'Live Stream',
    img: '/images/events/cover-1.svg',
    description: '<p>About</p>',
    startTime: new Date(startMs).toISOString(),
    endTime: new Date(startMs + 3_600_000).toISOString(),
    timezone: 'Europe/London',
    virtualLink: 'https://meet.example.com/k',
    physicalLocation: null,
    approval: false,
    schoolYear: [],
    relevantCourses: [],
    targetGroups: [],
    host,
    ...overrides,
  };
}

export async function publish(db: Db, details: EventDetails, now = new Date().toISOString()): Promise<void> {
  await handleCommand(db, eventStreamId(details.eventId), eventDecider, { type: 'PublishEvent', data: { details, now } }, {
    projections: projections.inline,
  });
}

/** Deterministic uuid-shaped ids so ordering by uniqueId is predictable in assertions. */
export const uuidFor = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
