import { outcomeRequest, type Outcome } from '../../../lib/outcome-request.ts';
import { interviewAnswer, maybeInterviewAnswer, type Interview } from './interview-schema.ts';

// The applicant's calls, by job (a student applies once per job).

const path = (jobId: string, rest = '') => `api/jobs/${encodeURIComponent(jobId)}/interview${rest}`;
const parse = (b: unknown) => interviewAnswer.parse(b).interview;

export function getMyInterview(jobId: string): Promise<Outcome<Interview | null>> {
  return outcomeRequest('get', path(jobId), (b) => maybeInterviewAnswer.parse(b).interview);
}

export function pickInterviewSlot(jobId: string, slotId: string): Promise<Outcome<Interview>> {
  return outcomeRequest('post', path(jobId, '/pick'), parse, { json: { slotId } });
}

export function cancelMyInterview(jobId: string, message: string): Promise<Outcome<Interview>> {
  return outcomeRequest('post', path(jobId, '/cancel'), parse, { json: { message } });
}

export function askForAnotherTime(jobId: string, message: string): Promise<Outcome<Interview>> {
  return outcomeRequest('post', path(jobId, '/new-time'), parse, { json: { message } });
}
