import type { LanguageVersions } from '@fast-track/shared/content-languages';
import type { Language } from '@fast-track/shared/languages';
import type { EventDetails, EventTextField } from '../event.ts';

/** The Event document of docs/events.md § Event, in the contract's key order. */
export interface EventJson {
  uniqueId: string;
  link: string;
  title: string;
  type: string;
  img: string;
  description: string;
  datetime: string;
  startTime: string;
  endTime: string;
  timezone: string;
  /**
   * Whether the event happens online. Its join link (`virtualLink`) is not part of the stored document: the detail
   * call adds it for the callers who may have it (join-link.ts).
   */
  online: boolean;
  physicalLocation: string;
  company: string;
  approval: boolean;
  participants: string[];
  questions: { uniqueId: string; text: string; upvotes: string[]; askedAt: string; answered: boolean }[];
  schoolYear: string[];
  relevantCourses: string[];
  targetGroups: string[];
  /** Only when not English: the language `title` and `description` are in (docs/events.md § Languages). */
  sourceLanguage?: Language;
  /** Only when there are any: the other language versions of `title` and `description`; the reader's page picks. */
  translations?: LanguageVersions<EventTextField>;
  /** Only when the host set one: how many may attend; the rest wait on the waitlist (issue 26). */
  capacity?: number;
}

const iso = (value: string): string => new Date(value).toISOString();

/** The contract document as publication defines it: participants and questions empty (see withLiveParts). */
export function toEventJson(d: EventDetails): EventJson {
  const start = iso(d.startTime);
  return {
    uniqueId: d.eventId,
    link: d.link,
    title: d.title,
    type: d.type,
    img: d.img,
    description: d.description,
    datetime: start,
    startTime: start,
    endTime: iso(d.endTime),
    timezone: d.timezone,
    online: d.virtualLink !== null && d.virtualLink !== '',
    physicalLocation: d.physicalLocation
      ? JSON.stringify({
          label: d.physicalLocation.label,
          lat: d.physicalLocation.lat,
          lng: d.physicalLocation.lng,
          placeId: d.physicalLocation.placeId,
        })
      : '',
    company: JSON.stringify({ title: d.host.name, img: d.host.logo }),
    approval: d.approval,
    participants: [],
    questions: [],
    schoolYear: [...d.schoolYear],
    relevantCourses: [...d.relevantCourses],
    targetGroups: [...d.targetGroups],
    ...(d.sourceLanguage ? { sourceLanguage: d.sourceLanguage } : {}),
    ...(d.translations ? { translations: d.translations } : {}),
    ...(d.capacity !== undefined ? { capacity: d.capacity } : {}),
  };
}

/** Where the live parts go in a stored document: toEventJson leaves both arrays empty, in this order. */
const liveParts = '"participants":[],"questions":[]';

/**
 * The stored document with its live parts spliced in (JSON texts of the two arrays). Keys' quotes are the only
 * unescaped ones in JSON.stringify output, so the marker cannot occur inside a string value.
 */
export function withLiveParts(body: string, participants: string, questions: string): string {
  const at = body.indexOf(liveParts);
  if (at < 0) return body;
  return `${body.slice(0, at)}"participants":${participants},"questions":${questions}${body.slice(at + liveParts.length)}`;
}

/** Adds a field to a serialised JSON object without parsing it (keeps per-request work to string slicing). */
export function appendJsonField(objectJson: string, key: string, value: unknown): string {
  return `${objectJson.slice(0, -1)},${JSON.stringify(key)}:${JSON.stringify(value)}}`;
}
