import type { Db } from '@fast-track/shared/db/db';
import { createSessionStore } from '../../auth/session-store.ts';
import type { AppDeps } from '../../app.ts';
import { startApi, type RunningApi } from '../../testing/api-fixture.ts';
import type { EventNotifier } from '../event-notifier.ts';

export interface Call {
  status: number;
  body: Record<string, unknown>;
  contentType: string;
}

export interface ParticipationApi extends RunningApi {
  call(path: string, body: unknown, token?: string): Promise<Call>;
  /** What the routes told the event's viewers, in order. */
  notified: { kind: keyof EventNotifier; args: unknown[] }[];
}

/** The real app with a recording notifier; `call` sends a bearer when given one. */
export async function startParticipationApi(db: Db, deps: Partial<Omit<AppDeps, 'db'>> = {}): Promise<ParticipationApi> {
  const notified: ParticipationApi['notified'] = [];
  const record =
    (kind: keyof EventNotifier) =>
    (...args: unknown[]): void => {
      notified.push({ kind, args });
    };
  const api = await startApi(db, {
    eventNotifier: { questionPosted: record('questionPosted'), upvotesChanged: record('upvotesChanged'), participantsChanged: record('participantsChanged') },
    ...deps,
  });
  return {
    ...api,
    notified,
    async call(path, body, token) {
      const res = await fetch(`${api.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown>, contentType: res.headers.get('content-type') ?? '' };
    },
  };
}

/** A live session for a student id: the bearer guard only needs the session row. */
export function signIn(db: Db, studentId: string): Promise<string> {
  return createSessionStore(db).create(studentId, Date.now());
}
