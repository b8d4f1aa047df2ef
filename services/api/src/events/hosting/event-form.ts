import { ValidationError, type FieldError } from '@fast-track/shared/errors';
import { utcToZonedParts, zonedTimeToUtc } from '@fast-track/shared/zoned-time';
import { z } from 'zod';
import { storableText } from '../../http/safe-text.ts';
import { eventKinds, type EventDetails, type EventHost } from '../event.ts';
import { sanitizeRichText } from '../../http/rich-text.ts';
import { hostedEventProblems, knownRequirement } from './event-hosting.rules.ts';
import { visibilities } from '@fast-track/shared/visibility';
import { trackIds } from '@fast-track/shared/tracks';
import { supportedLanguages } from '@fast-track/shared/languages';
import { defaultSourceLanguage } from '@fast-track/shared/content-languages';

// The editor's wire shape (docs/events.md § Hosting): a local date and wall-clock times in an IANA zone, as a
// host thinks of them; the server turns them into the instants the event document carries. Bounds here only keep
// hostile bodies cheap; the rules (and their per-field messages) are the decider's (event-hosting.rules.ts).

const requirementList = z.array(storableText(100)).max(30);

export const eventFormSchema = z.object({
  title: storableText(1000),
  type: z.enum(eventKinds),
  img: storableText(1000),
  description: storableText(100_000),
  date: storableText(20),
  startTime: storableText(10),
  endTime: storableText(10),
  timezone: storableText(100),
  virtualLink: storableText(4000).nullable(),
  physicalLocation: z
    .object({
      label: storableText(1000),
      lat: z.number().finite().nullable(),
      lng: z.number().finite().nullable(),
      placeId: storableText(1000),
    })
    .nullable(),
  approval: z.boolean(),
  schoolYear: requirementList,
  relevantCourses: requirementList,
  targetGroups: requirementList,
  /** Which hosts may choose which value is the route's check (organisations/audience.ts). */
  visibility: z.enum(visibilities).optional(),
  /** One of the spec's tracks, or none (null or absent): the dashboard's Opportunities list the event under it. */
  track: z.enum(trackIds).nullable().optional(),
  /** How many may attend (absent or null: no limit); the rule (a whole number 1–100,000) is the decider's. */
  capacity: z.number().finite().nullable().optional(),
  /** The language `title` and `description` are written in (absent: English); docs/events.md § Languages. */
  sourceLanguage: z.enum(supportedLanguages).optional(),
  /** The other language versions; unknown languages or fields are a 400. The rules per version are the decider's. */
  translations: z
    .partialRecord(z.enum(supportedLanguages), z.strictObject({ title: storableText(1000), description: storableText(100_000) }))
    .optional(),
});
export type EventForm = z.output<typeof eventFormSchema>;

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

function localDate(value: string): { year: number; month: number; day: number } | undefined {
  const match = datePattern.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (year < 2000 || year > 2200 || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

function localTime(value: string): { hour: number; minute: number } | undefined {
  const match = timePattern.exec(value);
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : undefined;
}

/** The known value in the list's spelling, or the value as typed (the rules then name the field). */
const canonical = (kind: 'schoolYear' | 'course' | 'targetGroup', values: readonly string[]): string[] =>
  values.map((value) => knownRequirement(kind, value) ?? value);

/**
 * The form as event details: times resolved in the chosen zone, the description sanitised, requirement values in
 * the lists' spelling. A date or time that cannot be read is a per-field problem here (the details then carry
 * today's midnight, so the other rules can still be checked); every other rule is the decider's.
 */
export function detailsFromForm(
  form: EventForm,
  identity: { eventId: string; link: string; host: EventHost },
): { details: EventDetails; problems: FieldError[] } {
  const problems: FieldError[] = [];
  const date = localDate(form.date);
  const start = localTime(form.startTime);
  const end = localTime(form.endTime);
  if (!date) problems.push({ path: 'date', message: 'a calendar date as YYYY-MM-DD' });
  if (!start) problems.push({ path: 'startTime', message: 'a time as HH:MM' });
  if (!end) problems.push({ path: 'endTime', message: 'a time as HH:MM' });
  if (start && end && end.hour * 60 + end.minute <= start.hour * 60 + start.minute) {
    problems.push({ path: 'endTime', message: 'after the start time' });
  }
  let zone = form.timezone;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
  } catch {
    // Converted in UTC so the other fields still get checked; the rules refuse the zone itself.
    zone = 'UTC';
  }
  const day = date ?? { year: 2100, month: 1, day: 1 };
  const startsAt = zonedTimeToUtc({ ...day, ...(start ?? { hour: 0, minute: 0 }) }, zone);
  const endsAt = problems.length > 0 ? new Date(startsAt.getTime() + 3_600_000) : zonedTimeToUtc({ ...day, ...(end ?? { hour: 1, minute: 0 }) }, zone);
  const details: EventDetails = {
    eventId: identity.eventId,
    link: identity.link,
    title: form.title,
    type: form.type,
    img: form.img,
    description: sanitizeRichText(form.description),
    startTime: startsAt.toISOString(),
    endTime: endsAt.toISOString(),
    timezone: form.timezone,
    virtualLink: form.virtualLink === null || form.virtualLink.trim() === '' ? null : form.virtualLink.trim(),
    physicalLocation: form.physicalLocation && {
      label: form.physicalLocation.label.trim(),
      lat: form.physicalLocation.lat,
      lng: form.physicalLocation.lng,
      placeId: form.physicalLocation.placeId.trim(),
    },
    approval: form.approval,
    schoolYear: canonical('schoolYear', form.schoolYear),
    relevantCourses: canonical('course', form.relevantCourses),
    targetGroups: canonical('targetGroup', form.targetGroups),
    host: identity.host,
    // Kept only when restricted, so the facts of everyone's events read as they always did.
    ...(form.visibility && form.visibility !== 'everyone' ? { visibility: form.visibility } : {}),
    ...(form.track ? { track: form.track } : {}),
    ...(form.capacity !== undefined && form.capacity !== null ? { capacity: form.capacity } : {}),
    // As sent: the decider refuses a version in the source language, then stores only what is used.
    ...(form.sourceLanguage ? { sourceLanguage: form.sourceLanguage } : {}),
    ...(form.translations
      ? { translations: Object.fromEntries(Object.entries(form.translations).map(([lng, v]) => [lng, { title: v.title, description: sanitizeRichText(v.description) }])) }
      : {}),
  };
  return { details, problems };
}

/**
 * The details, or every problem of the form at once (the decider checks the rules again on the stream's state,
 * so this is only for complete per-field answers before anything is written).
 */
export function checkedDetails(
  form: EventForm,
  identity: { eventId: string; link: string; host: EventHost },
  now: string,
): EventDetails {
  const { details, problems } = detailsFromForm(form, identity);
  if (problems.length === 0) return details;
  const seen = new Set(problems.map((p) => p.path));
  const timed = ['startTime', 'endTime'];
  const rest = hostedEventProblems(details, now).filter((p) => !seen.has(p.path) && !timed.includes(p.path));
  const all = [...problems, ...rest];
  throw new ValidationError(all.map((e) => `${e.path}: ${e.message}`).join('; '), all);
}

/** The details back in the editor's shape: the instants as the wall clock of the event's zone shows them. */
export function formFromDetails(d: EventDetails): EventForm {
  const start = utcToZonedParts(Date.parse(d.startTime), d.timezone);
  const end = utcToZonedParts(Date.parse(d.endTime), d.timezone);
  return {
    title: d.title,
    type: d.type,
    img: d.img,
    description: d.description,
    date: start.date,
    startTime: start.time,
    endTime: end.time,
    timezone: d.timezone,
    virtualLink: d.virtualLink,
    physicalLocation: d.physicalLocation,
    approval: d.approval,
    schoolYear: [...d.schoolYear],
    relevantCourses: [...d.relevantCourses],
    targetGroups: [...d.targetGroups],
    visibility: d.visibility ?? 'everyone',
    track: d.track ?? null,
    capacity: d.capacity ?? null,
    sourceLanguage: d.sourceLanguage ?? defaultSourceLanguage,
    translations: d.translations ?? {},
  };
}
