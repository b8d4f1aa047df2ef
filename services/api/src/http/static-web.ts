import { existsSync } from 'node:fs';
import path from 'node:path';
import { NotFoundError } from '@fast-track/shared/errors';
import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from 'express';
import { negotiateEncoding, varyOnAcceptEncoding } from './content-encoding.ts';
import { indexPage, type PageDataSource, type PageHead } from './index-html.ts';
import { findPrecompressed, type PrecompressedIndex } from './precompressed-files.ts';

/** A path that names a file (its last segment has an extension, or it is under /assets/): never an SPA route. */
const namesAFile = (urlPath: string): boolean => urlPath.startsWith('/assets/') || /\.[A-Za-z0-9]{1,16}$/.test(urlPath);

const extensionOfCoding = { br: '.br', gzip: '.gz' } as const;

/**
 * Serves the built SPA: content-hashed files under /assets are cached for a year, index.html is revalidated
 * every time so a deploy shows up at once. Any other GET that is not /api or /socket.io gets index.html,
 * letting the client router handle deep links like /event/<link>; a missing file (anything under /assets/, or a
 * path ending in an extension, such as an old bundle after a deploy) is a 404, never the SPA's HTML served as
 * JavaScript. No SPA route ends in an extension (links, ids and tokens are slugs or base64url).
 *
 * Files the web build precompressed (`x.js.br`, `x.js.gz` beside `x.js`, see web/build/precompress.ts) go out in
 * the coding the client accepts (br before gzip, q-values honoured), with `Vary: Accept-Encoding` and the type and
 * length of what is sent; everything else, and every Range request, is served as it is.
 */
export function staticWeb(webDist: string, pageData?: PageDataSource, head?: PageHead): Router | undefined {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const precompressed = findPrecompressed(webDist);
  const sendIndex = indexPage(webDist, pageData, head);

  const cacheControlFor = (filePath: string): string => {
    if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
    if (filePath === indexFile) return 'no-cache';
    return 'public, max-age=3600';
  };

  const router = express.Router();
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    sendPrecompressed(req, res, next, req.path, precompressed, webDist, cacheControlFor);
  });
  router.use(
    express.static(webDist, {
      index: false,
      setHeaders(res, filePath) {
        res.setHeader('Cache-Control', cacheControlFor(filePath));
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
    sendIndex(req, res).catch(next);
  };
  router.use(historyFallback);
  return router;
}

/**
 * Answers with a precompressed variant of `urlPath` when one exists and the client takes it; otherwise calls
 * `next` (after adding Vary when the file has variants, since the answer then depends on Accept-Encoding).
 */
function sendPrecompressed(
  req: Request,
  res: Response,
  next: NextFunction | (() => void),
  urlPath: string,
  index: PrecompressedIndex,
  webDist: string,
  cacheControlFor: (filePath: string) => string,
): void {
  const codings = index.get(urlPath);
  if (!codings) {
    next();
    return;
  }
  varyOnAcceptEncoding(res);
  // A byte range is a range of the identity file: clients resume and seek in what the URL names.
  const coding = req.headers.range ? 'identity' : negotiateEncoding(req.headers['accept-encoding'], codings);
  if (coding === 'identity') {
    next();
    return;
  }
  const filePath = path.join(webDist, ...urlPath.split('/'));
  res.type(path.extname(filePath));
  res.setHeader('Content-Encoding', coding);
  res.setHeader('Cache-Control', cacheControlFor(filePath));
  res.sendFile(`${filePath}${extensionOfCoding[coding]}`, { cacheControl: false, acceptRanges: false, dotfiles: 'allow' }, (error?: NodeJS.ErrnoException) => {
    if (!error || res.headersSent) return;
    // The variant vanished after start (a rebuild in place): serve the file as it is.
    res.removeHeader('Content-Encoding');
    res.removeHeader('Content-Type');
    next();
  });
}
