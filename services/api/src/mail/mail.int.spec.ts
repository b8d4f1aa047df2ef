import type { AddressInfo } from 'node:net';
import { createLogger } from '@fast-track/shared/logger';
import { openTestDb, type TestDb } from '@fast-track/shared/testing/test-db';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi } from '../testing/api-fixture.ts';
import { createInProcessMailQueue } from './in-process-mail-queue.ts';
import { mailJobKey } from './mail-job.ts';
import { closeSmtpTransports, createOutboxTransport, createSmtpTransport, type MailTransport } from './mail-transport.ts';
import { deleteMailFor, readMailbox } from './outbox.ts';
import { sendMailJob } from './send-mail.ts';

const logger = createLogger('test', 'silent');
const mailSettings = { from: 'Fast-Track <no-reply@fast-track.local>', publicUrl: 'http://localhost:8080' };

describe('mail (in-process queue, outbox, SMTP)', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await openTestDb();
  });
  afterAll(async () => {
    closeSmtpTransports();
    await testDb.dispose();
  });

  const queueWith = (transport: MailTransport, backoffMs = 5) =>
    createInProcessMailQueue({ db: testDb.db, logger, transport, backoffMs, ...mailSettings });

  it('an enqueued OTP mail shows up in GET /api/dev/mailbox, newest first, in the requested language', async () => {
    const queue = queueWith(createOutboxTransport(testDb.db));
    const api = await startApi(testDb.db, { mailQueue: queue });
    try {
      await queue.enqueue({ to: 'Anna.Kowalska@UW.edu.pl', template: 'otp', lng: 'pl', vars: { code: '1111', name: 'Anna' } }, { jobId: 'otp:anna.kowalska@uw.edu.pl:1' });
      await queue.onIdle();
      await queue.enqueue({ to: 'anna.kowalska@uw.edu.pl', template: 'otp', lng: 'pl', vars: { code: '2222' } }, { jobId: 'otp:anna.kowalska@uw.edu.pl:2' });
      await queue.onIdle();

      const res = await fetch(`${api.url}/api/dev/mailbox?to=${encodeURIComponent('anna.kowalska@uw.edu.pl')}`);
      expect(res.status).toBe(200);
      const { messages } = (await res.json()) as { messages: { id: string; to: string; subject: string; text: string; html: string; createdAt: string }[] };
      expect(messages.map((m) => m.subject)).toEqual(['Twój kod weryfikacyjny Fast-Track: 2222', 'Twój kod weryfikacyjny Fast-Track: 1111']);
      expect(messages[1]).toMatchObject({ to: 'anna.kowalska@uw.edu.pl' });
      expect(messages[1]?.text).toContain('Cześć Anna,');
      expect(messages[1]?.html).toContain('1111');
      expect(Number.isNaN(Date.parse(messages[0]?.createdAt ?? ''))).toBe(false);

      const other = (await (await fetch(`${api.url}/api/dev/mailbox?to=nobody@uw.edu.pl`)).json()) as { messages: unknown[] };
      expect(other.messages).toEqual([]);
      expect((await fetch(`${api.url}/api/dev/mailbox`)).status).toBe(400);
    } finally {
      await api.close();
      await queue.close();
    }
  });

  it('the mailbox is 404 when disabled (production without DEV_MAILBOX=true)', async () => {
    const api = await startApi(testDb.db, { devMailbox: 'off' });
    try {
      const res = await fetch(`${api.url}/api/dev/mailbox?to=anna@uw.edu.pl`);
      expect(res.status).toBe(404);
    } finally {
      await api.close();
    }
  });

  it('de-duplicates by job id: while queued and after it was sent', async () => {
    const queue = queueWith(createOutboxTransport(testDb.db));
    const job = { to: 'dedupe@kcl.ac.uk', template: 'otp', lng: 'en', vars: { code: '4321' } } as const;
    await Promise.all([queue.enqueue(job, { jobId: 'otp:dedupe@kcl.ac.uk:n1' }), queue.enqueue(job, { jobId: 'otp:dedupe@kcl.ac.uk:n1' })]);
    await queue.onIdle();
    await queue.enqueue(job, { jobId: 'otp:dedupe@kcl.ac.uk:n1' });
    await queue.onIdle();
    expect(await readMailbox(testDb.db, 'dedupe@kcl.ac.uk')).toHaveLength(1);
    await queue.enqueue(job, { jobId: 'otp:dedupe@kcl.ac.uk:n2' });
    await queue.onIdle();
    expect(await readMailbox(testDb.db, 'dedupe@kcl.ac.uk')).toHaveLength(2);
    await queue.close();
  });

  it('retries a failing send with backoff and sends once; gives up after 5 attempts', async () => {
    const outbox = createOutboxTransport(testDb.db);
    let calls = 0;
    const flaky: MailTransport = {
      kind: 'outbox',
      async send(mail) {
        calls += 1;
        if (calls < 3) throw new Error('smtp down');
        await outbox.send(mail);
      },
    };
    const queue = queueWith(flaky);
    await queue.enqueue({ to: 'retry@ed.ac.uk', template: 'password-reset', lng: 'de', vars: { uniqueId: 'c0ffee00-1111-4222-8333-444455556666' } });
    await queue.onIdle();
    expect(calls).toBe(3);
    const [mail] = await readMailbox(testDb.db, 'retry@ed.ac.uk');
    expect(mail?.subject).toBe('Setze dein Fast-Track-Passwort zurück');
    expect(mail?.text).toContain('http://localhost:8080/student/recover/c0ffee00-1111-4222-8333-444455556666');

    let dead = 0;
    const down: MailTransport = { kind: 'smtp', send: () => Promise.reject(new Error(`down ${++dead}`)) };
    const failing = queueWith(down, 1);
    await failing.enqueue({ to: 'dead@ed.ac.uk', template: 'otp', vars: { code: '9999' } });
    await failing.onIdle();
    expect(dead).toBe(5);
    // Failed for good: what the mail said does not outlive its last attempt.
    expect((await testDb.db.query(`SELECT job_key FROM mail_payloads`)).rows).toEqual([]);
    await Promise.all([queue.close(), failing.close()]);
  });

  it('a re-run of a job that was already sent sends nothing (idempotent job)', async () => {
    let sends = 0;
    const outbox = createOutboxTransport(testDb.db);
    const counting: MailTransport = { kind: 'smtp', send: async (m) => { sends += 1; await outbox.send(m); } };
    const payload = { to: 'idem@lse.ac.uk', template: 'otp', lng: 'fr', vars: { code: '5555' }, key: mailJobKey('otp:idem@lse.ac.uk:x') };
    const ctx = { db: testDb.db, logger, transport: counting, ...mailSettings };
    expect(await sendMailJob(payload, ctx)).toEqual({ sent: true });
    expect(await sendMailJob(payload, ctx)).toEqual({ sent: false, reason: 'already-sent' });
    expect(sends).toBe(1);
  });

  it('deleteMailFor erases the outbox messages and sent-log rows of an address', async () => {
    const queue = queueWith(createOutboxTransport(testDb.db));
    await queue.enqueue({ to: 'erase.me@ucl.ac.uk', template: 'otp', vars: { code: '1212' } }, { jobId: 'otp:erase.me@ucl.ac.uk:1' });
    await queue.enqueue({ to: 'keep.me@ucl.ac.uk', template: 'otp', vars: { code: '3434' } });
    await queue.onIdle();
    const logRows = async () => (await testDb.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM mail_sent_log`)).rows[0]?.n;
    const before = Number(await logRows());
    expect(await deleteMailFor(testDb.db, 'Erase.Me@ucl.ac.uk')).toEqual({ deleted: 1, pending: 0 });
    expect(await readMailbox(testDb.db, 'erase.me@ucl.ac.uk')).toEqual([]);
    expect(await readMailbox(testDb.db, 'keep.me@ucl.ac.uk')).toHaveLength(1);
    expect(Number(await logRows())).toBe(before - 1);
    const dump = await testDb.db.query(`SELECT * FROM dev_outbox UNION ALL SELECT NULL, job_key, to_hash, status, NULL, NULL, updated_at, NULL FROM mail_sent_log`);
    expect(JSON.stringify(dump.rows)).not.toContain('erase.me');
    await queue.close();
  });

  it('sends through SMTP (nodemailer) when SMTP_URL is set, and not to the outbox', async () => {
    const received: { from: string | undefined; to: string[]; raw: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const from = session.envelope.mailFrom;
          received.push({ from: from ? from.address : undefined, to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const queue = queueWith(createSmtpTransport(`smtp://127.0.0.1:${port}`));
    try {
      await queue.enqueue({ to: 'smtp.user@tum.de', template: 'otp', lng: 'it', vars: { code: '8080' } }, { jobId: 'otp:smtp.user@tum.de:1' });
      await queue.onIdle();
      expect(received).toHaveLength(1);
      expect(received[0]?.from).toBe('no-reply@fast-track.local');
      expect(received[0]?.to).toEqual(['smtp.user@tum.de']);
      expect(received[0]?.raw).toMatch(/^Subject: .*8080/m);
      expect(received[0]?.raw).toContain('text/html');
      expect(await readMailbox(testDb.db, 'smtp.user@tum.de')).toEqual([]);
    } finally {
      await queue.close();
      closeSmtpTransports();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
