/**
 * The Socket.IO wire names come from the API's own map (services/shared/src/realtime-events.ts), so client and
 * server cannot drift apart on a string. The payload types below are the SPA's: a message is treated as untrusted
 * input (docs/events.md § Realtime) and validated by the receiving feature.
 */
import { WireEvents } from '@fast-track/shared/realtime-events';

export { WireEvents };

/** As sent; the receiving feature validates it like an API answer before use. */
export interface QuestionMessage {
  eventId: string;
  question: unknown;
}

/** One student's vote on one question changed: `upvoted` says whether it stands now (a delta, not the list). */
export interface VoteMessage {
  eventId: string;
  questionId: string;
  userId: string;
  upvoted: boolean;
}

export interface ParticipantsMessage {
  eventId: string;
  participants: string[];
}

/** The host changed or cancelled the event (issue 11): pages load it again. */
export interface EventChangedMessage {
  eventId: string;
  change: 'updated' | 'cancelled';
}

/** The host marked a question answered. */
export interface AnsweredMessage {
  eventId: string;
  questionId: string;
}

/** The host decided this student's request (sent to the student's own sockets only). */
export interface AttendanceMessage {
  eventId: string;
  attendance: 'attending' | 'declined';
}

export interface ServerToClientEvents {
  [WireEvents.getOnlineUsers]: (userIds: string[]) => void;
  [WireEvents.eventQuestion]: (message: QuestionMessage) => void;
  [WireEvents.eventUpvotes]: (message: VoteMessage) => void;
  [WireEvents.eventParticipants]: (message: ParticipantsMessage) => void;
  [WireEvents.eventChanged]: (message: EventChangedMessage) => void;
  [WireEvents.eventAnswered]: (message: AnsweredMessage) => void;
  [WireEvents.eventAttendance]: (message: AttendanceMessage) => void;
  [WireEvents.chatMessage]: (message: unknown) => void;
  [WireEvents.chatRead]: (message: unknown) => void;
  [WireEvents.chatTyping]: (message: unknown) => void;
  [WireEvents.chatChanged]: (message: unknown) => void;
}

export interface ClientToServerEvents {
  [WireEvents.eventWatch]: (message: { eventId: string }) => void;
  [WireEvents.eventUnwatch]: (message: { eventId: string }) => void;
  [WireEvents.chatTyping]: (message: { conversationId: string }) => void;
}

/** Messaging (docs/messaging.md): what a chat screen hears, unchecked (the feature validates it). */
export interface ChatListener {
  /** The connection is (re)established: whatever arrived meanwhile is fetched again. */
  onConnected?: () => void;
  onMessage?: (message: unknown) => void;
  onRead?: (message: unknown) => void;
  onTyping?: (message: unknown) => void;
  onChanged?: (message: unknown) => void;
}

/** What a watcher of one event hears (already filtered to its eventId). */
export interface EventWatcher {
  /** The room was (re)joined: from now on the watcher hears every change. */
  onJoined?: () => void;
  /** The connection dropped; changes until the next onJoined are missed. */
  onLeft?: () => void;
  onQuestion?: (message: QuestionMessage) => void;
  onUpvotes?: (message: VoteMessage) => void;
  onParticipants?: (message: ParticipantsMessage) => void;
  onChanged?: (message: EventChangedMessage) => void;
  onAnswered?: (message: AnsweredMessage) => void;
  /** Only for the signed-in student whose request was decided. */
  onAttendance?: (message: AttendanceMessage) => void;
}
