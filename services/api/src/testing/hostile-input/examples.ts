import { careerCenterExamples } from './career-center-examples.ts';
import { communityExamples } from './community-examples.ts';
import { eventExamples } from './event-examples.ts';
import { hiringExamples, jobPostingExamples } from './hiring-examples.ts';
import type { Example } from './hostile-world.ts';
import { identityExamples } from './identity-examples.ts';
import { interviewExamples } from './interview-examples.ts';

export { hostedEventBody } from './event-examples.ts';
export { jobBody } from './hiring-examples.ts';

/**
 * A well-formed request for every route of the app, to mutate; one file per domain. The every-route spec fails when a
 * route has no example (so a new route cannot be left out) or an example names a route that no longer exists.
 */
export const examples: Record<string, Example> = {
  ...identityExamples,
  ...eventExamples,
  ...hiringExamples,
  ...jobPostingExamples,
  ...interviewExamples,
  ...communityExamples,
  ...careerCenterExamples,
};
