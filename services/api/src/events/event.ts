import type { DomainEvent } from '@fast-track/shared/event-store/types';
import type { OrganisationKind } from '../accounts/index.ts';
import type { Visibility } from '@fast-track/shared/visibility';
import type { TrackId } from '@fast-track/shared/tracks';
import type { ContentLanguages } from '@fast-track/shared/content-languages';

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
  /** The hosting organisation's id (any kind; the name is from when only companies hosted). */
  companyId: string;
  name: string;
  logo: string;
  /** Absent in facts from before career centers and societies hosted: a company. */
  kind?: OrganisationKind;
}

/** The free texts a host may write in several languages (docs/events.md § Languages); the others are not language. */
export const eventTextFields = ['title', 'description'] as const;
export type EventTextField = (typeof eventTextFields)[number];

/**
 * `title` and `description` are the source language's; `sourceLanguage` (absent: English) and `translations` (the
 * other versions, absent: none) come from ContentLanguages, kept only when used (compactContentLanguages).
 */
export interface EventDetails extends ContentLanguages<EventTextField> {
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
  /** Who may see and join it (organisations/audience.ts); absent means everyone. */
  visibility?: Visibility;
  /** The career track it is for (the dashboard's Opportunities list it there); absent when none was chosen. */
  track?: TrackId;
  /** How many students may attend (issue 26); absent: no limit. When it is full, students join the waitlist. */
  capacity?: number;
}

// ── Events ──────────────────────────────────────────────────────────────────────────────────────────────
export type EventPublished = DomainEvent<'EventPublished', EventDetails & { publishedAt: string }>;
export type QuestionAdded = DomainEvent<
  'QuestionAdded',
  { eventId: string; questionId: string; text: string; askedBy: string; askedAt: string; host: { companyId: string } }
>;
/** The host answered the question (during the event or on the page); set by a host's command, shown to everyone. */
export type QuestionAnswered = DomainEvent<
  'QuestionAnswered',
  { eventId: string; questionId: string; answeredBy: string; answeredAt: string }
>;
/** The asker deleted their account: the question stays (votes, answer) but its text and asker are gone. */
export type QuestionErased = DomainEvent<'QuestionErased', { eventId: string; questionId: string; erasedAt: string }>;
export type QuestionUpvoted = DomainEvent<
  'QuestionUpvoted',
  { eventId: string; questionId: string; userId: string; upvotedAt: string }
>;
export type QuestionUpvoteWithdrawn = DomainEvent<
  'QuestionUpvoteWithdrawn',
  { eventId: string; questionId: string; userId: string; withdrawnAt: string }
>;
/** The student is in the participants list (open event, or a request just approved). */
export type ParticipantJoined = DomainEvent<'ParticipantJoined', { eventId: string; userId: string; joinedAt: string }>;
export type ParticipantLeft = DomainEvent<'ParticipantLeft', { eventId: string; userId: string; leftAt: string }>;
export type AttendanceRequested = DomainEvent<'AttendanceRequested', { eventId: string; userId: string; requestedAt: string }>;
export type AttendanceRequestWithdrawn = DomainEvent<
  'AttendanceRequestWithdrawn',
  { eventId: string; userId: string; withdrawnAt: string }
>;
/** Followed by ParticipantJoined in the same append: approval and joining are separate facts. */
export type AttendanceRequestApproved = DomainEvent<
  'AttendanceRequestApproved',
  { eventId: string; userId: string; decidedBy: string; decidedAt: string }
>;
export type AttendanceRequestDeclined = DomainEvent<
  'AttendanceRequestDeclined',
  { eventId: string; userId: string; decidedBy: string; decidedAt: string }
>;

/** The event was full (or others were waiting): the student waits for a place, in the order of this fact. */
export type WaitlistJoined = DomainEvent<'WaitlistJoined', { eventId: string; userId: string; joinedAt: string }>;
/** The student left the waitlist themselves. */
export type WaitlistLeft = DomainEvent<'WaitlistLeft', { eventId: string; userId: string; leftAt: string }>;
/** A place freed and this student was first in line: followed by ParticipantJoined in the same append. */
export type WaitlistPromoted = DomainEvent<'WaitlistPromoted', { eventId: string; userId: string; promotedAt: string }>;
/**
 * The attending student's ticket: `code` is the short code the QR carries and the host may type (random, unique per
 * event). Issued when the student first opens the ticket; leaving the event voids it (the next attendance gets a new one).
 */
export type TicketIssued = DomainEvent<'TicketIssued', { eventId: string; userId: string; code: string; issuedAt: string }>;
/** The host let the student in (by the ticket's code or from the attendance list). */
export type AttendeeCheckedIn = DomainEvent<
  'AttendeeCheckedIn',
  { eventId: string; userId: string; checkedInBy: string; checkedInAt: string; by: 'code' | 'list' }
>;

export type EventEvent =
  | EventPublished
  | WaitlistJoined
  | WaitlistLeft
  | WaitlistPromoted
  | TicketIssued
  | AttendeeCheckedIn
  | QuestionAdded
  | QuestionAnswered
  | QuestionErased
  | QuestionUpvoted
  | QuestionUpvoteWithdrawn
  | ParticipantJoined
  | ParticipantLeft
  | AttendanceRequested
  | AttendanceRequestWithdrawn
  | AttendanceRequestApproved
  | AttendanceRequestDeclined;

// ── State ───────────────────────────────────────────────────────────────────────────────────────────────
/** Where one student stands with one event; 'none' is never stored. */
export type Attendance = 'none' | 'attending' | 'pending' | 'declined' | 'waiting';

export type EventState =
  | { status: 'none' }
  | {
      status: 'published';
      eventId: string;
      companyId: string;
      endTime: string;
      approval: boolean;
      /** questionId → user ids who upvoted it, in upvote order */
      questions: Readonly<Record<string, readonly string[]>>;
      /** Attending students in joining order: the contract's participants list. */
      participants: readonly string[];
      /** userId → open or refused request (approval events only). */
      requests: Readonly<Record<string, 'pending' | 'declined'>>;
    };

export const initialEventState = (): EventState => ({ status: 'none' });

export function attendanceOf(state: EventState, userId: string): Attendance {
  if (state.status !== 'published') return 'none';
  if (state.participants.includes(userId)) return 'attending';
  return state.requests[userId] ?? 'none';
}

const without = <T>(list: readonly T[], item: T): T[] => list.filter((x) => x !== item);

type Requests = Record<string, 'pending' | 'declined'>;

function withRequest(requests: Readonly<Requests>, userId: string, status: 'pending' | 'declined' | undefined): Requests {
  const next = { ...requests };
  if (status) next[userId] = status;
  else delete next[userId];
  return next;
}

// ── Evolve ──────────────────────────────────────────────────────────────────────────────────────────────
export function evolveEvent(state: EventState, event: EventEvent): EventState {
  if (event.type === 'EventPublished') {
    const d = event.data;
    return {
      status: 'published',
      eventId: d.eventId,
      companyId: d.host.companyId,
      endTime: d.endTime,
      approval: d.approval,
      questions: {},
      participants: [],
      requests: {},
    };
  }
  if (state.status !== 'published') return state;
  switch (event.type) {
    case 'QuestionAdded':
      return { ...state, questions: { ...state.questions, [event.data.questionId]: [] } };
    // Decided on the question's own stream; nothing the event's stream decides depends on it.
    case 'QuestionAnswered':
    case 'QuestionErased':
      return state;
    case 'QuestionUpvoted': {
      const upvotes = state.questions[event.data.questionId] ?? [];
      return { ...state, questions: { ...state.questions, [event.data.questionId]: [...upvotes, event.data.userId] } };
    }
    case 'QuestionUpvoteWithdrawn': {
      const upvotes = state.questions[event.data.questionId] ?? [];
      return { ...state, questions: { ...state.questions, [event.data.questionId]: without(upvotes, event.data.userId) } };
    }
    case 'ParticipantJoined':
      return {
        ...state,
        participants: [...state.participants, event.data.userId],
        requests: withRequest(state.requests, event.data.userId, undefined),
      };
    case 'ParticipantLeft':
      return { ...state, participants: without(state.participants, event.data.userId) };
    case 'AttendanceRequested':
      return { ...state, requests: withRequest(state.requests, event.data.userId, 'pending') };
    case 'AttendanceRequestWithdrawn':
    case 'AttendanceRequestApproved':
      return { ...state, requests: withRequest(state.requests, event.data.userId, undefined) };
    case 'AttendanceRequestDeclined':
      return { ...state, requests: withRequest(state.requests, event.data.userId, 'declined') };
    // Capacity, tickets and check-in live only on the split attendance streams (participation.ts).
    case 'WaitlistJoined':
    case 'WaitlistLeft':
    case 'WaitlistPromoted':
    case 'TicketIssued':
    case 'AttendeeCheckedIn':
      return state;
  }
}

/** One stream per event. */
export const eventStreamId = (eventId: string): string => `event-${eventId}`;
