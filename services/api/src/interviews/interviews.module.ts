import type { Guard } from '../accounts/index.ts';
import type { ApiModule } from '../http/module.ts';
import { interviewErasure } from './interview.erasure.ts';
import { interviewLogRedactions } from './interview.ts';
import { interviewRoutes } from './interview.routes.ts';
import type { InterviewDeps } from './interview.service.ts';

/** Interview scheduling (issue 25 part 4): the company's and the applicant's calls, erasure, the messages' redaction. */
export function createInterviewsModule(deps: InterviewDeps, guard: Guard): ApiModule {
  return { routes: [interviewRoutes(deps, guard)], erasure: [interviewErasure(deps)], logRedactions: interviewLogRedactions };
}
