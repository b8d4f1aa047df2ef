import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http';
import type { Express } from 'express';
import { httpTimeouts, type HttpTimeouts } from './http-timeouts.ts';
import { answerClientErrors, guardStalledBodies } from './stalled-requests.ts';

type Init = (this: object, ...args: unknown[]) => void;

/** Node's IncomingMessage and ServerResponse are ES5-style functions, callable on an existing `this`. */
const asInit = (ctor: object): Init | undefined =>
  /^class\b/.test(Function.prototype.toString.call(ctor)) ? undefined : (ctor as Init);

/**
 * A node:http server for an Express app whose request and response objects are born with the app's prototypes.
 *
 * Express 5 re-parents every req and res (`Object.setPrototypeOf(req, app.request)`) as it enters the app. Changing
 * an object's prototype after creation throws away V8's hidden class for it, so every later property access on
 * req/res (headers, body parser, router, our middleware) runs in the slow dictionary mode: on the events list that
 * halved the requests per second. When the objects already have those prototypes, Express's call is a no-op.
 *
 * Plain constructor functions calling Node's initialisers, not `Reflect.construct` with a new.target: V8 builds
 * objects for a foreign new.target on a slow path that cost more than the re-parenting saved.
 */
export function createHttpServer(app: Express, timeouts: HttpTimeouts = httpTimeouts): Server {
  const server = createAppServer(app, {
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    connectionsCheckingInterval: timeouts.checkEveryMs,
  });
  // Idle keep-alive connections outlive the gateway's upstream keepalive (http-timeouts.ts). Node counts
  // headersTimeout from a request's first byte, not from the end of the previous answer, so the shorter head
  // bound does not cut a request that arrives late on a reused connection.
  server.keepAliveTimeout = timeouts.keepAliveMs;
  guardStalledBodies(server, timeouts.bodyIdleMs);
  answerClientErrors(server);
  return server;
}

interface ServerTimeoutOptions {
  headersTimeout: number;
  requestTimeout: number;
  connectionsCheckingInterval: number;
}

function createAppServer(app: Express, options: ServerTimeoutOptions): Server {
  const initRequest = asInit(IncomingMessage);
  const initResponse = asInit(ServerResponse);
  // Should Node ever turn these into classes, fall back to the ordinary server rather than break.
  if (!initRequest || !initResponse) return createServer(options, app);

  function AppRequest(this: object, ...args: unknown[]): void {
    initRequest?.apply(this, args);
  }
  AppRequest.prototype = app.request;
  function AppResponse(this: object, ...args: unknown[]): void {
    initResponse?.apply(this, args);
  }
  AppResponse.prototype = app.response;

  return createServer(
    {
      ...options,
      IncomingMessage: AppRequest as unknown as typeof IncomingMessage,
      ServerResponse: AppResponse as unknown as typeof ServerResponse,
    },
    app,
  );
}
