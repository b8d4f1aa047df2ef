import type { DevMailboxAccess } from '@fast-track/shared/config';
import type { Db } from '@fast-track/shared/db/db';
import type { ApiModule } from '../http/module.ts';
import { mailboxRoutes } from './mailbox.routes.ts';

export { createMailQueue, mailQueueName, sendMailJobName, type MailQueue, type EnqueueOptions } from './mail-queue.ts';
export { createInProcessMailQueue, type InProcessMailQueue } from './in-process-mail-queue.ts';
export { createBullMqMailQueue, startMailRedrive, type BullMqMailQueue } from './bullmq-mail-queue.ts';
export { handOffStaged, stageMail, type StagedMail } from './staged-mail.ts';
export { mailJobDataSchema, mailJobRefSchema, mailPayloadTtlMs, type MailJobData, type MailJobRef } from './mail-payloads.ts';
export { createMailTransport, createOutboxTransport, createSmtpTransport, closeSmtpTransports, type MailTransport } from './mail-transport.ts';
export { sendMailJob, type SendMailContext, type SendMailResult } from './send-mail.ts';
export { calendarVars, mailJobPayloadSchema, mailJobSchema, mailLanguages, type CalendarVars, type MailJob, type MailJobInput, type MailLanguage } from './mail-job.ts';
export { deleteMailFor, readMailbox, type MailboxMessage } from './outbox.ts';
export { mailDestination, type MailDestination } from './mail-destination.ts';
export { renderMail } from './mail-templates.ts';

/** The development mailbox (GET /api/dev/mailbox): the outbox as a page, open as `access` says. */
export function createMailboxModule(deps: { db: Db; access: DevMailboxAccess }): ApiModule {
  return { routes: [mailboxRoutes(deps)] };
}
