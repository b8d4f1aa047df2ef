import { pipelineLimits } from '@fast-track/shared/jobs/pipeline-limits';
import { ConflictError, ValidationError } from '@fast-track/shared/errors';
import type { Decider, DomainCommand } from '@fast-track/shared/event-store/types';
import { ApplicationNotFoundError } from '../application.decider.ts';
import { evolveReview, type Rating, type ReviewEvent, type ReviewState } from './review.ts';

/** The application already holds pipelineLimits.notesPerApplication notes. */
export class TooManyNotesError extends ConflictError {
  override readonly code = 'TOO_MANY_NOTES';
}

type Key = { applicationId: string; asCompanyId: string; by: string; now: string };
export type RateApplication = DomainCommand<'RateApplication', Key & { rating: Rating | null }>;
/** `text` is checked here and stored beside the event (job_application_notes), never in it. */
export type AddApplicationNote = DomainCommand<'AddApplicationNote', Key & { noteId: string; text: string }>;
export type ReviewCommand = RateApplication | AddApplicationNote;

export const reviewDecider: Decider<ReviewState, ReviewCommand, ReviewEvent> = {
  initialState: () => ({ application: null, rating: null, notes: 0 }),
  evolve: evolveReview,
  decide(command, { application, rating, notes }) {
    const { applicationId, asCompanyId, by, now } = command.data;
    // Another company's application, or one its student withdrew (employers no longer see those), does not exist here.
    if (!application || application.companyId !== asCompanyId || application.stage === 'withdrawn') {
      throw new ApplicationNotFoundError('No such application for this job.');
    }
    const { jobId, companyId } = application;
    switch (command.type) {
      case 'RateApplication': {
        const wanted = command.data.rating;
        if (wanted !== null && !(Number.isInteger(wanted) && wanted >= 1 && wanted <= pipelineLimits.ratingMax)) {
          throw new ValidationError(`rating: a whole number from 1 to ${pipelineLimits.ratingMax}, or null`);
        }
        // The same rating again (a double click) changes nothing.
        if (wanted === rating) return [];
        return [{ type: 'ApplicationRated', data: { applicationId, jobId, companyId, rating: wanted, by, ratedAt: now } }];
      }
      case 'AddApplicationNote': {
        const text = command.data.text.trim();
        if (text.length === 0 || [...text].length > pipelineLimits.noteLength) {
          throw new ValidationError(`text: 1 to ${pipelineLimits.noteLength} characters`);
        }
        if (notes >= pipelineLimits.notesPerApplication) throw new TooManyNotesError(`An application keeps at most ${pipelineLimits.notesPerApplication} notes.`);
        return [{ type: 'ApplicationNoteAdded', data: { applicationId, jobId, companyId, noteId: command.data.noteId, by, addedAt: now } }];
      }
    }
  },
};
