import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '@fast-track/shared/logger';
import type { Level } from 'pino';
import type { Express } from 'express';

declare module 'node:http' {
  interface IncomingMessage {
    /** The request id: echoed in X-Request-Id and on every log line of this request. */
    id: string;
    /** Logger bound to this request's id. */
    log: Logger;
  }
}

// Honour an upstream id (nginx, a load balancer) so one request can be followed across hops, but only if it
// looks like an id: it is echoed into logs and headers.
const acceptableId = /^[\w.:-]{1,128}$/;

// Probes and scrapes hit these every few seconds; logging each would drown real traffic.
const quietPaths = new Set(['/healthz', '/readyz', '/metrics']);

const levelFor = (status: number): Level => (status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info');

const childLogger = Symbol('childLogger');

/**
 * Puts `requestId` on every log line written through `req.log` and logs one small line per finished request.
 *
 * Hand-rolled rather than pino-http: that builds two child loggers and serialises the whole request (headers
 * included) on every request, even when the completion line is filtered out by the level, which cost a sixth
 * of the CPU of the hot list endpoint. Here the child logger is made only when a handler logs, and the
 * completion line carries only what an operator reads (the same fields a child would add, written directly).
 *
 * `req.log` is a getter on the app's request prototype (Express gives each app its own), installed once: defining
 * it on every request object gave each one a map of its own, so every later property read on the request (router,
 * body parser, handlers) ran on V8's slow path.
 */
export function installRequestLogging(app: Express, logger: Logger): void {
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    enumerable: false,
    get(this: IncomingMessage & { [childLogger]?: Logger }): Logger {
      return (this[childLogger] ??= logger.child({ requestId: this.id }));
    },
  });
  app.use(requestLogging(logger));
}

function requestLogging(logger: Logger) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && acceptableId.test(incoming) ? incoming : randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);

    if (!quietPaths.has(req.url ?? '')) {
      const startedAt = performance.now();
      const { method, url } = req;
      const done = (): void => {
        res.off('finish', done);
        res.off('close', done);
        const aborted = !res.writableFinished;
        const level: Level = aborted ? 'warn' : levelFor(res.statusCode);
        if (!logger.isLevelEnabled(level)) return;
        const responseTime = Math.round(performance.now() - startedAt);
        logger[level]({ requestId: id, method, url, statusCode: res.statusCode, responseTime }, aborted ? 'request aborted' : 'request completed');
      };
      res.on('finish', done);
      res.on('close', done);
    }
    next();
  };
}
