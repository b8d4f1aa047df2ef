import type { DomainEvent } from '@fast-track/shared/event-store/types';
import type { ApplicationStatus } from '../application.ts';

// The company's private review of one application: a 1–4 rating and reviewer notes, on a stream of its own
// (`application-review-<applicationId>`), never on the student's application stream, so nothing a student is shown
// or given is ever folded from it. A note's text is personal data about the student: it lives in
// `job_application_notes` (erased with the student's account), and the event records only who wrote one and when.

/** A rating 1–4, or null when the reviewer clears it. */
export type Rating = 1 | 2 | 3 | 4;

export type ApplicationRated = DomainEvent<
  'ApplicationRated',
  { applicationId: string; jobId: string; companyId: string; rating: Rating | null; by: string; ratedAt: string }
>;
export type ApplicationNoteAdded = DomainEvent<'ApplicationNoteAdded', { applicationId: string; jobId: string; companyId: string; noteId: string; by: string; addedAt: string }>;
export type ReviewEvent = ApplicationRated | ApplicationNoteAdded;

/** What a review decision needs of the application, read from job_applications in the command's transaction. */
export interface ReviewedApplication {
  applicationId: string;
  jobId: string;
  companyId: string;
  stage: ApplicationStatus;
}

export interface ReviewState {
  application: ReviewedApplication | null;
  rating: Rating | null;
  notes: number;
}

export function evolveReview(state: ReviewState, event: ReviewEvent): ReviewState {
  switch (event.type) {
    case 'ApplicationRated':
      return { ...state, rating: event.data.rating };
    case 'ApplicationNoteAdded':
      return { ...state, notes: state.notes + 1 };
  }
}

export const reviewStreamId = (applicationId: string): string => `application-review-${applicationId}`;
