import type { DomainEvent } from '@fast-track/shared/event-store/types';

// Career center announcements (issue 26 part 4, docs/career-centers.md): staff write one text, in up to two of the
// six languages, to their university's students (all, or one year of study and/or one track). A student gets the text
// in their own language when the center wrote it, else the center's first. The facts are one stream per announcement
// (`cc-announcement-<id>`) and one subscription stream per student (`announcement-subscription-<studentId>`).

export const announcementLanguages = ['en', 'de', 'fr', 'pl', 'es', 'it'] as const;
export type AnnouncementLanguage = (typeof announcementLanguages)[number];
/** At most two languages per announcement (the center writes in its own language and, say, English). */
export const maxAnnouncementTexts = 2;
export const maxSubjectLength = 150;
export const maxBodyLength = 5000;

export interface AnnouncementText {
  lng: AnnouncementLanguage;
  subject: string;
  body: string;
}

/** Who it is for: all the university's students (both null), or those of one year of study and/or one track. */
export interface AnnouncementAudience {
  yearOfStudy: string | null;
  track: string | null;
}

export type AnnouncementSent = DomainEvent<
  'AnnouncementSent',
  { announcementId: string; organisationId: string; by: string; audience: AnnouncementAudience; texts: AnnouncementText[]; recipients: number; at: string }
>;
export type AnnouncementEvent = AnnouncementSent;

export type AnnouncementsUnsubscribed = DomainEvent<'AnnouncementsUnsubscribed', { studentId: string; via: 'link' | 'settings'; at: string }>;
export type AnnouncementsResubscribed = DomainEvent<'AnnouncementsResubscribed', { studentId: string; at: string }>;
export type AnnouncementSubscriptionEvent = AnnouncementsUnsubscribed | AnnouncementsResubscribed;

export const announcementStreamId = (announcementId: string): string => `cc-announcement-${announcementId}`;
export const announcementSubscriptionStreamId = (studentId: string): string => `announcement-subscription-${studentId}`;

/** The text a student reads: the one in their language, else the center's first. */
export function textFor(texts: readonly AnnouncementText[], lng: string | null | undefined): AnnouncementText {
  const base = (lng ?? '').slice(0, 2).toLowerCase();
  return texts.find((t) => t.lng === base) ?? texts[0]!;
}
