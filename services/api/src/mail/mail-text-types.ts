import type { OrganisationRole } from './mail-job.ts';

// The shapes of the mail texts, which live in /locales/<lng>/mail.json (read by mail-locale.ts, docs/translations.md).
// `{{name}}`-style placeholders are filled by mail-templates.ts (and HTML-escaped there); nothing else is interpreted.

/**
 * The words of the account mails (sign-up code, password reset, unlock, invitation, organisation decision, join request,
 * application stage). `{{name}}`, `{{code}}`, `{{minutes}}`, `{{days}}`,
 * `{{organisationName}}` and `{{role}}` are filled in by mail-templates.ts (and HTML-escaped there); nothing else here
 * is interpreted. No subject holds the organisation name: it is chosen by users.
 */
export interface MailTexts {
  greeting: string;
  greetingNamed: string;
  signature: string;
  /** linkIntro/linkButton: the link for when too many wrong codes were tried for the address (docs/accounts.md). */
  otp: { subject: string; intro: string; expiry: string; ignore: string; linkIntro: string; linkButton: string };
  passwordReset: { subject: string; intro: string; button: string; expiry: string; ignore: string };
  /** Sign-in paused for the address after too many failed attempts; the link lifts the pause. */
  unlock: { subject: string; intro: string; button: string; expiry: string; notYou: string };
  invitation: {
    subject: string;
    /** Ends with the request to open the link; `{{role}}` is one of `roles`. */
    intro: string;
    /** The whole "as …" phrase, so each language can bend it (French elides "que" before a vowel). */
    roles: Record<OrganisationRole, string>;
    button: string;
    expiry: string;
    ignore: string;
  };
  organisationDecision: {
    approvedSubject: string;
    /** Ends with the request to open the dashboard link. */
    approved: string;
    button: string;
    rejectedSubject: string;
    rejected: string;
    suspendedSubject: string;
    suspended: string;
    /** Introduces the quoted reason of a rejection or suspension. */
    reason: string;
  };
  /** An admin suspended or restored the person's own account (issue 26 part 6). */
  accountDecision: {
    suspendedSubject: string;
    suspended: string;
    /** Introduces the quoted reason. */
    reason: string;
    /** How to object: answer to support. */
    contact: string;
    restoredSubject: string;
    restored: string;
  };
  /**
   * An admin took down the person's content (issue 26 part 6): one whole sentence per kind, with {{title}} (the
   * message's has none), then the quoted reason and how to object.
   */
  contentTakenDown: {
    subject: string;
    kinds: Record<'event' | 'job' | 'challenge' | 'message' | 'question' | 'article', string>;
    reason: string;
    contact: string;
  };
  joinRequest: { subject: string; intro: string; button: string };
  /** An owner offered the member ownership (issue 26): {{organisationName}} and {{date}}, the offer's last day. */
  handoverOffer: { subject: string; intro: string; button: string };
  /** An employer moved the student's application; one whole sentence per stage (with {{jobTitle}} and {{companyName}}). */
  applicationStage: {
    subject: string;
    /** The confirmation of a new application has a subject of its own. */
    receivedSubject: string;
    /** `received`: the confirmation on apply; `closed`: the job closed while the application was still open. */
    stages: Record<'received' | 'shortlisted' | 'interview' | 'offer' | 'rejected' | 'closed', string>;
    button: string;
  };
}

/**
 * What students are told about an event they attend or asked to attend (issue 11): the host changed it or cancelled
 * it, or decided their request. `{{eventTitle}}` is filled in by mail-templates.ts (escaped there); it is written by
 * the host, so it never goes into a subject.
 */
export interface EventMailTexts {
  updatedSubject: string;
  updated: string;
  cancelledSubject: string;
  cancelled: string;
  /** Introduces the host's reason for cancelling, quoted below it. */
  reason: string;
  approvedSubject: string;
  approved: string;
  declinedSubject: string;
  declined: string;
  /** The confirmation of an attendance that needed no approval (the student pressed Attend). */
  attendingSubject: string;
  attending: string;
  /** A place freed and the first student on the waitlist got it (issue 26): an attendance confirmation too. */
  promotedSubject: string;
  promoted: string;
  button: string;
  /** The link to the events list, after a cancellation or a declined request. */
  otherEvents: string;
  /** The day-before reminder (reminders slice): `{{when}}` is the start in the reader's language and the event's zone. */
  reminderSubject: string;
  reminder: string;
  /** Says the .ics is attached (reminder and confirmation). */
  calendarAttached: string;
  /** Where the reminders are turned off. */
  reminderSettings: string;
}

/**
 * The reminder before the deadline of a job a student saved (reminders slice). `{{jobTitle}}` and `{{companyName}}` are
 * written by employers (escaped by mail-templates.ts, never in the subject); `{{when}}` is the deadline in the reader's
 * language.
 */
export interface DeadlineMailTexts {
  subject: string;
  intro: string;
  button: string;
  /** Where this reminder is turned off. */
  settings: string;
}

type InquiryKind = 'tour' | 'career-center' | 'support';

/** The requester's confirmation of a public-site form (issue 15); `{{reference}}` is filled in by mail-templates.ts. */
export interface InquiryMailTexts {
  subject: Record<InquiryKind, string>;
  received: Record<InquiryKind, string>;
  reference: string;
  notYou: string;
}

/** The hourly digest of unread messages (issue 14, messaging): counts only, never what a message says. */
export interface MessageDigestTexts {
  subject: string;
  one: string;
  many: string;
  button: string;
  settings: string;
}

/** A career center declined a company's posting for its students (issue 26); `{{…}}` filled by mail-templates.ts. */
export interface PostingDeclinedTexts {
  subject: string;
  /** `{{centerName}}`, `{{postingTitle}}` and `{{kind}}` (one of `kinds`, in the reader's language). */
  declined: string;
  kinds: { job: string; event: string; challenge: string };
  reason: string;
  others: string;
  button: string;
}

/** The confirmation to a team member their career center registered for a webinar (issue 13); `{{…}}` filled by mail-templates.ts. */
export interface WebinarTeamMailTexts {
  subject: string;
  registered: string;
  button: string;
  notYou: string;
}

/**
 * Interview scheduling (issue 25 part 4). `{{jobTitle}}`, `{{companyName}}`, `{{candidate}}` (always `someone`: mails
 * to the interviewer name no student) and `{{when}}` (the start in the reader's language and the proposer's zone) are
 * filled in by mail-templates.ts; none goes into a subject.
 */
export interface InterviewMailTexts {
  proposedSubject: string;
  proposed: string;
  bookedSubject: string;
  bookedStudent: string;
  bookedEmployer: string;
  cancelledSubject: string;
  cancelledByCompany: string;
  cancelledByStudent: string;
  newTimeSubject: string;
  newTime: string;
  /** Introduces the short message quoted below it. */
  message: string;
  calendarAttached: string;
  /** The .ics entry's title. */
  calendarTitle: string;
  /** How the interviewer's mails name the student: no name or word of theirs goes into a mail to someone else. */
  someone: string;
  studentButton: string;
  employerButton: string;
}

/**
 * A career center's announcement (career-centers slice, issue 26 part 4): `intro` names the center ({{centerName}});
 * `digestIntro` opens the daily digest of several ({{count}}); `unsubscribe` and its button end every such mail.
 */
export interface AnnouncementMailTexts {
  intro: string;
  digestSubject: string;
  digestIntro: string;
  from: string;
  why: string;
  unsubscribe: string;
}
