import * as z from 'zod/mini';
import { outcomeRequest, type Outcome } from '../../../lib/outcome-request.ts';

// Career center announcements (docs/career-centers.md § Announcements): staff write to their students; students
// unsubscribe by the mail's link and resubscribe in their settings.

export const ANNOUNCEMENT_LANGUAGES = ['en', 'de', 'fr', 'pl', 'es', 'it'] as const;
export type AnnouncementLanguage = (typeof ANNOUNCEMENT_LANGUAGES)[number];
export const MAX_SUBJECT = 150;
export const MAX_BODY = 5000;

const textSchema = z.object({ lng: z.string(), subject: z.string(), body: z.string() });
const announcementSchema = z.object({
  announcementId: z.string(),
  audience: z.object({ yearOfStudy: z.nullable(z.string()), track: z.nullable(z.string()) }),
  texts: z.array(textSchema),
  recipients: z.number(),
  sentAt: z.string(),
  sentBy: z.optional(z.string()),
});
export type Announcement = z.infer<typeof announcementSchema>;
export interface AnnouncementDraft {
  texts: { lng: AnnouncementLanguage; subject: string; body: string }[];
  audience: { yearOfStudy: string | null; track: string | null };
}

const base = (organisationId: string) => `api/organisations/${encodeURIComponent(organisationId)}/announcements`;

export const getAnnouncements = (organisationId: string): Promise<Outcome<Announcement[]>> =>
  outcomeRequest('get', base(organisationId), (b) => z.object({ announcements: z.array(announcementSchema) }).parse(b).announcements);

export const sendAnnouncement = (organisationId: string, draft: AnnouncementDraft): Promise<Outcome<Announcement>> =>
  outcomeRequest('post', base(organisationId), (b) => z.object({ announcement: announcementSchema }).parse(b).announcement, { json: draft });

const subscription = (b: unknown) => z.object({ subscribed: z.boolean() }).parse(b).subscribed;
export const getAnnouncementSubscription = (): Promise<Outcome<boolean>> => outcomeRequest('get', 'api/student/announcements', subscription);
export const saveAnnouncementSubscription = (subscribed: boolean): Promise<Outcome<boolean>> =>
  outcomeRequest('post', 'api/student/announcements', subscription, { json: { subscribed } });
export const unsubscribeByLink = (token: string): Promise<Outcome<boolean>> => outcomeRequest('post', 'api/announcements/unsubscribe', subscription, { json: { token } });
