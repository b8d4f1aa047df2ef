import { outcomeRequest, type Outcome } from '../../../lib/outcome-request.ts';
import { interviewAnswer, maybeInterviewAnswer, type Interview } from './interview-schema.ts';

// The company's calls (members of the organisation that posted the job).

const path = (organisationId: string, jobId: string, applicationId: string, rest = '') =>
  `api/organisations/${encodeURIComponent(organisationId)}/jobs/${encodeURIComponent(jobId)}/applications/${encodeURIComponent(applicationId)}/interview${rest}`;

export interface ApplicationRef {
  organisationId: string;
  jobId: string;
  applicationId: string;
}

export function getCompanyInterview(ref: ApplicationRef): Promise<Outcome<Interview | null>> {
  return outcomeRequest('get', path(ref.organisationId, ref.jobId, ref.applicationId), (b) => maybeInterviewAnswer.parse(b).interview);
}

export interface Proposal {
  timeZone: string;
  slots: { start: string; minutes: number }[];
  message: string;
}

export function proposeInterview(ref: ApplicationRef, proposal: Proposal): Promise<Outcome<Interview>> {
  return outcomeRequest('post', path(ref.organisationId, ref.jobId, ref.applicationId), (b) => interviewAnswer.parse(b).interview, { json: proposal });
}

export function cancelInterviewAsCompany(ref: ApplicationRef, message: string): Promise<Outcome<Interview>> {
  return outcomeRequest('post', path(ref.organisationId, ref.jobId, ref.applicationId, '/cancel'), (b) => interviewAnswer.parse(b).interview, { json: { message } });
}
