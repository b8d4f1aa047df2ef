/** A question as the contract shows it. */
export interface QuestionView {
  uniqueId: string;
  text: string;
  upvotes: string[];
  /** ISO instant (UTC). */
  askedAt: string;
  answered: boolean;
}

/**
 * Tells viewers of an event what just changed. Realtime (Socket.IO rooms, fanned out to every replica) implements
 * it; the routes call it after a command committed. Fire-and-forget: a lost message never fails a command.
 */
export interface EventNotifier {
  questionPosted(eventId: string, question: QuestionView): void;
  /**
   * One student's vote on a question changed (`upvoted`: their vote now stands). A delta, not the question's upvoter
   * list: a full hall hears every vote, and a list grows with the votes (issue 28).
   */
  upvoteChanged(eventId: string, questionId: string, userId: string, upvoted: boolean): void;
  participantsChanged(eventId: string, participants: string[]): void;
  /** The host edited or cancelled the event: open pages reload it (and say so). */
  eventChanged(eventId: string, change: 'updated' | 'cancelled'): void;
  /** The host marked a question answered: it joins the event's FAQ. */
  questionAnswered(eventId: string, questionId: string): void;
  /** The host decided one student's request: only that student's pages are told. */
  attendanceDecided(eventId: string, userId: string, attendance: 'attending' | 'declined'): void;
}

export const silentNotifier: EventNotifier = {
  questionPosted: () => undefined,
  upvoteChanged: () => undefined,
  participantsChanged: () => undefined,
  questionAnswered: () => undefined,
  eventChanged: () => undefined,
  attendanceDecided: () => undefined,
};
