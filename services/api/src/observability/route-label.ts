/**
 * The `route` label of the request histogram: the Express route pattern (`/api/event/:id`), never the raw URL,
 * so the number of series stays bounded whatever clients send.
 *
 * Read when the response finishes. By then Express has reset `req.baseUrl` for requests that failed through
 * `next(err)`, so the mount point is taken from the URL instead: the route pattern matched the last N segments of
 * the path, and what comes before them is where its router is mounted.
 */
export interface RoutedRequest {
  route?: { path?: unknown } | undefined;
  baseUrl?: string | undefined;
  originalUrl?: string | undefined;
  url?: string | undefined;
}

/** Requests no route answered: 404s, the SPA and its files (static middleware), and /api middleware refusals. */
export const unmatchedRoute = '(unmatched)';
export const staticRoute = '(static)';
export const apiMiddlewareRoute = '(api)';

const segments = (path: string): string[] => path.split('/').filter((s) => s.length > 0);

export function routeLabel(req: RoutedRequest, statusCode: number): string {
  const path = (req.originalUrl ?? req.url ?? '').split('?')[0] ?? '';
  const pattern = req.route?.path;
  if (typeof pattern !== 'string') {
    if (statusCode === 404) return unmatchedRoute;
    return path === '/api' || path.startsWith('/api/') ? apiMiddlewareRoute : staticRoute;
  }
  if (req.baseUrl) return join(req.baseUrl, pattern);
  // Optional groups and wildcards match a variable number of segments: keep the pattern as it is.
  if (/[{}*]/.test(pattern)) return pattern;
  const matched = segments(pattern).length;
  const all = segments(path);
  if (matched > all.length) return pattern;
  const mount = all.slice(0, all.length - matched);
  return join(mount.length > 0 ? `/${mount.join('/')}` : '', pattern);
}

function join(mount: string, pattern: string): string {
  if (!mount || mount === '/') return pattern;
  return pattern === '/' ? mount : `${mount}${pattern}`;
}
