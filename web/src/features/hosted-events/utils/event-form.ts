import { eventLimits } from '@fast-track/shared/events/event-limits';
import { courses, schoolYears, targetGroups } from '@fast-track/shared/vocabulary';
import { isIanaTimeZone, zonedTimeToUtc } from '@fast-track/shared/zoned-time';
import { isLanguage, supportedLanguages, type Language } from '@fast-track/shared/languages';

// The event editor's form (docs/events.md § Hosting): what the host types, checked with the server's rules
// before sending, and turned into the request body. Pure, so the rules are unit-tested without a browser.

export const EVENT_TYPES = ['Live Stream', 'Physical Event', 'Job Closings'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
// The server's limits (@fast-track/shared/events/event-limits), under the names the editor's components use.
export const TITLE_LENGTH = eventLimits.titleLength;
export const MAX_DESCRIPTION = eventLimits.descriptionLength;
export const MAX_PLACE_LABEL = eventLimits.placeLabelLength;
/** The most places an event may offer (the server's rule, event-hosting.rules.ts). */
export const MAX_CAPACITY = 100_000;
export const MAX_REASON = eventLimits.cancelReasonLength;
/** The covers the SPA ships (public/images/events); a host may upload another instead. */
export const COVERS = Array.from({ length: 8 }, (_, i) => `/images/events/cover-${i + 1}.svg`);

/** The requirement lists: wire values (English, stored as is) keyed for their translations (lib/fixed-labels.ts). */
export const REQUIREMENT_LISTS = {
  schoolYear: Object.values(schoolYears),
  relevantCourses: Object.values(courses),
  targetGroups: Object.values(targetGroups),
} as const;
export type RequirementField = keyof typeof REQUIREMENT_LISTS;

export interface EventDraft {
  title: string;
  type: EventType | '';
  img: string;
  /** Sanitised HTML from the rich-text editor. */
  description: string;
  /** YYYY-MM-DD, and HH:MM wall-clock times of `timezone`. */
  date: string;
  startTime: string;
  endTime: string;
  timezone: string;
  /** Where it happens: a link, or a place. A Live Stream is online, a Physical Event at a place. */
  where: 'online' | 'place';
  virtualLink: string;
  placeLabel: string;
  /** As typed: numbers, or empty when only a map place id is known. */
  placeLat: string;
  placeLng: string;
  placeId: string;
  approval: boolean;
  /** As typed: a whole number of places, or empty for no limit (issue 26). */
  capacity: string;
  schoolYear: string[];
  relevantCourses: string[];
  targetGroups: string[];
  /** Who it is for, when the host may choose (components/ui/visibility-field.tsx); absent for companies. */
  visibility?: string;
  /** One of the career track ids, or '' for none. */
  track: string;
  /** The language `title` and `description` are written in; `translations` the host's other versions of both. */
  sourceLanguage: Language;
  translations: EventTranslations;
}

/** The title and description in the languages besides the source (docs/events.md § Languages). */
export type EventTranslations = Partial<Record<Language, { title: string; description: string }>>;

export interface EventRequestBody {
  title: string;
  type: string;
  img: string;
  description: string;
  date: string;
  startTime: string;
  endTime: string;
  timezone: string;
  virtualLink: string | null;
  physicalLocation: { label: string; lat: number | null; lng: number | null; placeId: string } | null;
  approval: boolean;
  schoolYear: string[];
  relevantCourses: string[];
  targetGroups: string[];
  visibility?: string;
  track?: string | null;
  /** How many may attend (issue 26); null: no limit. */
  capacity?: number | null;
  sourceLanguage?: string;
  translations?: Record<string, { title: string; description: string }>;
}

/** A language version's field: `title.de` is the German title (the source's are `title` and `description`). */
export type VersionField = `${'title' | 'description'}.${Language}`;

export type EventField =
  | 'title'
  | 'type'
  | 'img'
  | 'description'
  | 'date'
  | 'startTime'
  | 'endTime'
  | 'timezone'
  | 'virtualLink'
  | 'placeLabel'
  | 'placeCoordinates'
  | 'placeId'
  | 'capacity'
  | RequirementField
  | VersionField;
/** A problem per field; the editor turns each into a translated message (hostedEvents.errors.<field>.<problem>). */
export type EventErrors = Partial<Record<EventField, string>>;

/** The browser's own zone: where a new event most likely happens. */
export const browserTimeZone = (): string => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isIanaTimeZone(zone) ? zone : 'UTC';
};

export const emptyDraft = (timezone = browserTimeZone()): EventDraft => ({
  title: '',
  type: '',
  img: COVERS[0]!,
  description: '',
  date: '',
  startTime: '18:00',
  endTime: '19:00',
  timezone,
  where: 'online',
  virtualLink: '',
  placeLabel: '',
  placeLat: '',
  placeLng: '',
  placeId: '',
  approval: false,
  capacity: '',
  schoolYear: [],
  relevantCourses: [],
  targetGroups: [],
  track: '',
  sourceLanguage: 'en',
  translations: {},
});

/** Where the event happens, given its type: Live Streams are online, Physical Events at a place, Job Closings either. */
export const whereOf = (draft: Pick<EventDraft, 'type' | 'where'>): 'online' | 'place' =>
  draft.type === 'Live Stream' ? 'online' : draft.type === 'Physical Event' ? 'place' : draft.where;

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacters = /[\u0000-\u001F\u007F\u2028\u2029]/;
const codePoints = (text: string): number => [...text].length;
const textOf = (html: string): string => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim();
const number = (text: string): number | null => (/^-?\d{1,3}(\.\d{1,8})?$/.test(text.trim()) ? Number(text.trim()) : null);

/** An https link with a dotted host and no credentials, as the server wants it. */
export function isHttpsLink(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password && text.length <= eventLimits.virtualLinkLength;
  } catch {
    return false;
  }
}

/** The event's end as an instant (wall clock of its zone), or null while the date or times cannot be read. */
export function endInstant(draft: Pick<EventDraft, 'date' | 'endTime' | 'timezone'>): Date | null {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(draft.date);
  const time = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(draft.endTime);
  if (!date || !time || !isIanaTimeZone(draft.timezone)) return null;
  return zonedTimeToUtc({ year: Number(date[1]), month: Number(date[2]), day: Number(date[3]), hour: Number(time[1]), minute: Number(time[2]) }, draft.timezone);
}

function checkWhen(draft: EventDraft, now: Date, errors: EventErrors): void {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(draft.date);
  const probe = date ? new Date(Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3]))) : null;
  if (!date || !probe || probe.getUTCDate() !== Number(date[3])) errors.date = 'required';
  const time = /^([01]\d|2[0-3]):[0-5]\d$/;
  if (!time.test(draft.startTime)) errors.startTime = 'required';
  if (!time.test(draft.endTime)) errors.endTime = 'required';
  else if (time.test(draft.startTime) && draft.endTime <= draft.startTime) errors.endTime = 'order';
  if (!isIanaTimeZone(draft.timezone)) errors.timezone = 'zone';
  const end = errors.date || errors.endTime || errors.timezone ? null : endInstant(draft);
  if (end && end.getTime() <= now.getTime()) errors.date = 'past';
}

function checkWhere(draft: EventDraft, errors: EventErrors): void {
  if (whereOf(draft) === 'online') {
    if (!draft.virtualLink.trim()) errors.virtualLink = 'required';
    else if (!isHttpsLink(draft.virtualLink.trim())) errors.virtualLink = 'https';
    return;
  }
  const label = draft.placeLabel.trim();
  if (!label) errors.placeLabel = 'required';
  else if (codePoints(label) > MAX_PLACE_LABEL || controlCharacters.test(label)) errors.placeLabel = 'length';
  const [lat, lng] = [draft.placeLat.trim(), draft.placeLng.trim()];
  if (lat || lng) {
    const [la, lo] = [number(lat), number(lng)];
    if (la === null || lo === null) errors.placeCoordinates = 'number';
    else if (Math.abs(la) > 90 || Math.abs(lo) > 180) errors.placeCoordinates = 'range';
  }
  const placeId = draft.placeId.trim();
  if (placeId && !/^[A-Za-z0-9_-]{1,300}$/.test(placeId)) errors.placeId = 'pattern';
}

/** Each language version by the source's rules; a version may not drop the description the source has. */
function checkVersions(draft: EventDraft, errors: EventErrors): void {
  for (const lng of supportedLanguages) {
    const version = draft.translations[lng];
    if (!version || lng === draft.sourceLanguage) continue;
    const title = version.title.trim();
    if (!title) errors[`title.${lng}`] = 'required';
    else if (codePoints(title) < TITLE_LENGTH.min || codePoints(title) > TITLE_LENGTH.max) errors[`title.${lng}`] = 'length';
    else if (controlCharacters.test(title)) errors[`title.${lng}`] = 'lines';
    if (version.description.length > MAX_DESCRIPTION) errors[`description.${lng}`] = 'long';
    else if (!textOf(version.description) && textOf(draft.description)) errors[`description.${lng}`] = 'required';
  }
}

/** The language a field belongs to: `title.de` is German; the source's own fields are in the source language. */
export const languageOfField = (field: EventField, source: Language): Language => {
  const lng = field.split('.')[1];
  return lng && isLanguage(lng) ? lng : source;
};

/** Every problem of the draft, the server's rules as the browser can check them. */
export function checkEvent(draft: EventDraft, now: Date = new Date()): EventErrors {
  const errors: EventErrors = {};
  const title = draft.title.trim();
  if (!title) errors.title = 'required';
  else if (codePoints(title) < TITLE_LENGTH.min || codePoints(title) > TITLE_LENGTH.max) errors.title = 'length';
  else if (controlCharacters.test(title)) errors.title = 'lines';
  if (!(EVENT_TYPES as readonly string[]).includes(draft.type)) errors.type = 'required';
  if (!draft.img) errors.img = 'required';
  if (draft.description.length > MAX_DESCRIPTION) errors.description = 'long';
  checkVersions(draft, errors);
  checkWhen(draft, now, errors);
  checkWhere(draft, errors);
  const capacity = draft.capacity.trim();
  if (capacity !== '' && (!/^\d{1,6}$/.test(capacity) || Number(capacity) < 1 || Number(capacity) > MAX_CAPACITY)) errors.capacity = 'whole';
  for (const field of Object.keys(REQUIREMENT_LISTS) as RequirementField[]) {
    const known: readonly string[] = REQUIREMENT_LISTS[field];
    if (draft[field].some((value) => !known.includes(value)) || new Set(draft[field]).size !== draft[field].length) errors[field] = 'list';
  }
  return errors;
}

/** The request body of a draft that passed checkEvent. */
export function toRequest(draft: EventDraft): EventRequestBody {
  const online = whereOf(draft) === 'online';
  const [lat, lng] = [number(draft.placeLat), number(draft.placeLng)];
  return {
    title: draft.title.trim(),
    type: draft.type,
    img: draft.img,
    description: textOf(draft.description) ? draft.description : '',
    date: draft.date,
    startTime: draft.startTime,
    endTime: draft.endTime,
    timezone: draft.timezone,
    virtualLink: online ? draft.virtualLink.trim() : null,
    physicalLocation: online ? null : { label: draft.placeLabel.trim(), lat: lat !== null && lng !== null ? lat : null, lng: lat !== null && lng !== null ? lng : null, placeId: draft.placeId.trim() },
    approval: draft.approval,
    capacity: draft.capacity.trim() === '' ? null : Number(draft.capacity.trim()),
    schoolYear: draft.schoolYear,
    relevantCourses: draft.relevantCourses,
    targetGroups: draft.targetGroups,
    ...(draft.visibility ? { visibility: draft.visibility } : {}),
    track: draft.track || null,
    sourceLanguage: draft.sourceLanguage,
    translations: Object.fromEntries(
      supportedLanguages
        .filter((lng) => lng !== draft.sourceLanguage && draft.translations[lng])
        .map((lng) => {
          const version = draft.translations[lng]!;
          return [lng, { title: version.title.trim(), description: textOf(version.description) ? version.description : '' }];
        }),
    ),
  };
}

/** The draft of a saved event (the editor's view of the API), for editing it. */
export function fromEvent(event: EventRequestBody): EventDraft {
  const place = event.physicalLocation;
  return {
    title: event.title,
    type: (EVENT_TYPES as readonly string[]).includes(event.type) ? (event.type as EventType) : '',
    img: event.img,
    description: event.description,
    date: event.date,
    startTime: event.startTime,
    endTime: event.endTime,
    timezone: event.timezone,
    where: place ? 'place' : 'online',
    virtualLink: event.virtualLink ?? '',
    placeLabel: place?.label ?? '',
    placeLat: place?.lat === null || place?.lat === undefined ? '' : String(place.lat),
    placeLng: place?.lng === null || place?.lng === undefined ? '' : String(place.lng),
    placeId: place?.placeId ?? '',
    approval: event.approval,
    capacity: event.capacity === null || event.capacity === undefined ? '' : String(event.capacity),
    schoolYear: event.schoolYear,
    relevantCourses: event.relevantCourses,
    targetGroups: event.targetGroups,
    ...(event.visibility ? { visibility: event.visibility } : {}),
    track: event.track ?? '',
    sourceLanguage: event.sourceLanguage && isLanguage(event.sourceLanguage) ? event.sourceLanguage : 'en',
    translations: Object.fromEntries(Object.entries(event.translations ?? {}).filter(([lng]) => isLanguage(lng))),
  };
}

/** Server field paths (physicalLocation.label, schoolYear …) as the editor's fields. */
export function fieldOf(path: string): EventField | null {
  if (path === 'physicalLocation.label' || path === 'physicalLocation') return 'placeLabel';
  if (path === 'physicalLocation.lat' || path === 'physicalLocation.lng') return 'placeCoordinates';
  if (path === 'physicalLocation.placeId') return 'placeId';
  const version = /^translations\.([a-z]{2})\.(title|description)$/.exec(path);
  if (version && isLanguage(version[1]!)) return `${version[2] as 'title' | 'description'}.${version[1]}`;
  const head = path.split('.')[0] ?? '';
  const fields: readonly EventField[] = ['title', 'type', 'img', 'description', 'date', 'startTime', 'endTime', 'timezone', 'virtualLink', 'capacity', 'schoolYear', 'relevantCourses', 'targetGroups'];
  return fields.find((f) => f === head) ?? null;
}
