import type { DomainEvent } from '@fast-track/shared/event-store/types';

export const eventKinds = ['Live Stream', 'Physical Event', 'Job Closings'] as const;
export type EventKind = (typeof eventKinds)[number];

export interface PhysicalLocation {
  label: string;
  /** null when only a map placeId is known. */
  lat: number | null;
  lng: number | null;
  placeId: string;
}

/** Host snapshot taken at publish time, so the event read model never depends on another table's replay order. */
export interface EventHost {
  companyId: string;
  name: string;
  logo: string;
}

export interface EventDetails {
  eventId: string;
  link: string;
  title: string;
  type: EventKind;
  img: string;
  description: string;
  startTime: string;
  endTime: string;
  timezone: string;
  virtualLink: string | null;
  physicalLocation: PhysicalLocation | null;
  approval: boolean;
  schoolYear: string[];
  relevantCourses: string[];
  targetGroups: string[];
  host: EventHost;
}

// ── Events ──────────────────────────────────────────────────────────────────────────────────────────────
export type EventPublished = DomainEvent<'EventPublished', EventDetails & { publishedAt: string }>;
export type QuestionAdded = DomainEvent<
  'QuestionAdded',
  { eventId: string; questionId: string; text: string; askedBy: string; askedAt: string; host: { companyId: string } }
>;
export type QuestionUpvoted = DomainEvent<
  'QuestionUpvoted',
  { eventId: string; questionId: string; userId: string; upvotedAt: string }
>;
export type ParticipantJoined = DomainEvent<'ParticipantJoined', { eventId: string; userId: string; joinedAt: string }>;

export type EventEvent = EventPublished | QuestionAdded | QuestionUpvoted | ParticipantJoined;

// ── State ───────────────────────────────────────────────────────────────────────────────────────────────
export type EventState =
  | { status: 'none' }
  | {
      status: 'published';
      eventId: string;
      companyId: string;
      endTime: string;
      /** questionId → user ids who upvoted it */
      questions: Readonly<Record<string, readonly string[]>>;
      participants: readonly string[];
    };

export const initialEventState = (): EventState => ({ status: 'none' });

// ── Evolve ──────────────────────────────────────────────────────────────────────────────────────────────
export function evolveEvent(state: EventState, event: EventEvent): EventState {
  if (event.type === 'EventPublished') {
    const d = event.data;
    return { status: 'published', eventId: d.eventId, companyId: d.host.companyId, endTime: d.endTime, questions: {}, participants: [] };
  }
  if (state.status !== 'published') return state;
  switch (event.type) {
    case 'QuestionAdded':
      return { ...state, questions: { ...state.questions, [event.data.questionId]: [] } };
    case 'QuestionUpvoted': {
      const upvotes = state.questions[event.data.questionId] ?? [];
      return { ...state, questions: { ...state.questions, [event.data.questionId]: [...upvotes, event.data.userId] } };
    }
    case 'ParticipantJoined':
      return { ...state, participants: [...state.participants, event.data.userId] };
  }
}

/** One stream per event. */
export const eventStreamId = (eventId: string): string => `event-${eventId}`;
