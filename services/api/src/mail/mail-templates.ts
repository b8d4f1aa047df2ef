import { calendarAttachment, deadlineAt, startsAt, type MailAttachment } from './mail-attachment.ts';
import { interviewCalendar } from './interview-calendar.ts';
import type { MailJob } from './mail-job.ts';
import { mailLocale } from './mail-locale.ts';
import type { MailTexts } from './mail-text-types.ts';

/** Where each kind of organisation answers join requests and offers of ownership (the mails' links). */
const teamPages = { company: '/dashboard/Team', career_center: '/cc/dashboard', student_organisation: '/so/dashboard/Team' } as const;

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Made from the vars at render time (./mail-attachment.ts); most mails have none. */
  attachments?: MailAttachment[];
}

export interface RenderOptions {
  /** Base of links in mails (config PUBLIC_URL). */
  publicUrl: string;
}

// Validity periods the accounts slice enforces (docs/accounts.md); the mails only state them.
const otpMinutes = 10;
const resetMinutes = 30;
const unlockMinutes = 30;
const invitationDays = 7;

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const fill = (template: string, vars: Readonly<Record<string, string>>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => vars[key] ?? whole);

// A subject is a header: no line breaks from user-controlled values (header injection is nodemailer's job too).
// Also used for names in the body: control characters and Unicode line/paragraph separators become one space.
const oneLine = (s: string): string => s.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();

interface Parts {
  subject: string;
  greeting: string;
  paragraphs: { text: string; html: string }[];
}

function layout(lang: string, t: MailTexts, parts: Parts): RenderedMail {
  // A company's own stage mail brings its own greeting (an empty one here).
  const text = [...(parts.greeting ? [parts.greeting, ''] : []), ...parts.paragraphs.flatMap((p) => [p.text, '']), t.signature, ''].join('\n');
  const body = parts.paragraphs.map((p) => `<p style="margin:0 0 16px">${p.html}</p>`).join('\n');
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a2e;line-height:1.5">
${parts.greeting ? `<p style="margin:0 0 16px">${escapeHtml(parts.greeting)}</p>\n` : ''}${body}
<p style="margin:0;color:#555">${escapeHtml(t.signature)}</p>
</body></html>
`;
  return { subject: oneLine(parts.subject), text, html };
}

type Paragraph = Parts['paragraphs'][number];

const plain = (s: string): Paragraph => ({ text: s, html: escapeHtml(s) });

/**
 * A sentence with user-controlled values: each value is flattened to one line, filled in a single pass (a value
 * holding `{{role}}` stays literal) and, in the HTML part, escaped on its own and shown in bold.
 */
function sentence(template: string, vars: Readonly<Record<string, string>>): Paragraph {
  const flat = Object.fromEntries(Object.entries(vars).map(([key, value]) => [key, oneLine(value)]));
  const html = Object.fromEntries(Object.entries(flat).map(([key, value]) => [key, `<strong>${escapeHtml(value)}</strong>`]));
  return { text: fill(template, flat), html: fill(escapeHtml(template), html) };
}

/** A link on PUBLIC_URL: the bare URL in the text part, a button-like anchor plus the URL in the HTML part. */
function linkTo(path: string, publicUrl: string, label: string): Paragraph {
  const link = new URL(path, publicUrl).toString();
  return { text: link, html: `<a href="${escapeHtml(link)}">${escapeHtml(label)}</a><br>${escapeHtml(link)}` };
}

/** A reason written by an admin, quoted: in the text part every line on its own, prefixed "> ". */
function quote(label: string, reason: string): Paragraph {
  const lines = reason
    .replace(/\r\n?|[\v\f\u0085\u2028\u2029]/g, '\n')
    .replace(/[^\P{Cc}\n]/gu, ' ')
    .split('\n')
    .map((line) => line.trimEnd());
  return {
    text: [label, ...lines.map((line) => (line ? `> ${line}` : '>'))].join('\n'),
    html: `${escapeHtml(label)}<br><span style="display:block;margin-top:4px;padding-left:12px;border-left:3px solid #ccc;color:#333">${lines.map(escapeHtml).join('<br>')}</span>`,
  };
}

const segment = (value: string): string => encodeURIComponent(value);

/** A person's plain text as paragraphs (blank-line separated), control characters flattened, lines kept in HTML. */
function paragraphsOf(body: string): Paragraph[] {
  return body
    .replace(/\r\n?|[\v\f\u0085\u2028\u2029]/g, '\n')
    .replace(/[^\P{Cc}\n]/gu, ' ')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block.length > 0)
    .map((block) => ({ text: block, html: block.split('\n').map(escapeHtml).join('<br>') }));
}

/**
 * A company's own stage mail (jobs/pipeline/stage-mail.ts): its subject and body with {{name}}, {{jobTitle}} and
 * {{companyName}} filled, each blank-line-separated block a paragraph of plain, escaped text, then the button to the
 * student's applications; no built-in greeting (the company writes its own). The values are flattened to one line
 * like every name a mail shows.
 */
function companyStageMail(custom: { subject: string; body: string }, vars: Readonly<Record<string, string>>, button: Paragraph): Parts {
  const flat = Object.fromEntries(Object.entries(vars).map(([key, value]) => [key, oneLine(value)]));
  const blocks = fill(custom.body, flat)
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block.length > 0);
  return { subject: fill(custom.subject, flat), greeting: '', paragraphs: [...blocks.map(plain), button] };
}

/** The mail for a job, in the job's language; every variable is escaped in the HTML part. */
export function renderMail(job: MailJob, { publicUrl }: RenderOptions): RenderedMail {
  const t = mailLocale[job.lng].account;
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
          ...(job.vars.link ? [plain(t.otp.linkIntro), linkTo(`/verify/${segment(job.vars.link)}`, publicUrl, t.otp.linkButton)] : []),
          plain(t.otp.ignore),
        ],
      });
    }
    case 'password-reset': {
      const { audience, uniqueId } = job.vars;
      return layout(job.lng, t, {
        subject: t.passwordReset.subject,
        greeting,
        paragraphs: [
          plain(t.passwordReset.intro),
          linkTo(`/${audience}/recover/${segment(uniqueId)}`, publicUrl, t.passwordReset.button),
          plain(fill(t.passwordReset.expiry, { minutes: String(resetMinutes) })),
          plain(t.passwordReset.ignore),
        ],
      });
    }
    case 'unlock': {
      const texts = t.unlock;
      return layout(job.lng, t, {
        subject: texts.subject,
        greeting,
        paragraphs: [
          plain(texts.intro),
          linkTo(`/unlock/${segment(job.vars.uniqueId)}`, publicUrl, texts.button),
          plain(fill(texts.expiry, { minutes: String(unlockMinutes) })),
          plain(texts.notYou),
        ],
      });
    }
    case 'invitation': {
      const { organisationName, role, organisationId, dsa, invitationId } = job.vars;
      const texts = t.invitation;
      return layout(job.lng, t, {
        subject: texts.subject,
        greeting,
        paragraphs: [
          sentence(fill(texts.intro, { role: texts.roles[role] }), { organisationName }),
          linkTo(`/registration/${segment(organisationId)}/${segment(dsa)}/${segment(invitationId)}`, publicUrl, texts.button),
          plain(fill(texts.expiry, { days: String(invitationDays) })),
          plain(texts.ignore),
        ],
      });
    }
    case 'organisation-decision': {
      const { organisationName, decision } = job.vars;
      const texts = t.organisationDecision;
      if (decision === 'approved') {
        return layout(job.lng, t, {
          subject: texts.approvedSubject,
          greeting,
          paragraphs: [sentence(texts.approved, { organisationName }), linkTo('/dashboard', publicUrl, texts.button)],
        });
      }
      const reason = job.vars.reason?.trim();
      return layout(job.lng, t, {
        subject: decision === 'rejected' ? texts.rejectedSubject : texts.suspendedSubject,
        greeting,
        paragraphs: [
          sentence(decision === 'rejected' ? texts.rejected : texts.suspended, { organisationName }),
          ...(reason ? [quote(texts.reason, reason)] : []),
        ],
      });
    }
    case 'account-decision': {
      const texts = t.accountDecision;
      if (job.vars.decision === 'restored') return layout(job.lng, t, { subject: texts.restoredSubject, greeting, paragraphs: [plain(texts.restored)] });
      const reason = job.vars.reason?.trim();
      return layout(job.lng, t, {
        subject: texts.suspendedSubject,
        greeting,
        paragraphs: [plain(texts.suspended), ...(reason ? [quote(texts.reason, reason)] : []), plain(texts.contact)],
      });
    }
    case 'content-taken-down': {
      const texts = t.contentTakenDown;
      const { kind, title, reason } = job.vars;
      return layout(job.lng, t, {
        subject: texts.subject,
        greeting,
        paragraphs: [title ? sentence(texts.kinds[kind], { title }) : plain(texts.kinds[kind]), quote(texts.reason, reason), plain(texts.contact)],
      });
    }
    case 'join-request': {
      const texts = t.joinRequest;
      return layout(job.lng, t, {
        subject: texts.subject,
        greeting,
        paragraphs: [sentence(texts.intro, { organisationName: job.vars.organisationName }), linkTo(teamPages[job.vars.organisationKind ?? 'company'], publicUrl, texts.button)],
      });
    }
    case 'handover-offer': {
      const texts = t.handoverOffer;
      const { organisationName, organisationKind, expiresAt } = job.vars;
      return layout(job.lng, t, {
        subject: texts.subject,
        greeting,
        paragraphs: [sentence(texts.intro, { organisationName, date: deadlineAt(job.lng, expiresAt) }), linkTo(teamPages[organisationKind], publicUrl, texts.button)],
      });
    }
    case 'application-stage': {
      const texts = t.applicationStage;
      const { jobTitle, companyName, stage, custom } = job.vars;
      if (custom) return layout(job.lng, t, companyStageMail(custom, { jobTitle, companyName, name: name ?? '' }, linkTo('/student/applications', publicUrl, texts.button)));
      return layout(job.lng, t, {
        subject: stage === 'received' ? texts.receivedSubject : texts.subject,
        greeting,
        paragraphs: [sentence(texts.stages[stage], { jobTitle, companyName }), linkTo('/student/applications', publicUrl, texts.button)],
      });
    }
    case 'event-update': {
      const texts = mailLocale[job.lng].event;
      const { eventTitle, change, link } = job.vars;
      const reason = job.vars.reason?.trim();
      const toEvent = linkTo(`/event/${segment(link)}`, publicUrl, texts.button);
      const toEvents = linkTo('/events', publicUrl, texts.otherEvents);
      const parts = {
        updated: { subject: texts.updatedSubject, paragraphs: [sentence(texts.updated, { eventTitle }), toEvent] },
        cancelled: {
          subject: texts.cancelledSubject,
          paragraphs: [sentence(texts.cancelled, { eventTitle }), ...(reason ? [quote(texts.reason, reason)] : []), toEvents],
        },
        approved: {
          subject: texts.approvedSubject,
          paragraphs: [sentence(texts.approved, { eventTitle }), toEvent, ...(job.vars.calendar ? [plain(texts.calendarAttached)] : [])],
        },
        declined: { subject: texts.declinedSubject, paragraphs: [sentence(texts.declined, { eventTitle }), toEvents] },
        attending: {
          subject: texts.attendingSubject,
          paragraphs: [sentence(texts.attending, { eventTitle }), toEvent, ...(job.vars.calendar ? [plain(texts.calendarAttached)] : [])],
        },
        promoted: {
          subject: texts.promotedSubject,
          paragraphs: [sentence(texts.promoted, { eventTitle }), toEvent, ...(job.vars.calendar ? [plain(texts.calendarAttached)] : [])],
        },
      }[change];
      const mail = layout(job.lng, t, { ...parts, greeting });
      // The attendance confirmations carry the event's .ics (a change or cancellation does not).
      const confirms = change === 'approved' || change === 'attending' || change === 'promoted';
      return confirms && job.vars.calendar ? { ...mail, attachments: [calendarAttachment(job.vars.calendar, new Date())] } : mail;
    }
    case 'event-reminder': {
      const texts = mailLocale[job.lng].event;
      const { calendar, link } = job.vars;
      const mail = layout(job.lng, t, {
        subject: texts.reminderSubject,
        greeting,
        paragraphs: [
          sentence(texts.reminder, { eventTitle: calendar.title, when: startsAt(job.lng, calendar) }),
          linkTo(`/event/${segment(link)}`, publicUrl, texts.button),
          plain(texts.calendarAttached),
          plain(texts.reminderSettings),
        ],
      });
      return { ...mail, attachments: [calendarAttachment(calendar, new Date())] };
    }
    case 'saved-job-deadline': {
      const texts = mailLocale[job.lng].deadline;
      const { jobId, jobTitle, companyName, deadline } = job.vars;
      return layout(job.lng, t, {
        subject: texts.subject,
        greeting,
        paragraphs: [sentence(texts.intro, { jobTitle, companyName, when: deadlineAt(job.lng, deadline) }), linkTo(`/jobs/${jobId}`, publicUrl, texts.button), plain(texts.settings)],
      });
    }
    case 'inquiry-received': {
      // For the operator's sales team, in English: every value is the requester's, escaped and flattened.
      const v = job.vars;
      const rows: [string, string | undefined][] = [
        ['Name', v.requesterName],
        ['E-mail', v.requesterEmail],
        ['Language', v.requesterLng],
        ['Company', v.company],
        ['Size', v.size],
        ['Preferred slots', v.slots?.join(', ')],
        ['Topic', v.topic],
      ];
      const subjects = { tour: 'Tour request', 'career-center': 'Career center contact request', support: 'Support question' } as const;
      return layout('en', t, {
        subject: `${subjects[v.kind]} ${v.reference}`,
        greeting: mailLocale.en.account.greeting,
        paragraphs: [
          plain(`${subjects[v.kind]} ${v.reference} from the public site:`),
          ...rows.filter((row): row is [string, string] => Boolean(row[1])).map(([label, value]) => sentence(`${label}: {{value}}`, { value })),
          ...(v.message ? [quote('Message:', v.message)] : []),
        ],
      });
    }
    case 'message-digest': {
      const texts = mailLocale[job.lng].messageDigest;
      const { count, inbox } = job.vars;
      const path = { student: '/student/messages', employer: '/dashboard/chat', society: '/so/dashboard/chat' }[inbox];
      return layout(job.lng, t, {
        subject: texts.subject,
        greeting,
        paragraphs: [plain(count === 1 ? texts.one : fill(texts.many, { count: String(count) })), linkTo(path, publicUrl, texts.button), plain(texts.settings)],
      });
    }
    case 'webinar-registration': {
      const texts = mailLocale[job.lng].webinarTeam;
      const { webinarTitle, centerName, link } = job.vars;
      return layout(job.lng, t, {
        subject: texts.subject,
        greeting,
        paragraphs: [sentence(texts.registered, { centerName, webinarTitle }), linkTo(`/event/${segment(link)}`, publicUrl, texts.button), plain(texts.notYou)],
      });
    }
    case 'announcement':
    case 'announcement-digest': {
      // The staff's words as written: paragraphs of plain, escaped text; the subject flattened to one line by layout.
      const texts = mailLocale[job.lng].announcement;
      const items = job.template === 'announcement' ? [job.vars] : job.vars.items;
      const written = items.flatMap((item) => [
        ...(job.template === 'announcement' ? [] : [{ text: oneLine(item.subject), html: `<strong>${escapeHtml(oneLine(item.subject))}</strong>` }]),
        sentence(job.template === 'announcement' ? texts.intro : texts.from, { centerName: item.centerName }),
        ...paragraphsOf(item.body),
      ]);
      return layout(job.lng, t, {
        subject: job.template === 'announcement' ? job.vars.subject : texts.digestSubject,
        greeting,
        paragraphs: [
          ...(job.template === 'announcement' ? [] : [plain(fill(texts.digestIntro, { count: String(items.length) }))]),
          ...written,
          plain(texts.why),
          linkTo(`/announcements/unsubscribe/${segment(job.vars.unsubscribe)}`, publicUrl, texts.unsubscribe),
        ],
      });
    }
    case 'posting-declined': {
      const texts = mailLocale[job.lng].postingDeclined;
      const { kind, postingTitle, centerName, reason } = job.vars;
      return layout(job.lng, t, {
        subject: texts.subject,
        greeting,
        paragraphs: [
          sentence(texts.declined, { centerName, postingTitle, kind: texts.kinds[kind] }),
          quote(texts.reason, reason),
          plain(texts.others),
          linkTo('/dashboard', publicUrl, texts.button),
        ],
      });
    }
    case 'interview': {
      const texts = mailLocale[job.lng].interview;
      const v = job.vars;
      const names = { jobTitle: v.jobTitle, companyName: v.companyName, candidate: texts.someone };
      const calendar = v.change === 'booked' ? interviewCalendar(v, fill(texts.calendarTitle, { jobTitle: oneLine(v.jobTitle), companyName: oneLine(v.companyName) }), publicUrl) : undefined;
      const when = calendar ? startsAt(job.lng, calendar) : '';
      const button = v.audience === 'student' ? linkTo('/student/applications', publicUrl, texts.studentButton) : linkTo(`/dashboard/job/details/${segment(v.jobId)}`, publicUrl, texts.employerButton);
      const message = v.message?.trim();
      const parts = {
        proposed: { subject: texts.proposedSubject, text: texts.proposed },
        booked: { subject: texts.bookedSubject, text: v.audience === 'student' ? texts.bookedStudent : texts.bookedEmployer },
        cancelled: { subject: texts.cancelledSubject, text: v.by === 'company' ? texts.cancelledByCompany : texts.cancelledByStudent },
        'new-time': { subject: texts.newTimeSubject, text: texts.newTime },
      }[v.change];
      const mail = layout(job.lng, t, {
        subject: parts.subject,
        greeting,
        paragraphs: [
          sentence(parts.text, { ...names, when }),
          ...(message ? [quote(texts.message, message)] : []),
          button,
          ...(calendar ? [plain(texts.calendarAttached)] : []),
        ],
      });
      return calendar ? { ...mail, attachments: [{ ...calendarAttachment(calendar, new Date()), filename: 'interview.ics' }] } : mail;
    }
    case 'inquiry-confirmation': {
      const texts = mailLocale[job.lng].inquiry;
      return layout(job.lng, t, {
        subject: texts.subject[job.vars.kind],
        greeting,
        paragraphs: [plain(texts.received[job.vars.kind]), plain(fill(texts.reference, { reference: job.vars.reference })), plain(texts.notYou)],
      });
    }
  }
}
