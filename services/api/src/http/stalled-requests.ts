import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { AppError, MalformedRequestError, PayloadTooLargeError, toProblem } from '@fast-track/shared/errors';

/** A client that stopped sending its request (head or body) for longer than the server waits. */
export class RequestTimeoutError extends AppError {
  readonly code = 'REQUEST_TIMEOUT';
  readonly status = 408;
  readonly title = 'Request timeout';
}

class RequestHeadTooLargeError extends AppError {
  readonly code = 'REQUEST_HEAD_TOO_LARGE';
  readonly status = 431;
  readonly title = 'Request header fields too large';
}

const problemBody = (error: AppError, instance?: string): string => JSON.stringify(toProblem(error, instance));

const hasBody = (headers: IncomingHttpHeaders): boolean =>
  headers['transfer-encoding'] !== undefined || (headers['content-length'] !== undefined && headers['content-length'] !== '0');

/**
 * Cuts a request whose body pauses longer than `idleMs` (nginx's client_body_timeout: a pause between two reads,
 * however long the whole body takes): 408 problem+json and the connection closed when no answer has started,
 * else the connection closed. Without this Node keeps such a socket until requestTimeout (minutes).
 *
 * The socket's own idle timer does the counting (every byte the parser takes refreshes it). A pause once the
 * whole body has arrived is the server's (a slow handler, a body not read yet), never a reason to cut.
 */
function watchBody(req: IncomingMessage, res: ServerResponse, idleMs: number): void {
  if (!hasBody(req.headers)) return;
  // A small body (a JSON call) arrives with its head: Node parses both out of the same socket read, so once that
  // read is handled (setImmediate runs after the poll phase; a microtask would run between the parser's head and
  // body callbacks) the request is complete and there is nothing to watch. Arming the watch only then saves every
  // such request a socket timer set and cleared, four listeners and three closures (issue 28: the events list's
  // per-request CPU). A body still incomplete then is watched as before.
  setImmediate(() => {
    if (!req.complete) watchIncompleteBody(req, res, idleMs);
  });
}

function watchIncompleteBody(req: IncomingMessage, res: ServerResponse, idleMs: number): void {
  const socket = req.socket;
  let settled = false;
  const stop = () => {
    settled = true;
    req.off('timeout', onIdle);
    res.off('timeout', onIdle);
    // After the answer Node arms its keep-alive timer on the same socket: leave that one alone.
    if (!res.writableFinished) socket.setTimeout(0);
  };
  function onIdle(): void {
    if (settled) return;
    if (req.complete) {
      stop();
      return;
    }
    stop();
    if (res.headersSent || res.writableEnded) {
      socket.destroy();
      return;
    }
    // Connection: close makes Node end and free the socket once the answer is written.
    const body = problemBody(new RequestTimeoutError(`No part of the request body arrived for ${Math.round(idleMs / 1000)} s.`), req.url);
    res.writeHead(408, { 'Content-Type': 'application/problem+json', 'Content-Length': Buffer.byteLength(body), 'X-Content-Type-Options': 'nosniff', Connection: 'close' });
    res.end(body);
  }
  // Node tells the request while it is incomplete and the response while it is in flight; either listener keeps
  // Node from destroying the socket on its own, so onIdle decides.
  req.on('timeout', onIdle);
  res.on('timeout', onIdle);
  req.once('end', stop);
  // Answered before the body was read (a 401 on an upload): Node then arms its keep-alive timer, longer than
  // ours; the rest of the body must still come without a long pause, or the socket goes. (Answered already before
  // this watch began: the timer set below is the one that counts.)
  res.once('finish', () => {
    if (!settled && !req.complete) socket.setTimeout(idleMs);
  });
  socket.setTimeout(idleMs);
}

/**
 * Watches every request's body, whoever answers it: Socket.IO's attach() replaces the server's 'request'
 * listeners with its own (calling the earlier ones only for paths that are not its), so the watch sits in emit.
 */
export function guardStalledBodies(server: Server, idleMs: number): void {
  const emit = server.emit.bind(server) as (event: string | symbol, ...args: unknown[]) => boolean;
  server.emit = ((event: string | symbol, ...args: unknown[]): boolean => {
    if (event === 'request') watchBody(args[0] as IncomingMessage, args[1] as ServerResponse, idleMs);
    return emit(event, ...args);
  }) as Server['emit'];
}

const reasons: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 413: 'Payload Too Large', 431: 'Request Header Fields Too Large' };

/**
 * Node's answers to a request it could not read (a head that stalled past headersTimeout, a whole request past
 * requestTimeout, a malformed or oversized head) as problem+json like every other refusal, instead of Node's bare
 * status lines. As in Node's own handler: nothing is written when an answer has already begun or the socket
 * cannot take it (a reset); the socket is then closed either way.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
    const code = error.code ?? '';
    const refusal =
      code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? new RequestTimeoutError('The request did not arrive in time.')
        : code === 'HPE_HEADER_OVERFLOW'
          ? new RequestHeadTooLargeError('The request head is too large.')
          : code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW'
            ? new PayloadTooLargeError('The chunk extensions are too large.')
            : code.startsWith('HPE_')
            ? new MalformedRequestError('The request could not be read.')
            : undefined;
    if (!refusal || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const body = problemBody(refusal);
    const head = [
      `HTTP/1.1 ${refusal.status} ${reasons[refusal.status] ?? ''}`,
      'Content-Type: application/problem+json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'X-Content-Type-Options: nosniff',
      'Connection: close',
    ];
    socket.end(`${head.join('\r\n')}\r\n\r\n${body}`, () => socket.destroy());
  });
}
