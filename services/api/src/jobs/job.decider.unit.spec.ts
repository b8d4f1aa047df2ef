import { PreconditionFailedError, ValidationError } from '@fast-track/shared/errors';
import { deciderSpec } from '@fast-track/shared/event-store/decider-spec';
import { describe, it } from 'vitest';
import { jobDecider, type JobCommand } from './job.decider.ts';
import { JobClosedError, JobExistsError, JobNotFoundError } from './job.errors.ts';
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
