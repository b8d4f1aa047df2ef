// The observability slice's public surface: Prometheus metrics of the API (GET /metrics) and their access rule.
export { createApiMetrics, rateLimitRule, type ApiMetrics, type ApiMetricsOptions } from './api-metrics.ts';
export { isPrivateAddress, mayScrape } from './scrape-access.ts';
export { routeLabel } from './route-label.ts';
