import { screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { quietToasts } from '../../../testing/quiet-toasts.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { TeamPanel } from './team-panel.tsx';

const members = '/api/organisations/cc-1/members';
const member = (uniqueId: string, firstName: string, role: string) => ({ uniqueId, firstName, LastName: 'Doe', email: `${firstName.toLowerCase()}@ucl.ac.uk`, role, jobRole: null });
const team = { members: [member('u2', 'Zoe', 'member'), member('u1', 'Ann', 'owner'), member('u3', 'Bob', 'admin')], invitations: [] };

describe('organisation team screen', () => {
  it('says the team could not be loaded, and shows it after Try again', async () => {
    let calls = 0;
    stubApi({ [`GET ${members}`]: () => (++calls === 1 ? { status: 500, body: { title: 'boom', status: 500 } } : { body: team }) });
    const { user } = renderScreen(<TeamPanel organisationId="cc-1" myRole="member" />);
    expect((await screen.findByTestId('team-error')).textContent).toContain('We could not load the team.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('team-members')).toBeTruthy();
  });

  it('lists owners first and marks me; with no invitations it says so; a member is told who may invite', async () => {
    stubApi({ [`GET ${members}`]: () => ({ body: team }) });
    renderScreen(<TeamPanel organisationId="cc-1" myRole="member" myUniqueId="u2" />);
    const rows = within(await screen.findByTestId('team-members')).getAllByTestId('team-member');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Ann Doeann@ucl.ac.ukOwner',
      'Bob Doebob@ucl.ac.ukAdmin',
      'Zoe Doe (you)zoe@ucl.ac.ukMember',
    ]);
    expect(screen.getByTestId('team-no-invitations').textContent).toBe('No open invitations.');
    expect(screen.getByTestId('team-invite-hint').textContent).toBe('Only owners and admins can invite new members.');
    expect(screen.queryByTestId('invite-submit')).toBeNull();
  });

  it('an admin cannot invite a member again, and an invitation that goes out reloads the team', async () => {
    const { success } = quietToasts();
    let loads = 0;
    const seen = stubApi({
      [`GET ${members}`]: () => ({ body: ++loads === 1 ? team : { ...team, invitations: [{ invitationId: 'i1', email: 'new@ucl.ac.uk', role: 'member', expiresAt: '2026-12-06T10:00:00Z' }] } }),
      'POST /api/organisations/cc-1/invitations': () => ({ status: 201, body: {} }),
    });
    const { user } = renderScreen(<TeamPanel organisationId="cc-1" myRole="admin" />);
    const email = await screen.findByLabelText('Email address');
    await user.type(email, 'bob@ucl.ac.uk');
    await user.click(screen.getByTestId('invite-submit'));
    expect(screen.getByText('This person is already a member')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'new@ucl.ac.uk');
    await user.click(screen.getByTestId('invite-submit'));
    await waitFor(() => expect(screen.getAllByTestId('team-invitation')).toHaveLength(1));
    expect(screen.getByTestId('team-invitation').textContent).toBe('new@ucl.ac.ukExpires on Dec 6, 2026Member');
    expect(success).toHaveBeenCalledWith('Invitation sent to new@ucl.ac.uk');
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ email: 'new@ucl.ac.uk', role: 'member' });
  });

  it('an owner accepts a join request: the answer is recorded, the asker leaves the list and the team reloads', async () => {
    const { success } = quietToasts();
    let asked = true;
    let teamLoads = 0;
    const seen = stubApi({
      [`GET ${members}`]: () => (teamLoads++, { body: team }),
      'GET /api/organisations/cc-1/join-requests': () => ({ body: { requests: asked ? [{ uniqueId: 'u9', firstName: 'Jo', LastName: 'Asker', email: 'jo@ucl.ac.uk' }] : [] } }),
      'POST /api/organisations/cc-1/join-requests/u9': () => ((asked = false), { body: { msg: 'success' } }),
    });
    const { user } = renderScreen(<TeamPanel organisationId="cc-1" myRole="owner" joinRequests />);
    expect((await screen.findByTestId('team-join-request')).textContent).toContain('jo@ucl.ac.uk');
    await user.click(screen.getByRole('button', { name: 'Accept Jo Asker' }));
    await waitFor(() => expect(screen.queryByTestId('team-join-request')).toBeNull());
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ accept: true });
    expect(success).toHaveBeenCalled();
    expect(teamLoads).toBe(2);
  });
});
