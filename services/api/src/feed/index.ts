// The student feed slice (issue 23): the feed at /student and the student's saved items. Other code imports only from here.
export { createFeedModule } from './feed.module.ts';
export { feedRoutes, type FeedDeps } from './feed.routes.ts';
export { savedItemsProjection } from './read-models/saved-items.projection.ts';
export { feedKinds, savedItemsStreamId, type FeedKind, type SavedItemEvent } from './saved-items.ts';
export { savedItemsDecider, type SavedItemCommand } from './saved-items.decider.ts';
