// The analytics slice (issue 14: employer analytics and DE&I; docs/analytics.md): other code imports only
// from here.
export { createAnalyticsModule } from './analytics.module.ts';
export { analyticsRoutes, type AnalyticsDeps } from './analytics.routes.ts';
export { pageViewRoutes, recordView, viewKinds, type ViewKind } from './page-views.ts';
export { diversityRoutes, diversityErasure } from './diversity.routes.ts';
export { MIN_GROUP } from './suppression.ts';
// The spreadsheet-safe CSV writer (CSV injection guarded), shared with the jobs slice's pipeline export.
export { toCsv, type CsvCell } from './csv.ts';
