export { createMailQueue, mailQueueName, sendMailJobName, type MailQueue, type EnqueueOptions } from './mail-queue.ts';
export { createInProcessMailQueue, type InProcessMailQueue } from './in-process-mail-queue.ts';
export { createBullMqMailQueue } from './bullmq-mail-queue.ts';
export { createMailTransport, createOutboxTransport, createSmtpTransport, closeSmtpTransports, type MailTransport } from './mail-transport.ts';
export { sendMailJob, type SendMailContext } from './send-mail.ts';
export { mailJobPayloadSchema, mailJobSchema, mailLanguages, type MailJob, type MailJobInput, type MailLanguage } from './mail-job.ts';
export { deleteMailFor, readMailbox, type MailboxMessage } from './outbox.ts';
export { mailboxRoutes } from './mailbox.routes.ts';
export { renderMail } from './mail-templates.ts';
