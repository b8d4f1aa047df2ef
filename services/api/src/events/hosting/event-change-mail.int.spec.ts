import { randomBytes } from 'node:crypto';
import { createLogger } from '@fast-track/shared/logger';
import { bullmqConnection } from '@fast-track/shared/redis/redis-client';
import type { TestDb } from '@fast-track/shared/testing/test-db';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBullMqMailQueue, createInProcessMailQueue, createOutboxTransport, mailQueueName, readMailbox, type MailQueue } from '../../mail/index.ts';
import { bearer, registerStudent, uniqueAddress, type StudentApi } from '../../testing/student-api.ts';
import { setUpStudentApi } from '../../testing/student-api-suite.ts';
import { call, eventForm, hostingWorld, type HostingWorld } from '../testing/hosting-world.ts';

// The mails telling attendees that their event changed or was cancelled, and a student that their request was
// decided, are stored in the host's command transaction (issue 11): here every hand-off to the queue fails, as it would if the process died right after the
// commit, and the mails are still there for the worker's redrive to queue. A refused command stores none.

const redisUrl = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
let testDb: TestDb;
let api: StudentApi;
let world: HostingWorld;
let handOffs = 0;
/** The app's queue, except that event mails never reach it: what a crash between commit and hand-off leaves. */
const crashBeforeHandOff = (queue: MailQueue): MailQueue => ({
  kind: queue.kind,
  close: () => queue.close(),
  async enqueue(job, opts) {
    // The student's own attendance confirmation is not the host's news: it goes through.
    if (job.template !== 'event-update' || job.vars.change === 'attending') return queue.enqueue(job, opts);
    handOffs += 1;
    throw new Error('process died before the hand-off');
  },
});
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-mails-7e1', wrapMail: crashBeforeHandOff });

const address = uniqueAddress('ola');
let event: { uniqueId: string };
beforeAll(async () => {
  world = await hostingWorld(testDb.db, api);
  const created = await call(api, 'POST', `/api/organisations/${world.companyId}/events`, world.owner.token, { ...eventForm(), publish: true });
  event = created.body['event'] as typeof event;
  const student = await registerStudent(api, address);
  expect((await call(api, 'POST', '/api/event/apply', student, { eventId: event.uniqueId })).body).toEqual({ msg: 'added' });
});

const host = (path: string, version: string, body: unknown) =>
  call(api, 'POST', `/api/organisations/${world.companyId}/events/${event.uniqueId}/${path}`, world.owner.token, body, { 'if-match': version });
/** The event mails waiting for the student: their keys and what they say. */
const pendingMails = async () =>
  (
    await testDb.db.query<{ job_key: string; change: string; reason: string | null }>(
      `SELECT job_key, payload->'vars'->>'change' AS change, payload->'vars'->>'reason' AS reason
         FROM mail_payloads WHERE payload->>'to' = $1 AND payload->>'template' = 'event-update' ORDER BY created_at, job_key`,
      [address],
    )
  ).rows;

describe('mails to attendees of a changed event', () => {
  it('are stored when the edit commits, though the hand-off never happened', async () => {
    const edited = await host('edit', '"1"', eventForm({ startTime: '11:00' }));
    expect(edited.status).toBe(200);
    expect(handOffs).toBe(1);
    expect((await pendingMails()).map((m) => m.change)).toEqual(['updated']);
  });

  it('are stored when the cancellation commits, with its reason', async () => {
    expect((await host('cancel', '"2"', { reason: 'Venue flooded' })).status).toBe(200);
    expect(await pendingMails()).toEqual([expect.objectContaining({ change: 'updated' }), expect.objectContaining({ change: 'cancelled', reason: 'Venue flooded' })]);
  });

  it('are not stored for a command that was refused', async () => {
    const before = await pendingMails();
    expect((await host('edit', '"1"', eventForm({ startTime: '12:00' }))).status).toBe(412);
    expect(await pendingMails()).toEqual(before);
  });

  it('include the decision on a request, stored with it', async () => {
    const asking = uniqueAddress('pia');
    const token = await registerStudent(api, asking);
    const created = await call(api, 'POST', `/api/organisations/${world.companyId}/events`, world.owner.token, { ...eventForm({ title: 'Closed Door Dinner', approval: true }), publish: true });
    const dinner = (created.body['event'] as { uniqueId: string }).uniqueId;
    expect((await call(api, 'POST', '/api/event/apply', token, { eventId: dinner })).body).toEqual({ msg: 'requested' });
    const userId = ((await (await api.get('/api/account/me', bearer(token))).json()) as { account: { uniqueId: string } }).account.uniqueId;
    const decided = await call(api, 'POST', '/api/event/requests/decide', world.owner.token, { eventId: dinner, userId, decision: 'approve' });
    expect(decided.body).toEqual({ msg: 'approved' });
    const stored = await testDb.db.query<{ change: string }>(
      `SELECT payload->'vars'->>'change' AS change FROM mail_payloads WHERE payload->>'to' = $1 AND payload->>'template' = 'event-update'`,
      [asking],
    );
    expect(stored.rows).toEqual([{ change: 'approved' }]);
  });

  describe('the worker', () => {
    const prefix = `ft-test-eventmail-${randomBytes(4).toString('hex')}`;
    let inspect: Queue;
    afterAll(async () => {
      await inspect?.obliterate({ force: true }).catch(() => undefined);
      await inspect?.close();
    });

    it('queues the stored mails on its redrive', async () => {
      const logger = createLogger('test', 'silent');
      const queue = createBullMqMailQueue({ connection: bullmqConnection(redisUrl, 'commands'), prefix, logger, db: testDb.db });
      try {
        expect(await queue.redrive({ minAgeMs: 0 })).toBeGreaterThanOrEqual(2);
      } finally {
        await queue.close();
      }
      inspect = new Queue(mailQueueName, { connection: bullmqConnection(redisUrl, 'commands'), prefix });
      for (const mail of await pendingMails()) expect((await inspect.getJob(mail.job_key))?.data).toEqual({ key: mail.job_key });
    });
  });

  it('are sent by the embedded mode’s queue when the process starts again', async () => {
    const restarted = createInProcessMailQueue({
      db: testDb.db,
      logger: createLogger('test', 'silent'),
      transport: createOutboxTransport(testDb.db),
      from: 'Fast-Track <no-reply@fast-track.local>',
      publicUrl: 'http://localhost:8080',
      attempts: 1,
    });
    try {
      expect(await restarted.redrive()).toBeGreaterThanOrEqual(2);
      await restarted.onIdle();
    } finally {
      await restarted.close();
    }
    // Besides the sign-up code and the attendance confirmation: the change and the cancellation.
    const news = (await readMailbox(testDb.db, address)).filter((m) => m.text.includes('Spring Insight Day') && m.subject !== 'You are attending an event');
    expect(news).toHaveLength(2);
    expect(await pendingMails()).toEqual([]);
  });
});
