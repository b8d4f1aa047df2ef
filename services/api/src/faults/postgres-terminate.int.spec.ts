import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  call,
  createScratchDatabase,
  idsInLog,
  openEventId,
  registerStudent,
  startApiProcess,
  until,
  type Answer,
  type ScratchDatabase,
  type ServiceProcess,
} from './fault-kit.ts';

// Postgres connections of a running API process terminated (pg_terminate_backend) again and again while students
// post questions: every answer is a success or a clear 503 (never a 500), every acknowledged question is in the
// event log, and once the terminations stop the same process serves every request again (docs/operations.md).
const databaseUrl = inject('testDatabaseUrl');

describe.skipIf(databaseUrl === 'pglite')('Postgres connections terminated mid-traffic', () => {
  let db: ScratchDatabase;
  let api: ServiceProcess & { url: string };
  let killer: pg.Client;

  beforeAll(async () => {
    db = await createScratchDatabase(databaseUrl);
    api = await startApiProcess({
      DATABASE_URL: db.url,
      SEED_DEMO: 'true',
      NODE_ENV: 'development',
      IDENTITY_SECRET: 'fault-test-identity-secret-fault-test-identity-secret',
    });
    // Connected to the run's database, so terminating the scratch database's backends never ends this one.
    killer = new pg.Client({ connectionString: databaseUrl });
    await killer.connect();
  }, 120_000);
  afterAll(async () => {
    await killer?.end();
    await api?.stop();
    await db?.drop();
  });

  it('answers success or a clear 503, keeps every acknowledged write, and the pool recovers by itself', { timeout: 180_000 }, async () => {
    const eventId = await openEventId(api.url);
    const students = await Promise.all(['ada', 'bo', 'cy', 'di', 'ed', 'fay'].map((name) => registerStudent(api.url, db, name)));

    let terminated = 0;
    let killing = true;
    const terminator = (async () => {
      while (killing) {
        const { rows } = await killer.query<{ n: string }>(
          `SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))::text AS n
             FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
          [db.name],
        );
        terminated += Number(rows[0]?.n ?? 0);
        await new Promise((resolve) => setTimeout(resolve, 150 + Math.random() * 150));
      }
    })();

    const answers: { text: string; answer: Answer | Error }[] = [];
    const deadline = Date.now() + 8000;
    await Promise.all(
      students.flatMap((student, s) =>
        [0, 1].map(async (lane) => {
          for (let n = 0; Date.now() < deadline; n += 1) {
            const text = `Question ${s}-${lane}-${n} about the programme?`;
            const answer = await call(`${api.url}/api/event/post/question`, { body: { eventId, question: text }, token: student.token }).catch((e: unknown) => e as Error);
            answers.push({ text, answer });
          }
        }),
      ),
    );
    killing = false;
    await terminator;

    const statuses = new Map<number, number>();
    const refusals = new Map<string, number>();
    for (const { answer } of answers) {
      if (answer instanceof Error) throw new Error(`no answer (process ${api.exited() ? 'exited' : 'alive'}): ${answer.message}\n${api.logs.slice(-60).join('\n')}`);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      // Clear answers only: a success, or 503 problem+json saying what happened.
      if (answer.status !== 200) {
        refusals.set(String(answer.body['detail']), (refusals.get(String(answer.body['detail'])) ?? 0) + 1);
        expect(answer.status, JSON.stringify(answer.body)).toBe(503);
        expect(answer.contentType).toContain('application/problem+json');
        expect(answer.body).toMatchObject({ code: 'UNAVAILABLE' });
        expect(String(answer.body['detail'])).toMatch(/database/i);
      }
    }
    const acknowledged = answers.flatMap(({ answer }) =>
      !(answer instanceof Error) && answer.status === 200 ? [(answer.body['newQuestion'] as { uniqueId: string }).uniqueId] : [],
    );
    expect(terminated).toBeGreaterThan(10);
    expect(acknowledged.length).toBeGreaterThan(20);
    // Nothing acknowledged is lost.
    const inLog = await idsInLog(db, acknowledged);
    expect(acknowledged.filter((id) => !inLog.has(id))).toEqual([]);

    // The pool healed: with no more terminations every request succeeds, on the same process.
    await until('readyz', () => call(`${api.url}/readyz`), (a) => a.status === 200, 10_000);
    const after = await Promise.all(
      students.map((student, s) => call(`${api.url}/api/event/post/question`, { body: { eventId, question: `After the storm ${s}?` }, token: student.token })),
    );
    expect(after.map((a) => a.status)).toEqual(students.map(() => 200));
    expect(api.exited()).toBe(false);
    console.info(
      `[faults] postgres terminations: ${JSON.stringify({ requests: answers.length, terminated, statuses: Object.fromEntries(statuses), refusals: Object.fromEntries(refusals), acknowledged: acknowledged.length, lost: 0 })}`,
    );
  });
});
