import type { DevMailboxAccess } from '@fast-track/shared/config';

export interface MailDestination {
  level: 'info' | 'warn';
  /** smtp: the server's host and port, never the URL's credentials. */
  mail: { transport: 'smtp'; host: string } | { transport: 'outbox'; mailbox: DevMailboxAccess };
  message: string;
}

/**
 * What the start log says about where mail goes, loudly when it goes nowhere: without SMTP_URL every code and
 * recovery link stays in the local outbox, and whoever can read the outbox can take over accounts.
 */
export function mailDestination(config: { SMTP_URL?: string | undefined }, mailbox: DevMailboxAccess, port: number): MailDestination {
  if (config.SMTP_URL) {
    const url = new URL(config.SMTP_URL);
    const host = `${url.hostname}${url.port ? `:${url.port}` : ''}`;
    return { level: 'info', mail: { transport: 'smtp', host }, message: `mail is sent by SMTP through ${host}` };
  }
  const page = `http://localhost:${port}/dev/mailbox`;
  const where = {
    local: `readable at ${page} from this machine only (loopback callers; DEV_MAILBOX=true would open it to the network)`,
    open: `and DEV_MAILBOX=true lets ANYONE who can reach port ${port} read it at /dev/mailbox (codes and recovery links: account takeover); keep that to test rigs`,
    off: 'the mailbox page is off (DEV_MAILBOX=false, or production); the mails stay in the dev_outbox table',
  }[mailbox];
  return {
    level: 'warn',
    mail: { transport: 'outbox', mailbox },
    message: `MAIL IS NOT SENT: no SMTP_URL, so every mail (codes, recovery links) goes to the local outbox, ${where}. Set SMTP_URL to send mail.`,
  };
}
