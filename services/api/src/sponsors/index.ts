// The sponsors slice (issue 13: a student organisation's sponsor CRM and its sponsorship requests to companies).
export { createSponsorsModule } from './sponsors.module.ts';
export { sponsorRoutes, type SponsorDeps } from './sponsor.routes.ts';
export { sponsorsProjection } from './read-models/sponsors.projection.ts';
export { sponsorDecider, type SponsorCommand } from './sponsor.decider.ts';
export { sponsorStages, sponsorStreamId, type SponsorEvent } from './sponsor.ts';
