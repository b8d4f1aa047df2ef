import { PreconditionFailedError, ValidationError } from '@fast-track/shared/errors';
import { deciderSpec } from '@fast-track/shared/event-store/decider-spec';
import { describe, it } from 'vitest';
import { jobDecider, type JobCommand } from './job.decider.ts';
import { JobClosedError, JobExistsError, JobNotFoundError, JobNotPublishedError, JobPublishedError } from './job.errors.ts';
import type { JobDetails, JobEvent } from './job.ts';

const spec = deciderSpec(jobDecider);
const jobId = 'a0000000-0000-4000-8000-000000000001';
const companyId = 'c0000000-0000-4000-8000-000000000001';
const now = '2026-11-22T12:00:00.000Z';
const details: JobDetails = {
  title: 'Analyst',
  type: 'graduate',
  track: 'Finance',
  locations: ['London'],
  remote: false,
  description: '<p>Role</p>',
  requirements: [],
  salary: null,
  deadline: '2026-12-22T12:00:00.000Z',
  apply: { method: 'platform' },
};
const published: JobEvent = { type: 'JobPublished', data: { jobId, companyId, details, publishedBy: 'u1', publishedAt: now } };
const edit = (expectedVersion: number, changes: Partial<JobDetails> = {}, asCompanyId = companyId): JobCommand => ({
  type: 'EditJob',
  data: { jobId, asCompanyId, expectedVersion, details: { ...details, ...changes }, by: 'u2', now },
});

describe('job decider', () => {
  it('publishes a valid job once', () => {
    spec.given([]).when({ type: 'PublishJob', data: { jobId, companyId, details, by: 'u1', now } }).then([published]);
    spec.given([published]).when({ type: 'PublishJob', data: { jobId, companyId, details, by: 'u1', now } }).thenThrows(JobExistsError);
  });

  it('refuses a job that breaks a rule spanning fields or time', () => {
    const publish = (changes: Partial<JobDetails>): JobCommand => ({ type: 'PublishJob', data: { jobId, companyId, details: { ...details, ...changes }, by: 'u1', now } });
    spec.given([]).when(publish({ deadline: now })).thenThrows(ValidationError, (e) => e.errors[0]?.path === 'deadline');
    spec.given([]).when(publish({ locations: [], remote: false })).thenThrows(ValidationError, (e) => e.errors[0]?.path === 'locations');
    spec.given([]).when(publish({ salary: { min: 3, max: 2, currency: 'EUR', period: 'year' } })).thenThrows(ValidationError);
    spec.given([]).when(publish({ track: 'Astronaut' })).thenThrows(ValidationError);
    spec.given([]).when(publish({ apply: { method: 'external', url: 'http://x.example.com' } })).thenThrows(ValidationError);
    spec.given([]).when(publish({ description: '<p> </p>' })).thenThrows(ValidationError);
  });

  it('edits only at the version the client loaded (its ETag)', () => {
    spec.given([published]).when(edit(1, { title: 'Senior Analyst' })).then([
      { type: 'JobEdited', data: { jobId, companyId, details: { ...details, title: 'Senior Analyst' }, editedBy: 'u2', editedAt: now } },
    ]);
    spec.given([published]).when(edit(0)).thenThrows(PreconditionFailedError);
    const edited: JobEvent = { type: 'JobEdited', data: { jobId, companyId, details, editedBy: 'u2', editedAt: now } };
    spec.given([published, edited]).when(edit(1)).thenThrows(PreconditionFailedError);
    spec.given([published, edited]).when(edit(2)).then([{ ...edited }]);
  });

  it("another company's job is not found; closed jobs stay closed", () => {
    spec.given([]).when(edit(0)).thenThrows(JobNotFoundError);
    spec.given([published]).when(edit(1, {}, 'c0000000-0000-4000-8000-000000000002')).thenThrows(JobNotFoundError);
    const close = (expectedVersion: number): JobCommand => ({ type: 'CloseJob', data: { jobId, asCompanyId: companyId, expectedVersion, by: 'u1', now } });
    const closed: JobEvent = { type: 'JobClosed', data: { jobId, companyId, closedBy: 'u1', closedAt: now } };
    spec.given([published]).when(close(1)).then([closed]);
    spec.given([published, closed]).when(close(2)).thenThrows(JobClosedError);
    spec.given([published, closed]).when(edit(2)).thenThrows(JobClosedError);
  });
});

describe('job decider: screening questions', () => {
  const publish = (screening: JobDetails['screening']): JobCommand => ({ type: 'PublishJob', data: { jobId, companyId, details: { ...details, screening }, by: 'u1', now } });
  const yesNo = { id: 'visa', kind: 'yes-no', prompt: 'Do you need a visa?', knockOut: ['yes'] } as const;
  const choice = { id: 'level', kind: 'choice', prompt: 'Level?', options: ['A', 'B', 'C'], knockOut: ['C'] } as const;
  const text = { id: 'why', kind: 'text', prompt: 'Why us?' } as const;

  it('takes yes/no, short-text and single-choice questions with knock-out answers', () => {
    const screening = [{ ...yesNo, knockOut: [...yesNo.knockOut] }, { ...choice, options: [...choice.options], knockOut: [...choice.knockOut] }, text];
    spec.given([]).when(publish(screening)).then([{ type: 'JobPublished', data: { jobId, companyId, details: { ...details, screening }, publishedBy: 'u1', publishedAt: now } }]);
  });

  it('refuses duplicate ids, knock-outs that are no answer or every answer, and too few or repeated options', () => {
    const path = (p: string) => (e: ValidationError) => e.errors.some((x) => x.path === p);
    spec.given([]).when(publish([text, { ...text, prompt: 'Again?' }])).thenThrows(ValidationError, path('screening.1.id'));
    spec.given([]).when(publish([{ ...yesNo, knockOut: ['yes', 'no'] }])).thenThrows(ValidationError, path('screening.0.knockOut'));
    spec.given([]).when(publish([{ ...choice, options: ['A', 'B'], knockOut: ['A', 'B'] }])).thenThrows(ValidationError, path('screening.0.knockOut'));
    spec.given([]).when(publish([{ ...choice, options: [...choice.options], knockOut: ['D'] }])).thenThrows(ValidationError, path('screening.0.knockOut'));
    spec.given([]).when(publish([{ ...choice, options: ['A'], knockOut: [] }])).thenThrows(ValidationError, path('screening.0.options'));
    spec.given([]).when(publish([{ ...choice, options: ['A', 'a'], knockOut: [] }])).thenThrows(ValidationError, path('screening.0.options'));
    const eleven = Array.from({ length: 11 }, (_, i) => ({ ...text, id: `q${i}` }));
    spec.given([]).when(publish(eleven)).thenThrows(ValidationError, path('screening'));
  });
});

describe('job decider: drafts and scheduling', () => {
  const later = (days: number) => new Date(Date.parse(now) + days * 86_400_000).toISOString();
  const drafted: JobEvent = { type: 'JobDrafted', data: { jobId, companyId, details, draftedBy: 'u1', draftedAt: now } };
  const member = (expectedVersion: number, asCompanyId = companyId) => ({ jobId, asCompanyId, expectedVersion, by: 'u2', now });
  const publishDraft = (expectedVersion: number, publishAt?: string): JobCommand => ({ type: 'PublishDraft', data: { ...member(expectedVersion), ...(publishAt ? { publishAt } : {}) } });
  const scheduled: JobEvent = { type: 'JobScheduled', data: { jobId, companyId, publishAt: later(3), scheduledBy: 'u2', scheduledAt: now } };

  it('saves a draft with the rules of a job', () => {
    spec.given([]).when({ type: 'DraftJob', data: { jobId, companyId, details, by: 'u1', now } }).then([drafted]);
    spec.given([drafted]).when({ type: 'DraftJob', data: { jobId, companyId, details, by: 'u1', now } }).thenThrows(JobExistsError);
    spec.given([]).when({ type: 'DraftJob', data: { jobId, companyId, details: { ...details, deadline: now }, by: 'u1', now } }).thenThrows(ValidationError);
  });

  it('publishes a draft now, or schedules it in the future and before its deadline', () => {
    spec.given([drafted]).when(publishDraft(1)).then([{ type: 'JobDraftPublished', data: { jobId, companyId, publishedBy: 'u2', publishedAt: now } }]);
    spec.given([drafted]).when(publishDraft(1, later(3))).then([scheduled]);
    spec.given([drafted]).when(publishDraft(1, later(40))).thenThrows(ValidationError, (e) => e.errors[0]?.path === 'at');
    spec.given([drafted]).when(publishDraft(1, later(400))).thenThrows(ValidationError, (e) => e.errors[0]?.path === 'at');
    // An instant already past is "now".
    spec.given([drafted]).when(publishDraft(1, later(-1))).then([{ type: 'JobDraftPublished', data: { jobId, companyId, publishedBy: 'u2', publishedAt: now } }]);
    spec.given([drafted]).when(publishDraft(0)).thenThrows(PreconditionFailedError);
    spec.given([drafted]).when({ type: 'PublishDraft', data: member(1, 'c0000000-0000-4000-8000-000000000002') }).thenThrows(JobNotFoundError);
  });

  it('a draft whose deadline passed goes live only with a new deadline', () => {
    const stale: JobEvent = { ...drafted, data: { ...drafted.data, details: { ...details, deadline: '2026-11-01T00:00:00.000Z' } } };
    spec.given([stale]).when(publishDraft(1)).thenThrows(ValidationError, (e) => e.errors[0]?.path === 'deadline');
  });

  it('a scheduled job is published by the sweep at its instant, once; or unscheduled, rescheduled, published now', () => {
    const sweep = (at: string): JobCommand => ({ type: 'PublishScheduledJob', data: { jobId, now: at } });
    const live: JobEvent = { type: 'JobDraftPublished', data: { jobId, companyId, publishedBy: 'schedule', publishedAt: later(3) } };
    spec.given([drafted, scheduled]).when(sweep(later(2))).thenNothingHappened();
    spec.given([drafted, scheduled]).when(sweep(later(3))).then([live]);
    spec.given([drafted, scheduled, live]).when(sweep(later(4))).thenNothingHappened();
    spec.given([drafted]).when(sweep(later(4))).thenNothingHappened();
    const unscheduled: JobEvent = { type: 'JobUnscheduled', data: { jobId, companyId, unscheduledBy: 'u2', unscheduledAt: now } };
    spec.given([drafted, scheduled]).when({ type: 'UnscheduleJob', data: member(2) }).then([unscheduled]);
    spec.given([drafted, scheduled, unscheduled]).when(sweep(later(4))).thenNothingHappened();
    spec.given([drafted]).when({ type: 'UnscheduleJob', data: member(1) }).thenThrows(JobNotPublishedError);
    spec.given([drafted, scheduled]).when(publishDraft(2, later(5))).then([{ ...scheduled, data: { ...scheduled.data, publishAt: later(5) } }]);
    spec.given([drafted, scheduled]).when(publishDraft(2)).then([{ type: 'JobDraftPublished', data: { jobId, companyId, publishedBy: 'u2', publishedAt: now } }]);
  });

  it('a scheduled job keeps its deadline after its instant', () => {
    spec.given([drafted, scheduled]).when({ type: 'EditJob', data: { ...member(2), details: { ...details, deadline: later(2) } } }).thenThrows(ValidationError, (e) => e.errors[0]?.path === 'deadline');
  });

  it('drafts are deleted, not closed; live jobs are closed, not deleted', () => {
    const deleted: JobEvent = { type: 'JobDraftDeleted', data: { jobId, companyId, deletedBy: 'u2', deletedAt: now } };
    spec.given([drafted]).when({ type: 'DeleteDraft', data: member(1) }).then([deleted]);
    spec.given([drafted, scheduled]).when({ type: 'DeleteDraft', data: member(2) }).then([deleted]);
    spec.given([drafted, deleted]).when({ type: 'EditJob', data: { ...member(2), details } }).thenThrows(JobNotFoundError);
    spec.given([drafted]).when({ type: 'CloseJob', data: member(1) }).thenThrows(JobNotPublishedError);
    spec.given([published]).when({ type: 'DeleteDraft', data: member(1) }).thenThrows(JobPublishedError);
    spec.given([published]).when(publishDraft(1)).thenThrows(JobPublishedError);
    const closed: JobEvent = { type: 'JobClosed', data: { jobId, companyId, closedBy: 'u1', closedAt: now } };
    spec.given([published, closed]).when({ type: 'DeleteDraft', data: member(2) }).thenThrows(JobClosedError);
  });
});
