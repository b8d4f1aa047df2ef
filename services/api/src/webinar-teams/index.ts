// The webinar-teams slice (issue 13: career center staff register their team for webinars). Other code imports only from here.
export { createWebinarTeamsModule, type WebinarTeamsModuleDeps } from './webinar-teams.module.ts';
export { webinarTeamRoutes, type WebinarTeamDeps } from './webinar-team.routes.ts';
export { webinarTeamsProjection } from './read-models/webinar-teams.projection.ts';
export { webinarTeamErasure } from './erasure.ts';
export { webinarTeamDecider, type WebinarTeamCommand } from './webinar-team.decider.ts';
export { teamLimitPerWebinar, webinarTeamStreamId, type WebinarTeamEvent } from './webinar-team.ts';
