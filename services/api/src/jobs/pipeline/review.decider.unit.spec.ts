import { deciderSpec } from '@fast-track/shared/event-store/decider-spec';
import { ValidationError } from '@fast-track/shared/errors';
import { describe, it } from 'vitest';
import { ApplicationNotFoundError } from '../application.decider.ts';
import type { ApplicationStatus } from '../application.ts';
import { reviewDecider, TooManyNotesError, type ReviewCommand } from './review.decider.ts';
import type { Rating, ReviewEvent, ReviewedApplication } from './review.ts';

const applicationId = 'b0000000-0000-4000-8000-000000000001';
const jobId = 'a0000000-0000-4000-8000-000000000001';
const companyId = 'c0000000-0000-4000-8000-000000000001';
const otherCompany = 'c0000000-0000-4000-8000-000000000002';
const now = '2026-11-29T12:00:00.000Z';
const noteId = 'd0000000-0000-4000-8000-000000000001';

const application = (stage: ApplicationStatus = 'applied'): ReviewedApplication => ({ applicationId, jobId, companyId, stage });
/** The decider with the application as job_applications gives it. */
const specFor = (app: ReviewedApplication | null) => deciderSpec({ ...reviewDecider, initialState: () => ({ application: app, rating: null, notes: 0 }) });
const rate = (rating: Rating | null, asCompanyId = companyId): ReviewCommand => ({ type: 'RateApplication', data: { applicationId, asCompanyId, rating, by: 'e1', now } });
const rated = (rating: Rating | null): ReviewEvent => ({ type: 'ApplicationRated', data: { applicationId, jobId, companyId, rating, by: 'e1', ratedAt: now } });
const note = (text: string, asCompanyId = companyId): ReviewCommand => ({ type: 'AddApplicationNote', data: { applicationId, asCompanyId, noteId, text, by: 'e1', now } });
const noted: ReviewEvent = { type: 'ApplicationNoteAdded', data: { applicationId, jobId, companyId, noteId, by: 'e1', addedAt: now } };

describe('review decider', () => {
  it('rates 1–4, changes a rating, clears it; the same rating twice changes nothing', () => {
    specFor(application()).given([]).when(rate(3)).then([rated(3)]);
    specFor(application()).given([rated(3)]).when(rate(1)).then([rated(1)]);
    specFor(application()).given([rated(3)]).when(rate(null)).then([rated(null)]);
    specFor(application()).given([rated(3)]).when(rate(3)).thenNothingHappened();
    specFor(application()).given([]).when(rate(null)).thenNothingHappened();
    specFor(application()).given([]).when(rate(5 as Rating)).thenThrows(ValidationError);
    specFor(application()).given([]).when(rate(0 as Rating)).thenThrows(ValidationError);
    specFor(application()).given([]).when(rate(2.5 as Rating)).thenThrows(ValidationError);
  });

  it('adds a note without its text in the event; refuses an empty or too long one', () => {
    specFor(application()).given([]).when(note('  Strong case answer.  ')).then([noted]);
    specFor(application()).given([]).when(note('   ')).thenThrows(ValidationError);
    specFor(application()).given([]).when(note('x'.repeat(2001))).thenThrows(ValidationError);
    specFor(application()).given([]).when(note('😀'.repeat(2000))).then([noted]);
  });

  it('keeps at most 200 notes per application', () => {
    specFor(application()).given(Array.from({ length: 199 }, () => noted)).when(note('one more')).then([noted]);
    specFor(application()).given(Array.from({ length: 200 }, () => noted)).when(note('one more')).thenThrows(TooManyNotesError);
  });

  it('another company, an unknown or a withdrawn application is not found; a declined or closed one may still be reviewed', () => {
    specFor(application()).given([]).when(rate(2, otherCompany)).thenThrows(ApplicationNotFoundError);
    specFor(application()).given([]).when(note('hi', otherCompany)).thenThrows(ApplicationNotFoundError);
    specFor(null).given([]).when(rate(2)).thenThrows(ApplicationNotFoundError);
    specFor(application('withdrawn')).given([]).when(note('hi')).thenThrows(ApplicationNotFoundError);
    specFor(application('rejected')).given([]).when(rate(1)).then([rated(1)]);
    specFor(application('closed')).given([]).when(note('hi')).then([noted]);
  });
});
