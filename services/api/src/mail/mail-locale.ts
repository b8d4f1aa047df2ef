import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from '@fast-track/shared/config';
import { mailLanguages, type MailLanguage } from './mail-job.ts';
import type { AnnouncementMailTexts, DeadlineMailTexts, EventMailTexts, InquiryMailTexts, InterviewMailTexts, MailTexts, MessageDigestTexts, PostingDeclinedTexts, WebinarTeamMailTexts } from './mail-text-types.ts';

/** The words of every mail in one language: the `mail` group of /locales/<lng>/mail.json (docs/translations.md). */
export interface MailLocale {
  account: MailTexts;
  event: EventMailTexts;
  deadline: DeadlineMailTexts;
  inquiry: InquiryMailTexts;
  messageDigest: MessageDigestTexts;
  webinarTeam: WebinarTeamMailTexts;
  interview: InterviewMailTexts;
  announcement: AnnouncementMailTexts;
  postingDeclined: PostingDeclinedTexts;
}

// The SPA's locale folder, where translators find every text (web/public/locales); the Docker image carries the
// build's copy of it instead (web/dist/locales: Vite copies public/ into the build).
const folders = ['web/public/locales', 'web/dist/locales'].map((folder) => `${path.join(repositoryRoot, folder)}/`);

/** Reads mail.json of every language once, at start: a missing file is a deployment error, said at boot. */
function readMailLocales(): Readonly<Record<MailLanguage, MailLocale>> {
  const folder = folders.find((candidate) => existsSync(`${candidate}en/mail.json`));
  if (!folder) throw new Error(`mail texts not found: no en/mail.json in ${folders.join(' or ')}`);
  const read = (lng: MailLanguage) => (JSON.parse(readFileSync(`${folder}${lng}/mail.json`, 'utf8')) as { mail: MailLocale }).mail;
  return Object.fromEntries(mailLanguages.map((lng) => [lng, read(lng)])) as Record<MailLanguage, MailLocale>;
}

export const mailLocale = readMailLocales();
