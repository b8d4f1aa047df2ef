import { waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { routerRoutes, urlOf } from '../../../e2e/support/router-routes.ts';
import { endSession, startSession } from '../lib/session.ts';
import { renderRoutesAt, where } from '../testing/routes-at.tsx';
import { AppRoutes } from './entry-routes.tsx';

// Issue 10, observation 8: /login and /register were still shown to a signed-in student. Every login and registration
// screen of the routing table (entry-routes.tsx and router.tsx, read by the same reader the e2e sweeps use, so a new
// one is covered without listing it) sends a signed-in person home. Moved from e2e/shell.e2e.spec.ts: the routing
// table and its guard decide this, not the server (which is stood in for: it knows only the hidden-admin question).

const renderAt = (path: string) => renderRoutesAt(<AppRoutes />, path);

afterEach(() => endSession());

describe('signed-in people on login and registration screens', () => {
  it('a signed-in student opening any audience’s login or registration goes home', async () => {
    const entries = (await routerRoutes()).filter((route) => route.guard.type === 'entry').map((route) => urlOf(route.pattern, {}));
    expect(entries).toEqual(expect.arrayContaining(['/login', '/register', '/employer/login', '/career-center/login']));
    startSession({ kind: 'student', token: 'student-token', uniqueId: 's-1' });
    for (const path of entries) {
      const view = renderAt(path);
      // the student-organisation registration goes on to creating one; every other screen to the student's home
      const home = path === '/student-organization/register' ? '/create/organization' : '/student';
      await waitFor(() => expect(where(), path).toBe(home));
      view.unmount();
    }
    // A dozen screens, each loading its route chunk on first use: seconds on a loaded machine.
  }, 30_000);

  it('a signed-in employer opening the student login or registration goes to their dashboard (or to creating the company)', async () => {
    startSession({ kind: 'employer', token: 'employer-token', uniqueId: 'e-1' });
    for (const path of ['/login', '/register', '/student/register', '/career-center/register']) {
      const view = renderAt(path);
      await waitFor(() => expect(where(), path).toMatch(/^\/(dashboard|create\/company)$/));
      view.unmount();
    }
  });
});
