import { loadConfig, type Config } from '@fast-track/shared/config';
import { createMailTransport, mailJobDataSchema, mailQueueName, sendMailJob } from '@fast-track/api/mail/index';
import { defineJob } from './job.ts';

let config: Config | undefined;

/**
 * The consumer of queue 'mail' (jobs 'send-mail', added by the API's BullMQ mail queue). The registry runs one
 * BullMQ worker per definition on the queue named `name`, hence 'mail'. Attempts and backoff travel with each job
 * (set by the producer); the work itself is the same function the API's in-process queue runs. A job carries only
 * its mail's key: the address and what the mail says are read from mail_payloads (Postgres).
 */
export const sendMailJobDefinition = defineJob({
  name: mailQueueName,
  payload: mailJobDataSchema,
  run(payload, { db, logger, lastAttempt }) {
    config ??= loadConfig();
    return sendMailJob(payload, {
      db,
      logger,
      transport: createMailTransport(config.SMTP_URL, db),
      from: config.MAIL_FROM,
      publicUrl: config.PUBLIC_URL,
      ...(lastAttempt === undefined ? {} : { lastAttempt }),
    });
  },
});
