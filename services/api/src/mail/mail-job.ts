import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';

/** Queue name and job name of the contract; the worker registers a processor for this queue. */
export const mailQueueName = 'mail';
export const sendMailJobName = 'send-mail';

/** Retries of both queue implementations: 5 attempts, exponential backoff (1 s, 2 s, 4 s, 8 s by default). */
export const mailRetry = { attempts: 5, backoffMs: 1000 } as const;

export const mailLanguages = ['en', 'de', 'fr', 'pl', 'es', 'it'] as const;
export type MailLanguage = (typeof mailLanguages)[number];

/** Any language tag ('de-AT', 'PL', undefined) → one we have texts for; English otherwise (spec §9 fallback). */
export function toMailLanguage(lng: string | undefined): MailLanguage {
  const base = (lng ?? '').trim().slice(0, 2).toLowerCase();
  return (mailLanguages as readonly string[]).includes(base) ? (base as MailLanguage) : 'en';
}

const email = z.string().trim().min(3).max(254).regex(/^[^\s@]+@[^\s@]+$/, 'must be an e-mail address');
const name = z.string().trim().max(100).optional();
const lng = z.string().max(35).optional().transform(toMailLanguage);

const otpJob = z.object({
  to: email,
  template: z.literal('otp'),
  lng,
  // link: lets the browser opening /verify/{link} guess outside the address's guess budget (docs/accounts.md).
  vars: z.object({ code: z.string().regex(/^\d{4,8}$/), link: z.string().regex(/^[\w-]{43}$/).optional(), name }).strict(),
});

/** The screen a recovery link opens: /student/recover/{id}, /employer/recover/{id} or /career-center/recover/{id}. */
export const recoveryAudiences = ['student', 'employer', 'career-center'] as const;

const passwordResetJob = z.object({
  to: email,
  template: z.literal('password-reset'),
  lng,
  // The single-use id of /{audience}/recover/{uniqueId}; the link is built on PUBLIC_URL by the template.
  vars: z
    .object({ uniqueId: z.string().regex(/^[\w-]{8,200}$/), audience: z.enum(recoveryAudiences).default('student'), name })
    .strict(),
});

// Sent to the owner of an address whose login is rate-limited (docs/accounts.md): the single-use id of
// /unlock/{uniqueId} on PUBLIC_URL, which clears the limit. Carries nothing of whoever made the failed attempts.
const unlockJob = z.object({
  to: email,
  template: z.literal('unlock'),
  lng,
  vars: z.object({ uniqueId: z.string().regex(/^[\w-]{8,200}$/), name }).strict(),
});

// Chosen by whoever created the organisation: the templates escape it in HTML and flatten it to one line elsewhere.
const organisationName = z.string().trim().min(1).max(200).regex(/[^\s\p{Cc}]/u, 'must not be blank');

export const organisationRoles = ['owner', 'admin', 'member'] as const;
export type OrganisationRole = (typeof organisationRoles)[number];

const invitationJob = z.object({
  to: email,
  template: z.literal('invitation'),
  lng,
  // The link is /registration/{organisationId}/{dsa}/{invitationId} on PUBLIC_URL (docs/accounts.md "Teams").
  vars: z
    .object({
      organisationName,
      organisationKind: z.enum(['company', 'career_center', 'student_organisation']),
      role: z.enum(organisationRoles),
      organisationId: z.uuid(),
      dsa: z.string().regex(/^[\w-]{20,100}$/),
      invitationId: z.uuid(),
      name,
    })
    .strict(),
});

const organisationDecisionJob = z.object({
  to: email,
  template: z.literal('organisation-decision'),
  lng,
  // The admin's decision, mailed to the owners; the reason is quoted for 'rejected' and 'suspended'.
  vars: z
    .object({
      organisationName,
      decision: z.enum(['approved', 'rejected', 'suspended']),
      reason: z.string().trim().max(500).optional(),
      name,
    })
    .strict(),
});

// An admin suspended or restored the person's account (issue 26 part 6); a suspension quotes the admin's reason.
// An admin took down content the person owns (issue 26 part 6): what it was (its title; none for a message) and why.
const contentTakenDownJob = z.object({
  to: email,
  template: z.literal('content-taken-down'),
  lng,
  vars: z
    .object({
      kind: z.enum(['event', 'job', 'challenge', 'message', 'question', 'article']),
      title: z.string().max(500),
      reason: z.string().trim().min(1).max(500),
      name,
    })
    .strict(),
});

const accountDecisionJob = z.object({
  to: email,
  template: z.literal('account-decision'),
  lng,
  vars: z.object({ decision: z.enum(['suspended', 'restored']), reason: z.string().trim().max(500).optional(), name }).strict(),
});

const joinRequestJob = z.object({
  to: email,
  template: z.literal('join-request'),
  lng,
  // Tells owners and admins that a request waits on their team page; deliberately nothing about the requester. The
  // kind picks the page (a society's is /so/dashboard/Team, issue 26); jobs queued without one are a company's.
  vars: z.object({ organisationName, organisationKind: z.enum(['company', 'career_center', 'student_organisation']).optional(), name }).strict(),
});

// An owner offered the member ownership of the organisation (issue 26): its name and kind (which team page to
// link), the offer's last day, nothing about who offered.
const handoverOfferJob = z.object({
  to: email,
  template: z.literal('handover-offer'),
  lng,
  vars: z.object({ organisationName, organisationKind: z.enum(['company', 'career_center', 'student_organisation']), expiresAt: z.string().datetime({ offset: true }), name }).strict(),
});

// An employer moved a student's application, the student applied (`received`) or the job closed while it was open
// (`closed`) (jobs slice). Title and company name are written by employers: the
// templates escape them in HTML and flatten them to one line. The link goes to the student's applications.
const applicationStageJob = z.object({
  to: email,
  template: z.literal('application-stage'),
  lng,
  vars: z
    .object({
      jobTitle: organisationName,
      companyName: organisationName,
      stage: z.enum(['received', 'shortlisted', 'interview', 'offer', 'rejected', 'closed']),
      name,
      // The company's own mail for this stage in the student's language (jobs/pipeline/stage-mail.ts), instead of the
      // built-in text: plain text written by employers, escaped and flattened by the template like the names.
      custom: z.object({ subject: z.string().trim().min(1).max(300), body: z.string().trim().min(1).max(8000) }).strict().optional(),
    })
    .strict(),
});

// An event as a calendar file (@fast-track/shared/calendar-ics): the mail carries it as an .ics attachment. Every text
// is the host's; the file escapes them (RFC 5545). Bounded so the attachment stays a few KB.
const isoInstant = z.string().max(40).refine((v) => !Number.isNaN(Date.parse(v)), 'an ISO-8601 instant');
export const calendarVars = z
  .object({
    id: z.string().regex(/^[\w-]{1,80}$/),
    title: z.string().trim().min(1).max(800),
    start: isoInstant,
    end: isoInstant,
    timeZone: z.string().max(64),
    description: z.string().max(2000),
    location: z.string().max(500),
    url: z.string().url().max(500),
  })
  .strict();
export type CalendarVars = z.output<typeof calendarVars>;

// News of an event a student attends or asked to attend (events slice, issue 11): the host changed or cancelled it,
// or decided the request. The title is the host's: escaped and flattened like organisation names. `link` is the
// event's slug (its page /event/{link}); a cancellation may quote the host's reason.
const eventUpdateJob = z.object({
  to: email,
  template: z.literal('event-update'),
  lng,
  vars: z
    .object({
      eventTitle: z.string().trim().min(1).max(800),
      link: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).max(200),
      change: z.enum(['updated', 'cancelled', 'approved', 'declined', 'attending', 'promoted']),
      reason: z.string().trim().max(500).optional(),
      /** On an approval or an instant attendance (the attendance confirmations): the event's .ics rides along. */
      calendar: calendarVars.optional(),
      name,
    })
    .strict(),
});

// The day before an event the student attends (reminders slice): title, start in the student's language and the
// event's zone, the .ics attached.
const eventReminderJob = z.object({
  to: email,
  template: z.literal('event-reminder'),
  lng,
  vars: z.object({ link: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).max(200), calendar: calendarVars, name }).strict(),
});

// Before the deadline of a job the student saved and has not applied to (reminders slice): the job's title and
// company (written by employers: escaped and flattened by the templates) and the deadline, shown in the student's
// language.
const savedJobDeadlineJob = z.object({
  to: email,
  template: z.literal('saved-job-deadline'),
  lng,
  vars: z
    .object({
      jobId: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
      jobTitle: organisationName,
      companyName: organisationName,
      deadline: z.string().datetime({ offset: true }),
      name,
    })
    .strict(),
});

// The public site's forms (issue 15, docs/public-site.md). To the operator's sales address: what was asked, in
// English, every value written by the requester (escaped and flattened by the templates). To the requester: a
// confirmation in their language quoting the reference, and nothing they typed beyond their name.
const inquiryKind = z.enum(['tour', 'career-center', 'support']);
const inquiryReference = z.string().regex(/^[A-F0-9]{8}$/);
const inquiryReceivedJob = z.object({
  to: email,
  template: z.literal('inquiry-received'),
  lng,
  vars: z
    .object({
      kind: inquiryKind,
      reference: inquiryReference,
      requesterName: z.string().trim().min(1).max(100),
      requesterEmail: email,
      requesterLng: z.string().max(5),
      company: z.string().trim().max(200).optional(),
      size: z.string().max(20).optional(),
      slots: z.array(z.string().max(10)).max(10).optional(),
      topic: z.string().max(20).optional(),
      message: z.string().max(4000).optional(),
      name,
    })
    .strict(),
});
const inquiryConfirmationJob = z.object({
  to: email,
  template: z.literal('inquiry-confirmation'),
  lng,
  vars: z.object({ kind: inquiryKind, reference: inquiryReference, name }).strict(),
});

// Unread messages waiting (messaging slice, issue 14): the count only, never a message's words; `inbox` picks the
// screen the button opens (the student's inbox, the Employer Hub's or the society's chat).
const messageDigestJob = z.object({
  to: email,
  template: z.literal('message-digest'),
  lng,
  vars: z.object({ count: z.number().int().min(1).max(100_000), inbox: z.enum(['student', 'employer', 'society']), name }).strict(),
});

// A career center registered the addressee for a webinar (issue 13, docs/host-areas.md): the webinar's title and link
// and the career center's name, nothing else.
const webinarTeamJob = z.object({
  to: email,
  template: z.literal('webinar-registration'),
  lng,
  vars: z.object({ webinarTitle: z.string().trim().min(1).max(1000), link: z.string().min(1).max(300), centerName: z.string().trim().min(1).max(200), name }).strict(),
});

// A career center declined a company's posting for its students (issue 26 part 2, docs/host-areas.md): to the
// company's owners, with the posting's title, the center's name and its reason quoted.
const postingDeclinedJob = z.object({
  to: email,
  template: z.literal('posting-declined'),
  lng,
  vars: z
    .object({
      kind: z.enum(['job', 'event', 'challenge']),
      postingTitle: z.string().trim().min(1).max(1000),
      centerName: organisationName,
      reason: z.string().trim().min(1).max(1000),
      name,
    })
    .strict(),
});

// Interview scheduling (interviews slice, issue 25 part 4): the company proposed times (to the student), a time was
// booked (to both, the .ics made at render time from start, end and the proposer's zone), one side cancelled or the
// student asked for another time (to the other side). The company's message may be quoted to the student; mails to
// the interviewer carry no word or name of the student's (they stay on the screen, and go with an erased account).
// Titles and the message are people's words: escaped and flattened (the message quoted) by the templates.
const interviewJob = z.object({
  to: email,
  template: z.literal('interview'),
  lng,
  vars: z
    .object({
      change: z.enum(['proposed', 'booked', 'cancelled', 'new-time']),
      audience: z.enum(['student', 'employer']),
      by: z.enum(['company', 'student']),
      jobId: z.uuid(),
      applicationId: z.uuid(),
      jobTitle: organisationName,
      companyName: organisationName,
      start: isoInstant.optional(),
      end: isoInstant.optional(),
      timeZone: z.string().max(64),
      message: z.string().max(500).optional(),
      name,
    })
    .strict(),
});

// A career center's announcement to its students (career-centers slice, issue 26 part 4): the staff's subject and
// text as written (plain text, escaped and kept in paragraphs by the template), the center's name, and the signed
// unsubscribe token of the addressee (career-centers/announcements/unsubscribe-token.ts). Several announcements that
// waited for the day's one mail go out as one digest.
const announcementTitle = z.string().trim().min(1).max(300);
const announcementBody = z.string().min(1).max(10_000);
const unsubscribe = z.string().regex(/^[0-9a-f-]{36}\.[\w-]{43}$/);
const announcementJob = z.object({
  to: email,
  template: z.literal('announcement'),
  lng,
  vars: z.object({ centerName: organisationName, subject: announcementTitle, body: announcementBody, unsubscribe, name }).strict(),
});
const announcementDigestJob = z.object({
  to: email,
  template: z.literal('announcement-digest'),
  lng,
  vars: z
    .object({
      items: z.array(z.object({ centerName: organisationName, subject: announcementTitle, body: announcementBody }).strict()).min(2).max(20),
      unsubscribe,
      name,
    })
    .strict(),
});

/** What a caller enqueues (docs/accounts.md "Mail"). */
export const mailJobSchema = z.discriminatedUnion('template', [
  otpJob,
  passwordResetJob,
  unlockJob,
  invitationJob,
  organisationDecisionJob,
  accountDecisionJob,
  contentTakenDownJob,
  joinRequestJob,
  handoverOfferJob,
  applicationStageJob,
  eventUpdateJob,
  eventReminderJob,
  savedJobDeadlineJob,
  inquiryReceivedJob,
  inquiryConfirmationJob,
  messageDigestJob,
  webinarTeamJob,
  interviewJob,
  announcementJob,
  announcementDigestJob,
  postingDeclinedJob,
]);
export type MailJobInput = z.input<typeof mailJobSchema>;
export type MailJob = z.output<typeof mailJobSchema>;
export type MailTemplate = MailJob['template'];

/** What travels through the queue: the job plus its de-duplication key. */
export const mailJobPayloadSchema = z.intersection(mailJobSchema, z.object({ key: z.string().regex(/^mail-[\w-]{8,80}$/) }));
export type MailJobPayload = z.output<typeof mailJobPayloadSchema>;

/**
 * The key a mail is de-duplicated and recorded under. Callers pass the contract's job id `<template>:<to>:<nonce>`;
 * it holds an address, so only its digest is used as the BullMQ job id and in the sent log (no address in Redis
 * keys, none left in mail_sent_log). Without a job id every enqueue is a new mail.
 */
export function mailJobKey(jobId: string | undefined): string {
  if (jobId === undefined) return `mail-${randomUUID()}`;
  return `mail-${createHash('sha256').update(jobId).digest('base64url')}`;
}

export function addressHash(address: string): string {
  return createHash('sha256').update(address.trim().toLowerCase()).digest('base64url');
}
