import type { MailJob } from './mail-job.ts';
import { mailTexts, type MailTexts } from './mail-texts.ts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface RenderOptions {
  /** Base of links in mails (config PUBLIC_URL). */
  publicUrl: string;
}

// Validity periods the accounts slice enforces (docs/identity-contract.md); the mails only state them.
const otpMinutes = 10;
const resetMinutes = 30;

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const fill = (template: string, vars: Readonly<Record<string, string>>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => vars[key] ?? whole);

// A subject is a header: no line breaks from user-controlled values (header injection is nodemailer's job too).
const oneLine = (s: string): string => s.replace(/[\r\n]+/g, ' ').trim();

interface Parts {
  subject: string;
  greeting: string;
  paragraphs: { text: string; html: string }[];
}

function layout(lang: string, t: MailTexts, parts: Parts): RenderedMail {
  const text = [parts.greeting, '', ...parts.paragraphs.flatMap((p) => [p.text, '']), t.signature, ''].join('\n');
  const body = parts.paragraphs.map((p) => `<p style="margin:0 0 16px">${p.html}</p>`).join('\n');
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a2e;line-height:1.5">
<p style="margin:0 0 16px">${escapeHtml(parts.greeting)}</p>
${body}
<p style="margin:0;color:#555">${escapeHtml(t.signature)}</p>
</body></html>
`;
  return { subject: oneLine(parts.subject), text, html };
}

const plain = (s: string): { text: string; html: string } => ({ text: s, html: escapeHtml(s) });

/** The mail for a job, in the job's language; every variable is escaped in the HTML part. */
export function renderMail(job: MailJob, { publicUrl }: RenderOptions): RenderedMail {
  const t = mailTexts[job.lng];
  const name = job.vars.name?.trim();
  const greeting = name ? fill(t.greetingNamed, { name: oneLine(name) }) : t.greeting;

  switch (job.template) {
    case 'otp': {
      const { code } = job.vars;
      return layout(job.lng, t, {
        subject: fill(t.otp.subject, { code }),
        greeting,
        paragraphs: [
          plain(t.otp.intro),
          {
            text: code,
            html: `<strong style="font-size:28px;letter-spacing:8px">${escapeHtml(code)}</strong>`,
          },
          plain(fill(t.otp.expiry, { minutes: String(otpMinutes) })),
          plain(t.otp.ignore),
        ],
      });
    }
    case 'password-reset': {
      const link = new URL(`/student/recover/${encodeURIComponent(job.vars.uniqueId)}`, publicUrl).toString();
      return layout(job.lng, t, {
        subject: t.passwordReset.subject,
        greeting,
        paragraphs: [
          plain(t.passwordReset.intro),
          { text: link, html: `<a href="${escapeHtml(link)}">${escapeHtml(t.passwordReset.button)}</a><br>${escapeHtml(link)}` },
          plain(fill(t.passwordReset.expiry, { minutes: String(resetMinutes) })),
          plain(t.passwordReset.ignore),
        ],
      });
    }
  }
}
