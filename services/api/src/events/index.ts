// The events slice's public surface: other code imports only from here. Sub-domains: listing/ (public list and
// detail), participation/ (attendance, questions, upvotes), hosting/ (the host's events), requests/ (decisions).
export { createEventsModule, type EventsModuleDeps } from './events.module.ts';
export { eventPageData, eventPageMeta } from './listing/event.routes.ts';
export { eventListProjection } from './read-models/event-list.projection.ts';
export { eventAttendanceProjection } from './read-models/event-attendance.projection.ts';
// The host's side (issue 11): authoring, requests, questions, and what students are told.
export type { HostCompanies } from './hosting/event-hosting.routes.ts';
export { hostedEventsProjection } from './read-models/hosted-events.projection.ts';
export { hostingDecider, type HostingCommand, type CreateEvent, type EditEvent, type PublishDraft, type CancelEvent } from './hosting/event-hosting.decider.ts';
export { eventLink } from './event-link.ts';
export type { EventStreamEvent, HostingEvent, EventStatus } from './hosting/event-hosting.ts';
export { noHostMembers, type HostMembership } from './requests/host-membership.ts';
export { silentNotifier, type EventNotifier, type QuestionView } from './event-notifier.ts';
export { eventDecider } from './event.decider.ts';
export { eventStreamId } from './event.ts';
// Participation on its split streams (what the routes run; seeding may use it too).
export { runParticipationCommand, type ParticipationCommand, type ParticipationContext } from './participation/participation.commands.ts';
export { attendanceStreamId, questionStreamId, voteStreamId } from './participation/participation.ts';
export type { EventCommand, PublishEvent, PostQuestion, SetUpvote, ApplyToEvent, DecideRequest, JoinEvent, MarkQuestionAnswered } from './event.decider.ts';
export type { Attendance, EventDetails, EventKind, PhysicalLocation } from './event.ts';
// What other slices' read models may project (companies' stats).
export type { EventPublished, QuestionAdded } from './event.ts';
// The company page and the employer dashboard read a company's events through this (company-profiles' port).
export { hostedEventsOf, type HostedEventSummary } from './read-models/hosted-events.queries.ts';
// The dashboard's Opportunities list a track's upcoming events beside its open jobs.
export { eventOpportunities, type EventOpportunity } from './read-models/event-opportunities.ts';
// The public site's track pages list the upcoming events of their tracks (issue 15).
export { eventsOfTracks, type TrackEvent } from './read-models/track-events.ts';
// Realtime admits to an event's room whom the detail call shows the event to, and tells participants of one another.
export { eventShownTo, coParticipantsAmong } from './read-models/event-audience.queries.ts';
// The reminders slice mails an event's .ics the day before (issue 23).
export { eventCalendarColumns, eventCalendarVars, calendarOfEvent, type EventCalendarRow } from './event-calendar.ts';
