import express, { type Express } from 'express';
import type { AppDeps } from './app-deps.ts';
import { apiModules, createPlatform } from './app-wiring.ts';
import { eventPageData, eventPageMeta } from './events/index.ts';
import { articlePageMeta } from './magazine/index.ts';
import { companyPageMeta } from './company-profiles/index.ts';
import { jobPageMeta } from './jobs/index.ts';
import { challengePageMeta } from './challenges/index.ts';
import { firstMeta } from './http/page-meta.ts';
import { apiNotFound, errorHandler } from './http/error-handler.ts';
import { utf8BodiesOnly } from './http/body-charset.ts';
import { editorBodyParsers } from './http/editor-body-parsers.ts';
import { installJsonCompression } from './http/json-compression.ts';
import { installRequestLogging } from './http/request-logging.ts';
import { securityHeaders } from './http/security-headers.ts';
import { staticWeb } from './http/static-web.ts';

export type { AppDeps } from './app-deps.ts';

export interface App {
  app: Express;
  dispose: () => void;
}

/** Wires the Express app from its dependencies; no listening, no globals, so tests start it on port 0. */
export function createApp(deps: AppDeps): App {
  const app = express();
  app.disable('x-powered-by');
  // ETags on POST answers are never used by clients and would hash every body.
  app.set('etag', false);
  // req.ip keys every per-client limit: only the proxies we are told of may name the client (docs/operations.md).
  app.set('trust proxy', typeof deps.trustedProxies === 'object' ? [...deps.trustedProxies] : (deps.trustedProxies ?? false));
  // JSON answers of 1 KB and more go out br or gzip when the client takes it (the cached list keeps its own forms).
  installJsonCompression(app);
  installRequestLogging(app, deps.logger);
  if (deps.metrics) app.use(deps.metrics.httpMiddleware);
  app.use(securityHeaders);
  // Before every body parser: a body in any charset but UTF-8 is refused, not decoded (http/body-charset.ts).
  app.use(utf8BodiesOnly);

  const platform = createPlatform(deps);
  const { accounts, modules } = apiModules(deps, platform);
  // The editors' larger limits first: the 16 KB parser then skips a body already parsed.
  const editorParsers = editorBodyParsers(modules.flatMap((module) => module.bodyLimits ?? []));
  if (editorParsers) app.use(editorParsers);
  app.use('/api', express.json({ limit: '16kb' }));
  for (const module of modules) {
    if (module.routes?.length) app.use('/api', ...module.routes);
    if (module.rootRoutes?.length) app.use(...module.rootRoutes);
    module.erasure?.forEach((hook) => accounts.onErase(hook));
    if (module.logRedactions) accounts.redactOnErase(module.logRedactions);
  }
  app.use('/api', apiNotFound);
  // A visitor's event page carries the event (index-html.ts): it paints without waiting for the detail call. Every
  // page carries its link-preview tags (page-meta.ts): an event's, article's, company's, job's or challenge's own, else the site's.
  const head = {
    publicUrl: deps.publicUrl ?? 'http://localhost:8080',
    meta: firstMeta([eventPageMeta(deps.db, platform.now), articlePageMeta(deps.db, platform.now), companyPageMeta(deps.db), jobPageMeta(deps.db), challengePageMeta(deps.db, platform.now)]),
  };
  const web = deps.webDist ? staticWeb(deps.webDist, eventPageData(deps.db, platform.now), head) : undefined;
  if (web) app.use(web);
  app.use(apiNotFound);
  app.use(errorHandler);

  return {
    app,
    dispose: () => {
      for (const module of modules) module.dispose?.();
      platform.dispose();
    },
  };
}
