// The events slice's public surface: other code imports only from here.
export { eventRoutes } from './event.routes.ts';
export { createResponseCache } from './event-list.cache.ts';
export { eventListProjection } from './read-models/event-list.projection.ts';
export { eventDecider } from './event.decider.ts';
export { eventStreamId } from './event.ts';
export type { EventCommand, PublishEvent, AddQuestion, UpvoteQuestion, JoinEvent } from './event.decider.ts';
export type { EventDetails, EventKind, PhysicalLocation } from './event.ts';
