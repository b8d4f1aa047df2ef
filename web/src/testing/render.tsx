import { render, type RenderResult } from '@testing-library/preact';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';

/** One answer of the stand-in server: a status and a JSON body (problem+json for 4xx/5xx, as the API answers). */
export interface Answer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A request the component made, as the server would see it. */
export interface SeenRequest {
  method: string;
  path: string;
  /** The query string's parameters (filters, pages). */
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

type Route = (request: SeenRequest) => Answer | Promise<Answer> | 'network-error';

/**
 * Stands in for the API (only the network is replaced): `routes` maps "METHOD /path" (path without the query) to an
 * answer; anything else answers 404, so a call the test did not expect shows as a failure state, not a hang.
 */
export function stubApi(routes: Record<string, Route>): SeenRequest[] {
  const seen: SeenRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    // The app calls fetch(url, init) (lib/http.ts); no Request object is built, so jsdom's AbortSignal stays out of it.
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const text = typeof init.body === 'string' ? init.body : '';
    const seenRequest: SeenRequest = { method, path: url.pathname, query: url.searchParams, body: text ? (JSON.parse(text) as unknown) : null, headers: new Headers(init.headers) };
    seen.push(seenRequest);
    const route = routes[`${method} ${url.pathname}`];
    const answer = route ? await route(seenRequest) : { status: 404, body: { title: 'Not found', status: 404 } };
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    const status = answer.status ?? 200;
    const json = status >= 400 ? 'application/problem+json' : 'application/json';
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status, headers: { 'content-type': json, ...answer.headers } });
  });
  return seen;
}

/** Renders a screen inside a router at `path`, with a user-event session for typing and clicking like a person. */
export function renderScreen(ui: ReactElement, { path = '/' }: { path?: string } = {}): RenderResult & { user: UserEvent } {
  const user = userEvent.setup();
  return { user, ...render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>) };
}
