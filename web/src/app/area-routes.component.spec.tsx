import { waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession, rehydrate, startSession } from '../lib/session.ts';
import { renderRoutesAt, where } from '../testing/routes-at.tsx';
import AreaRoutes from './router.tsx';

// The app's routing table (router.tsx) in a memory router: where a path lands, for a visitor and for a student. The
// screens themselves load as they do in the app; only the network is stood in for, and it knows nothing but the
// hidden-admin question (404: no such path) and, where a test says so, who the token belongs to.

const renderAt = (path: string, routes: Parameters<typeof renderRoutesAt>[2] = {}) => renderRoutesAt(<AreaRoutes />, path, routes);

afterEach(() => endSession());

describe('routing rules', () => {
  it('an unknown path redirects to /', async () => {
    renderAt('/this/path/does-not-exist');
    await waitFor(() => expect(where()).toBe('/'));
  });

  it('the student area needs a token: without one every student path goes to /login', async () => {
    for (const path of ['/student', '/student/settings', '/student/feed']) {
      const view = renderAt(path);
      await waitFor(() => expect(where(), path).toBe('/login'));
      view.unmount();
    }
  });

  it("listed student paths go to /student or its feed with that kind or job chosen; an unknown one goes to /", async () => {
    startSession({ kind: 'student', token: 'student-token', uniqueId: 's-1' });
    // The spec's paths go to /student; the feed's (issue 23) land on the feed with that kind or job chosen.
    const landings: [string, string][] = [
      ['/student/chat', '/student'],
      ['/student/post/1', '/student'],
      ['/student/groups', '/student'],
      ['/student/feed', '/student#feed'],
      ['/student/jobs', '/student?kind=job#feed'],
      ['/student/job/abc', '/student?kind=job&job=abc#feed'],
      ['/student/no-such-page/at/all', '/'],
    ];
    for (const [path, landing] of landings) {
      const view = renderAt(path);
      await waitFor(() => expect(where(), path).toBe(landing));
      view.unmount();
    }
  });

  it('a token the server no longer accepts is dropped, and the student is sent to /login', async () => {
    localStorage.setItem('token', 'not-a-real-token');
    await rehydrate();
    renderAt('/student', { 'GET /api/student/me': () => ({ status: 401, body: { title: 'Unauthorized', status: 401 } }) });
    await waitFor(() => expect(where()).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });
});
