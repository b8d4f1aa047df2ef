// The talent pool slice (issue 14): students' talent settings, companies' search, short-lists and target schools.
export { createTalentPoolModule } from './talent-pool.module.ts';
export { talentPoolRoutes, type TalentPoolDeps } from './talent-pool.routes.ts';
export { talentPoolProjection } from './read-models/talent-pool.projection.ts';
export { targetSchoolScope, visibleTo } from './read-models/talent-search.queries.ts';
export { talentLogRedactions, talentVisibilities, type TalentEvent, type TalentVisibility } from './talent.ts';
