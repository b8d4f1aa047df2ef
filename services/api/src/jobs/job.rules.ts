import type { FieldError } from '@fast-track/shared/errors';
import { jobLimits } from '@fast-track/shared/jobs/job-limits';
import { isTrackId } from '@fast-track/shared/tracks';
import type { JobDetails } from './job.ts';

const dayMs = 86_400_000;
/** A deadline further out than this is a typo (a year of 2062), not a plan. */
export const maxDeadlineDays = jobLimits.deadlineDays;
export const maxDescriptionLength = jobLimits.descriptionLength;

/**
 * The rules of a job post that depend on more than one field or on the time. The request schema (job.schema.ts)
 * checks each field's shape; these run in the decider too, so no command can write a job that breaks them.
 */
export function jobDetailsProblems(details: JobDetails, nowIso: string): FieldError[] {
  const problems: FieldError[] = [];
  if (!isTrackId(details.track)) problems.push({ path: 'track', message: 'must be a known track' });
  if (details.locations.length === 0 && !details.remote) {
    problems.push({ path: 'locations', message: 'give at least one location, or mark the job as remote' });
  }
  if (details.salary && details.salary.min > details.salary.max) {
    problems.push({ path: 'salary.max', message: 'must not be below the minimum' });
  }
  if (details.description.length > maxDescriptionLength) {
    problems.push({ path: 'description', message: `at most ${maxDescriptionLength} characters of HTML` });
  }
  if (!/[^\s]/.test(details.description.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' '))) {
    problems.push({ path: 'description', message: 'must say something' });
  }
  const deadline = Date.parse(details.deadline);
  const now = Date.parse(nowIso);
  if (Number.isNaN(deadline) || deadline <= now) problems.push({ path: 'deadline', message: 'must be in the future' });
  else if (deadline - now > maxDeadlineDays * dayMs) problems.push({ path: 'deadline', message: `at most ${maxDeadlineDays} days ahead` });
  if (details.apply.method === 'external' && !/^https:\/\/[^\s/]+\.[^\s]+$/i.test(details.apply.url)) {
    problems.push({ path: 'apply.url', message: 'must be an https:// link' });
  }
  return problems;
}
