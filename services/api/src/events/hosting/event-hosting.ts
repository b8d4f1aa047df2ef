import type { DomainEvent } from '@fast-track/shared/event-store/types';
import type { EventDetails, EventEvent } from '../event.ts';

// The host's side of an event (issue 11): drafts, edits, publication and cancellation, on the event's own stream
// `event-<id>`. Publication is the existing EventPublished (carrying the details as published), so every reader of
// the public list keeps working; the facts here are what a host may do before and after it.

export type EventStatus = 'draft' | 'published' | 'cancelled';

/** The details students are told about when they change (an attendee needs to know where and when). */
export const materialFields = ['title', 'type', 'startTime', 'endTime', 'timezone', 'virtualLink', 'physicalLocation'] as const;
export const editableFields = [
  ...materialFields,
  'img',
  'description',
  'approval',
  'schoolYear',
  'relevantCourses',
  'targetGroups',
  'host',
  'visibility',
  'track',
  'capacity',
  'sourceLanguage',
  'translations',
] as const satisfies readonly (keyof EventDetails)[];
export type EditableField = (typeof editableFields)[number];

// ── Events ──────────────────────────────────────────────────────────────────────────────────────────────
/** Saved but not shown to anyone outside the company. */
export type EventDrafted = DomainEvent<'EventDrafted', EventDetails & { draftedBy: string; draftedAt: string }>;
/** The whole details as they are after the edit, and which fields the edit changed. */
export type EventEdited = DomainEvent<'EventEdited', EventDetails & { changed: EditableField[]; editedBy: string; editedAt: string }>;
export type EventCancelled = DomainEvent<
  'EventCancelled',
  { eventId: string; companyId: string; reason: string; cancelledBy: string; cancelledAt: string }
>;
export type HostingEvent = EventDrafted | EventEdited | EventCancelled;

/** Everything the event's stream may hold: older logs keep participation facts there too. */
export type EventStreamEvent = HostingEvent | EventEvent;

// ── State ───────────────────────────────────────────────────────────────────────────────────────────────
/** `version` counts the stream's events: it is the ETag a host must send back (If-Match) to change the event. */
export type HostedEventState =
  | { status: 'none'; version: number }
  | { status: EventStatus; details: EventDetails; version: number; cancelReason: string | null };

export const initialHostedEventState = (): HostedEventState => ({ status: 'none', version: 0 });

const detailsOf = (data: EventDetails): EventDetails => ({
  eventId: data.eventId,
  link: data.link,
  title: data.title,
  type: data.type,
  img: data.img,
  description: data.description,
  startTime: data.startTime,
  endTime: data.endTime,
  timezone: data.timezone,
  virtualLink: data.virtualLink,
  physicalLocation: data.physicalLocation,
  approval: data.approval,
  schoolYear: data.schoolYear,
  relevantCourses: data.relevantCourses,
  targetGroups: data.targetGroups,
  host: data.host,
  ...(data.visibility ? { visibility: data.visibility } : {}),
  ...(data.track ? { track: data.track } : {}),
  ...(data.capacity !== undefined ? { capacity: data.capacity } : {}),
  ...(data.sourceLanguage ? { sourceLanguage: data.sourceLanguage } : {}),
  ...(data.translations ? { translations: data.translations } : {}),
});

// ── Evolve ──────────────────────────────────────────────────────────────────────────────────────────────
export function evolveHostedEvent(state: HostedEventState, event: EventStreamEvent): HostedEventState {
  const version = state.version + 1;
  switch (event.type) {
    case 'EventDrafted':
      return { status: 'draft', details: detailsOf(event.data), version, cancelReason: null };
    case 'EventPublished':
      return { status: 'published', details: detailsOf(event.data), version, cancelReason: null };
    case 'EventEdited':
      return state.status === 'none' ? { ...state, version } : { ...state, details: detailsOf(event.data), version };
    case 'EventCancelled':
      return state.status === 'none' ? { ...state, version } : { ...state, status: 'cancelled', cancelReason: event.data.reason, version };
    default:
      // Participation facts of older logs: they move the version, nothing the host edits.
      return { ...state, version };
  }
}

/** JSON with object keys sorted: facts read back from jsonb come with their keys in jsonb's order, not ours. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v,
  );

/** The fields whose values differ (deep: locations and lists compare by content, whatever the key order). */
export function changedFields(before: EventDetails, after: EventDetails): EditableField[] {
  return editableFields.filter((field) => canonical(before[field]) !== canonical(after[field]));
}
