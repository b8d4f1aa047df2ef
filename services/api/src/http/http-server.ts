import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http';
import type { Express } from 'express';

/**
 * A node:http server for an Express app whose request and response objects are born with the app's prototypes.
 *
 * Express 5 re-parents every req and res (`Object.setPrototypeOf(req, app.request)`) as it enters the app. Changing
 * an object's prototype after creation throws away V8's hidden class for it, so every later property access on
 * req/res (headers, body parser, router, our middleware) runs in the slow dictionary mode: on the events list that
 * halved the requests per second. When the objects already have those prototypes, Express's call is a no-op.
 */
export function createHttpServer(app: Express): Server {
  // Function constructors, not classes: a class's `prototype` cannot be replaced, and the instances must have
  // exactly app.request / app.response as their prototype for Express's setPrototypeOf to change nothing.
  function AppRequest(...args: ConstructorParameters<typeof IncomingMessage>): IncomingMessage {
    return Reflect.construct(IncomingMessage, args, AppRequest) as IncomingMessage;
  }
  AppRequest.prototype = app.request;
  function AppResponse(...args: ConstructorParameters<typeof ServerResponse>): ServerResponse {
    return Reflect.construct(ServerResponse, args, AppResponse) as ServerResponse;
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
