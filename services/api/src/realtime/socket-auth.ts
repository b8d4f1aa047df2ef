import type { Logger } from '@fast-track/shared/logger';
import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { unauthorizedMessage } from '@fast-track/shared/realtime-events';
import type { Socket } from 'socket.io';

/** The user behind a session token, undefined when unknown or expired. */
export type Identify = (token: string) => Promise<string | undefined>;

const userIdPattern = /^[\w-]{1,100}$/;

const tracer = trace.getTracer('@fast-track/api/realtime');

/**
 * Who a handshake is: `{ userId }` when the token names exactly the user in `query.userId`, `{}` for a visitor
 * who sent neither (watching only), undefined (refused) otherwise — a missing or invalid token, a userId that
 * does not match it, or a token without the userId the contract asks for.
 */
export async function identifyHandshake(
  query: Record<string, unknown>,
  auth: Record<string, unknown>,
  identify: Identify,
): Promise<{ userId?: string } | undefined> {
  const userId = query['userId'];
  const token = auth['token'];
  const hasUserId = typeof userId === 'string' && userId.length > 0;
  const hasToken = typeof token === 'string' && token.length > 0;
  if (!hasUserId && !hasToken) return {};
  if (!hasUserId || !hasToken || !userIdPattern.test(userId) || token.length > 200) return undefined;
  return (await identify(token)) === userId ? { userId } : undefined;
}

/**
 * Socket.IO middleware: refused handshakes reach the client as connect_error 'unauthorized'. Each handshake is a
 * span ('socket.io handshake', a child of the caller's traceparent header when it sends one) that records whether
 * it was accepted and for whom (a no-op without the OpenTelemetry SDK).
 */
export function handshakeAuth(identify: Identify, logger: Logger) {
  return (socket: Socket, next: (err?: Error) => void): void => {
    const parent = propagation.extract(context.active(), socket.handshake.headers);
    const span = tracer.startSpan(
      'socket.io handshake',
      { kind: SpanKind.SERVER, attributes: { 'socket.io.transport': socket.conn.transport.name } },
      parent,
    );
    const done = (outcome: 'user' | 'visitor' | 'refused', err?: Error): void => {
      span.setAttribute('socket.io.handshake.outcome', outcome);
      if (outcome === 'refused') span.setStatus({ code: SpanStatusCode.ERROR, message: unauthorizedMessage });
      span.end();
      next(err);
    };
    // The session lookup's database spans become children of the handshake's.
    context.with(trace.setSpan(parent, span), () => identifyHandshake(socket.handshake.query, socket.handshake.auth, identify)).then(
      (who) => {
        if (!who) {
          done('refused', new Error(unauthorizedMessage));
          return;
        }
        if (who.userId) {
          const data = socket.data as { userId?: string; token?: string };
          data.userId = who.userId;
          // Kept so the session can be checked again later (event-watch.ts, the heartbeat): it may end before the socket.
          data.token = socket.handshake.auth['token'] as string;
        }
        done(who.userId ? 'user' : 'visitor');
      },
      (err: unknown) => {
        logger.warn({ err }, 'socket handshake failed');
        span.recordException(err as Error);
        done('refused', new Error(unauthorizedMessage));
      },
    );
  };
}
