import type { Guard } from '../accounts/index.ts';
import type { ApiModule } from '../http/module.ts';
import { analyticsRoutes, type AnalyticsDeps } from './analytics.routes.ts';
import { diversityErasure, diversityRoutes } from './diversity.routes.ts';
import { pageViewRoutes } from './page-views.ts';

/** Employer analytics and DE&I (issue 14): page views, the company's funnels and aggregates, a student's own answers. */
export function createAnalyticsModule(deps: AnalyticsDeps & { secret: string }, guard: Guard): ApiModule {
  const { db, now, secret } = deps;
  return {
    routes: [pageViewRoutes({ db, now, secret }), analyticsRoutes({ db, now }, guard), diversityRoutes({ db, now }, guard)],
    erasure: [diversityErasure()],
  };
}
