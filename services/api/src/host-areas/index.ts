// The host areas slice (issue 13: what career centers and student organisations have beyond the shared event, job
// and document pieces): other code imports only from here.
export { createHostAreasModule } from './host-areas.module.ts';
export { insightsRoutes } from './insights.routes.ts';
export { MIN_GROUP } from './insights.ts';
export { companySearchRoutes } from './company-search.routes.ts';
export { directoryRoutes } from './directory.routes.ts';
