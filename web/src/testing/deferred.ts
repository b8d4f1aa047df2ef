import type { Answer } from './render.tsx';

/**
 * An answer the test releases when it wants: the screen's loading state stays on screen until then (no timer waits).
 * `route` is what stubApi takes; `release` answers every request that is waiting, and any asked for afterwards (a
 * screen may ask only once something else has loaded).
 */
export function heldAnswer(answer: Answer = { body: {} }) {
  const waiting: ((answer: Answer) => void)[] = [];
  let released: Answer | null = null;
  return {
    route: () => (released ? Promise.resolve(released) : new Promise<Answer>((resolve) => waiting.push(resolve))),
    release: (with_: Answer = answer) => {
      released = with_;
      waiting.splice(0).forEach((resolve) => resolve(with_));
    },
  };
}

/** The problem+json answers of the API's error hierarchy (docs/architecture.md § Errors), for the failure states. */
export const problem = {
  badRequest: (detail = 'The request is not valid.', extra: Record<string, unknown> = {}): Answer => ({ status: 400, body: { type: 'about:blank', title: 'Bad Request', status: 400, code: 'VALIDATION', detail, ...extra } }),
  forbidden: (): Answer => ({ status: 403, body: { type: 'about:blank', title: 'Forbidden', status: 403, code: 'FORBIDDEN' } }),
  notFound: (): Answer => ({ status: 404, body: { type: 'about:blank', title: 'Not Found', status: 404, code: 'NOT_FOUND' } }),
  conflict: (detail = 'Conflict'): Answer => ({ status: 409, body: { type: 'about:blank', title: 'Conflict', status: 409, code: 'CONFLICT', detail } }),
  server: (): Answer => ({ status: 500, body: { type: 'about:blank', title: 'Internal Server Error', status: 500, code: 'INTERNAL' } }),
};
