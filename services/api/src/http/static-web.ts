import { existsSync } from 'node:fs';
import path from 'node:path';
import { NotFoundError } from '@fast-track/shared/errors';
import express, { type RequestHandler, type Router } from 'express';

/** A path that names a file (its last segment has an extension, or it is under /assets/): never an SPA route. */
const namesAFile = (urlPath: string): boolean => urlPath.startsWith('/assets/') || /\.[A-Za-z0-9]{1,16}$/.test(urlPath);

/**
 * Serves the built SPA: content-hashed files under /assets are cached for a year, index.html is revalidated
 * every time so a deploy shows up at once. Any other GET that is not /api or /socket.io gets index.html,
 * letting the client router handle deep links like /event/<link>; a missing file (anything under /assets/, or a
 * path ending in an extension, such as an old bundle after a deploy) is a 404, never the SPA's HTML served as
 * JavaScript. No SPA route ends in an extension (links, ids and tokens are slugs or base64url).
 */
export function staticWeb(webDist: string): Router | undefined {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) return undefined;

  const router = express.Router();
  router.use(
    express.static(webDist, {
      index: false,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        } else if (filePath === indexFile) {
          res.setHeader('Cache-Control', 'no-cache');
        } else {
          res.setHeader('Cache-Control', 'public, max-age=3600');
        }
      },
    }),
  );
  const historyFallback: RequestHandler = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/api/') || req.path.startsWith('/socket.io/')) {
      next();
      return;
    }
    if (namesAFile(req.path)) {
      next(new NotFoundError(`No file ${req.path}`));
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  };
  router.use(historyFallback);
  return router;
}
