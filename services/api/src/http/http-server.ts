import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http';
import type { Express } from 'express';

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
export function createHttpServer(app: Express): Server {
  return keptAlive(createAppServer(app));
}

/**
 * Idle keep-alive connections stay open 65 s (Node's default is 5 s): clients that reuse a connection they believe
 * open (browsers, test runners, the gateway's upstream keepalive, whose nginx default is 60 s) otherwise lose the
 * race against the server closing it and see ECONNRESET on a request that never arrived. Headers must be allowed
 * longer than that, or Node would cut a slow request on a reused connection first.
 */
function keptAlive(server: Server): Server {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}

function createAppServer(app: Express): Server {
  const initRequest = asInit(IncomingMessage);
  const initResponse = asInit(ServerResponse);
  // Should Node ever turn these into classes, fall back to the ordinary server rather than break.
  if (!initRequest || !initResponse) return createServer(app);

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
      IncomingMessage: AppRequest as unknown as typeof IncomingMessage,
      ServerResponse: AppResponse as unknown as typeof ServerResponse,
    },
    app,
  );
}
