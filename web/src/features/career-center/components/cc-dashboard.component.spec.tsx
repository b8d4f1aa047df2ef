import { screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession, startSession } from '../../../lib/session.ts';
import { heldAnswer, problem } from '../../../testing/deferred.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import type { Answer } from '../../../testing/render.tsx';
import { CcDashboard } from './cc-dashboard.tsx';

const account = { uniqueId: 'acc-1', kind: 'career_center', email: 'ada@ut.ee', firstName: 'Ada', LastName: 'Berg', lng: 'en' };
const membership = (status: string) => ({ organisationId: 'cc-1', kind: 'career_center', name: 'Tartu Careers', role: 'admin', jobRole: null, status, logo: null });
const center = { organisation: { organisationId: 'cc-1', name: 'Tartu Careers', status: 'active', logo: null, university: { name: 'University of Tartu', area: 'Estonia' } } };

// The account store keeps one account per token: each test signs in with its own.
let round = 0;
function renderDashboard(routes: Record<string, () => Answer | Promise<Answer>>) {
  // The benchmark and announcements sections load their own data (their tests: cc-benchmark, cc-announcements).
  stubApi({ 'GET /api/organisations/cc-1/benchmark': () => ({ body: { benchmark: { country: 'Estonia', tracks: [] } } }), 'GET /api/organisations/cc-1/announcements': () => ({ body: { announcements: [] } }), ...routes });
  startSession({ kind: 'career_center', token: `cc-token-${++round}`, uniqueId: 'acc-1' });
  return renderScreen(<CcDashboard team={(m, me) => <p>Team of {m.name} seen by {me}</p>} />);
}

afterEach(() => endSession());

describe('the career center’s dashboard', () => {
  it('loading, then the university and the role; the team section is composed in', async () => {
    const held = heldAnswer({ body: center });
    renderDashboard({ 'GET /api/account/me': () => ({ body: { account, memberships: [membership('active')] } }), 'GET /api/organisations/cc-1': held.route });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(await screen.findByRole('heading', { name: 'Hello Ada!' })).toBeTruthy();
    const university = screen.getByRole('region', { name: 'Your university' });
    expect(within(university).getByRole('status').textContent).toBe('Loading…');
    held.release();
    expect((await within(university).findByTestId('cc-university-name')).textContent).toBe('University of Tartu');
    expect(within(university).getByTestId('cc-my-role').textContent).toBe('Admin');
    expect(screen.getByText('Team of Tartu Careers seen by acc-1')).toBeTruthy();
  });

  it('every tool in “What comes next” is live and opens its screen (Find companies included)', async () => {
    renderDashboard({ 'GET /api/account/me': () => ({ body: { account, memberships: [membership('active')] } }), 'GET /api/organisations/cc-1': () => ({ body: center }) });
    const next = await screen.findByTestId('cc-next-steps');
    expect(within(next).queryByText('Soon')).toBeNull();
    expect(within(next).getByRole('link', { name: 'Find companies' }).getAttribute('href')).toBe('/cc/dashboard/company/search');
  });

  it('a center under review opens nothing and asks nothing of it', async () => {
    renderDashboard({ 'GET /api/account/me': () => ({ body: { account, memberships: [membership('pending')] } }) });
    expect(await screen.findByRole('heading', { name: 'Your career center is being reviewed' })).toBeTruthy();
    expect(screen.queryByText(/Team of/)).toBeNull();
  });

  it('someone without a membership waits for the answer to their request', async () => {
    renderDashboard({ 'GET /api/account/me': () => ({ body: { account, memberships: [] } }) });
    expect(await screen.findByRole('heading', { name: 'Your request is with your career center' })).toBeTruthy();
  });

  it('a center that cannot be loaded offers a retry; an account that cannot be loaded says so', async () => {
    let status = 500;
    const { user, unmount } = renderDashboard({
      'GET /api/account/me': () => ({ body: { account, memberships: [membership('active')] } }),
      'GET /api/organisations/cc-1': () => (status === 500 ? problem.server() : { body: center }),
    });
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load your career center.');
    status = 200;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('cc-university-name')).textContent).toBe('University of Tartu');
    unmount();
    renderDashboard({ 'GET /api/account/me': () => problem.server() });
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load your account.');
  });
});
