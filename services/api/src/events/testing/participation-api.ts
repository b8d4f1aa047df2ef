import type { Db } from '@fast-track/shared/db/db';
import { ConflictError } from '@fast-track/shared/errors';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import { accountDecider, accountStreamId, createSessionStore, type AccountKind } from '../../accounts/index.ts';
import { projections } from '../../projections.ts';
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
    eventNotifier: {
      questionPosted: record('questionPosted'),
      upvoteChanged: record('upvoteChanged'),
      participantsChanged: record('participantsChanged'),
      questionAnswered: record('questionAnswered'),
      eventChanged: record('eventChanged'),
      attendanceDecided: record('attendanceDecided'),
    },
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

/**
 * A live session for an account id: the guard needs the session row and the account's kind (the `accounts` read
 * table, written by the real RegisterAccount command; registering twice, for a second tab, is skipped).
 */
export async function signIn(db: Db, accountId: string, kind: AccountKind = 'student'): Promise<string> {
  const now = new Date().toISOString();
  const known = await db.query('SELECT 1 FROM accounts WHERE account_id = $1', [accountId]);
  if (known.rows.length === 0) {
    await handleCommand(db, accountStreamId(accountId), accountDecider, { type: 'RegisterAccount', data: { accountId, kind, method: 'otp', now } }, {
      projections: projections.inline,
    }).catch((error: unknown) => {
      if (!(error instanceof ConflictError)) throw error;
    });
  }
  return createSessionStore(db).create(accountId, Date.now());
}
