import { screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../lib/session.ts';
import { heldAnswer, problem } from '../../../testing/deferred.ts';
import { renderScreen, stubApi, type Answer } from '../../../testing/render.tsx';
import { SoDashboard } from './so-dashboard.tsx';

const account = { uniqueId: 'acc-1', kind: 'student', email: 'rosa@ut.ee', firstName: 'Rosa', LastName: 'Lind', lng: 'en' };
const membership = (organisationId: string, name: string) => ({ organisationId, kind: 'student_organisation', name, role: 'owner', jobRole: null, status: 'active', logo: null });
const organisation = (organisationId: string, name: string, description: string | null) => ({
  body: { organisation: { organisationId, name, status: 'active', profile: { category: 'Finance', description, logo: null }, university: { name: 'University of Tartu', area: 'Estonia' } } },
});

// The account store keeps one account per token: each test signs in with its own.
let round = 0;
function renderDashboard(routes: Record<string, () => Answer | Promise<Answer>>) {
  const seen = stubApi(routes);
  startSession({ kind: 'student', token: `so-token-${++round}`, uniqueId: 'acc-1' });
  return { seen, ...renderScreen(<SoDashboard />, { path: '/so/dashboard' }) };
}

afterEach(() => endSession());

describe('the student organisation’s dashboard', () => {
  it('loading, then the organisation’s facts; another organisation is chosen with the switcher', async () => {
    const held = heldAnswer(organisation('so-1', 'Tartu Finance Society', 'Markets and deals.'));
    const { user, seen } = renderDashboard({
      'GET /api/account/me': () => ({ body: { account, memberships: [membership('so-1', 'Tartu Finance Society'), membership('so-2', 'Tartu Debate Club')] } }),
      'GET /api/organisations/so-1': held.route,
      'GET /api/organisations/so-2': () => organisation('so-2', 'Tartu Debate Club', null),
    });
    const about = await screen.findByRole('region', { name: 'About' });
    expect(within(about).getByRole('status').textContent).toBe('Loading…');
    held.release();
    expect((await within(about).findByTestId('so-description')).textContent).toBe('Markets and deals.');
    expect(within(about).getByTestId('so-university').textContent).toBe('University of Tartu');
    expect(within(about).getByTestId('so-my-role').textContent).toBe('Owner');
    // The team has a page of its own (/so/dashboard/Team); the dashboard links to it.
    expect(screen.getByRole('link', { name: 'Open the team' }).getAttribute('href')).toBe('/so/dashboard/Team');
    await user.selectOptions(screen.getByLabelText('Organisation'), 'Tartu Debate Club');
    expect(await screen.findByText('No description yet.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Tartu Debate Club' })).toBeTruthy();
    await vi.waitFor(() => expect(seen.map((r) => r.path)).toContain('/api/organisations/so-2'));
  });

  it('a student without an organisation is offered to create one', async () => {
    renderDashboard({ 'GET /api/account/me': () => ({ body: { account, memberships: [] } }) });
    expect(await screen.findByRole('heading', { name: 'You are not part of an organisation yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an organisation' }).getAttribute('href')).toBe('/create/organization');
  });

  it('an organisation that cannot be loaded offers a retry; an account that cannot be loaded says so', async () => {
    let status = 500;
    const { user, unmount } = renderDashboard({
      'GET /api/account/me': () => ({ body: { account, memberships: [membership('so-1', 'Tartu Finance Society')] } }),
      'GET /api/organisations/so-1': () => (status === 500 ? problem.server() : organisation('so-1', 'Tartu Finance Society', 'Markets and deals.')),
    });
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load this organisation.');
    status = 200;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('so-description')).toBeTruthy();
    unmount();
    renderDashboard({ 'GET /api/account/me': () => problem.server() });
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load your account.');
  });
});
