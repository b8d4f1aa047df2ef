import type { Db } from '@fast-track/shared/db/db';
import nodemailer, { type Transporter } from 'nodemailer';
import type { RenderedMail } from './mail-templates.ts';

export interface OutgoingMail extends RenderedMail {
  /** De-duplication key of the job (also the outbox row's unique key). */
  key: string;
  from: string;
  to: string;
}

/** Where a rendered mail goes: an SMTP server, or the local outbox when none is configured. */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
}

/** Writes to dev_outbox (read by GET /api/dev/mailbox). A second send of the same key is a no-op. */
export function createOutboxTransport(db: Db): MailTransport {
  return {
    kind: 'outbox',
    async send(mail) {
      await db.query(
        `INSERT INTO dev_outbox (job_key, to_address, subject, text_body, html_body, attachments) VALUES ($1, $2, $3, $4, $5, $6::jsonb)
         ON CONFLICT (job_key) DO NOTHING`,
        [mail.key, mail.to.trim().toLowerCase(), mail.subject, mail.text, mail.html, JSON.stringify(mail.attachments ?? [])],
      );
    },
  };
}

const smtpTransporters = new Map<string, Transporter>();

/** nodemailer over SMTP_URL; one pooled transporter per URL and process. */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  let transporter = smtpTransporters.get(smtpUrl);
  if (!transporter) {
    transporter = nodemailer.createTransport(smtpUrl);
    smtpTransporters.set(smtpUrl, transporter);
  }
  const t = transporter;
  return {
    kind: 'smtp',
    async send(mail) {
      // The key doubles as Message-ID so a receiving system can spot a duplicate should one ever slip through.
      await t.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${mail.key}@fast-track.mail>`,
        ...(mail.attachments?.length ? { attachments: mail.attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })) } : {}),
      });
    },
  };
}

export function createMailTransport(smtpUrl: string | undefined, db: Db): MailTransport {
  return smtpUrl ? createSmtpTransport(smtpUrl) : createOutboxTransport(db);
}

/** Closes pooled SMTP connections (process shutdown, tests). */
export function closeSmtpTransports(): void {
  for (const t of smtpTransporters.values()) t.close();
  smtpTransporters.clear();
}
