// The interviews slice's public surface (issue 25 part 4): other code imports only from here.
export { createInterviewsModule } from './interviews.module.ts';
export { endInterviews } from './interview-ending.ts';
export { interviewsProjection } from './read-models/interviews.projection.ts';
export { calendarDecider, interviewDecider, type CalendarCommand, type InterviewCommand } from './interview.decider.ts';
export { calendarStreamId, emptyInterview, interviewStreamId, type InterviewEvent, type CalendarEvent } from './interview.ts';
export type { InterviewDeps } from './interview.service.ts';
