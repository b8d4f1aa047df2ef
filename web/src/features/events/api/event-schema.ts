import { isLanguage, type Language } from '../../../lib/languages.ts';
import { flag, oneOf, optionalFlag, optionalText, optionalTexts, record, text, texts } from '../../../lib/lenient.ts';

// Lenient on purpose: a malformed optional field must not blank the whole list, so each one falls back to a default;
// only an event without its id, link or date (or a question without its id) is dropped. Plain readers instead of a
// schema library: this is on the first screen of /events and of every event page (lib/lenient.ts).

export interface EventQuestion {
  uniqueId: string;
  text: string;
  upvotes: string[];
  /** When it was asked (ISO instant) and whether the host answered (docs/events.md § Questions). */
  askedAt?: string | undefined;
  answered?: boolean | undefined;
  /** Its asker deleted their account: the text is gone (docs/accounts.md § Erasure). */
  erased?: boolean | undefined;
}

const ATTENDANCE = ['none', 'attending', 'pending', 'declined', 'waiting'] as const;
export type Attendance = (typeof ATTENDANCE)[number];

export interface EventDto {
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
  /** Whether the event is online (docs/events.md § Listing). */
  online?: boolean | undefined;
  /** The join link: only to an attending student from `joinOpensAt` on (docs/events.md § Join link). */
  virtualLink?: string | undefined;
  joinOpensAt?: string | undefined;
  physicalLocation: string;
  company: string;
  approval: boolean;
  participants: string[];
  questions: EventQuestion[];
  schoolYear: string[];
  relevantCourses: string[];
  targetGroups: string[];
  /** How many may attend, when the host set a limit (issue 26); when it is full, students join the waitlist. */
  capacity?: number | undefined;
  /** 'cancelled' once its host cancelled it (docs/events.md § Hosting); absent for events that take place. */
  status?: 'cancelled' | undefined;
  /** Only with a bearer (docs/events.md § Participation): the caller's own attendance. Absent for visitors. */
  attendance?: Attendance | undefined;
  /** Only with a bearer: ids of the questions the caller asked. */
  myQuestions?: string[] | undefined;
  /** The language `title` and `description` are in (absent: English) and the host's other versions (docs/events.md § Languages). */
  sourceLanguage?: Language | undefined;
  translations?: EventTranslations | undefined;
  /** Set by useReadableEvent, never by the API: the language shown, and the source's when it is not the reader's. */
  lang?: Language | undefined;
  writtenIn?: Language | undefined;
}

export type EventTranslations = Partial<Record<Language, { title: string; description: string }>>;

/** The language versions that are well formed; a malformed one is left out (the source is shown instead). */
function readTranslations(value: unknown): EventTranslations | undefined {
  const all = record(value);
  if (!all) return undefined;
  const versions: EventTranslations = {};
  for (const [lng, version] of Object.entries(all)) {
    const v = record(version);
    if (isLanguage(lng) && v && typeof v.title === 'string' && typeof v.description === 'string') versions[lng] = { title: v.title, description: v.description };
  }
  return versions;
}

export function readQuestion(value: unknown): EventQuestion | null {
  const q = record(value);
  if (!q || typeof q.uniqueId !== 'string') return null;
  return {
    uniqueId: q.uniqueId,
    text: text(q.text),
    upvotes: texts(q.upvotes),
    askedAt: optionalText(q.askedAt),
    answered: optionalFlag(q.answered),
    erased: optionalFlag(q.erased),
  };
}

const readQuestions = (value: unknown): EventQuestion[] =>
  Array.isArray(value) ? value.flatMap((item) => readQuestion(item) ?? []) : [];

export function readEvent(value: unknown): EventDto | null {
  const e = record(value);
  if (!e || typeof e.uniqueId !== 'string' || typeof e.link !== 'string' || typeof e.datetime !== 'string') return null;
  return {
    uniqueId: e.uniqueId,
    link: e.link,
    title: text(e.title),
    type: text(e.type),
    img: text(e.img),
    description: text(e.description),
    datetime: e.datetime,
    startTime: text(e.startTime),
    endTime: text(e.endTime),
    timezone: text(e.timezone),
    online: optionalFlag(e.online),
    virtualLink: optionalText(e.virtualLink),
    joinOpensAt: optionalText(e.joinOpensAt),
    physicalLocation: text(e.physicalLocation),
    company: text(e.company),
    approval: flag(e.approval),
    participants: texts(e.participants),
    questions: readQuestions(e.questions),
    schoolYear: texts(e.schoolYear),
    relevantCourses: texts(e.relevantCourses),
    targetGroups: texts(e.targetGroups),
    status: oneOf(e.status, ['cancelled'] as const),
    capacity: typeof e.capacity === 'number' && Number.isInteger(e.capacity) && e.capacity > 0 ? e.capacity : undefined,
    attendance: oneOf(e.attendance, ATTENDANCE),
    myQuestions: optionalTexts(e.myQuestions),
    sourceLanguage: typeof e.sourceLanguage === 'string' && isLanguage(e.sourceLanguage) ? e.sourceLanguage : undefined,
    translations: readTranslations(e.translations),
  };
}

/** The events of a list answer that match the contract; the others are dropped rather than failing the page. */
export const readEvents = (value: unknown): EventDto[] => (Array.isArray(value) ? value.flatMap((item) => readEvent(item) ?? []) : []);

// Kept where they always were for the code that reads them from here; they live in utils/event-kind.ts.
export { EVENT_TYPES, eventType, isOnline, type EventType } from '../utils/event-kind.ts';
