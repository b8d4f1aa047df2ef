import { screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { quietToasts } from '../../../testing/quiet-toasts.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { TeamScreen } from './team-screen.tsx';

// The officers' hand-over in a society's team screen (issue 26): offer, withdraw, accept, decline.
const base = '/api/organisations/so-1';
const member = (uniqueId: string, firstName: string, role: string) => ({ uniqueId, firstName, LastName: 'Doe', email: `${firstName.toLowerCase()}@ucl.ac.uk`, role, jobRole: null });
const members = [member('u1', 'Ann', 'owner'), member('u2', 'Zoe', 'member'), member('u3', 'Bob', 'admin')];
const offer = { from: 'u1', to: 'u2', offeredAt: '2026-11-22T10:00:00Z', expiresAt: '2026-12-06T10:00:00Z' };
const requests = { [`GET ${base}/join-requests`]: () => ({ body: { requests: [] } }) };

describe('the hand-over of a society', () => {
  it('an owner chooses a member who is not an owner and offers ownership; the open offer then shows with Withdraw', async () => {
    const { success } = quietToasts();
    let handover: typeof offer | null = null;
    const seen = stubApi({
      ...requests,
      [`GET ${base}/members`]: () => ({ body: { members, invitations: [], handover } }),
      [`POST ${base}/handover`]: () => ((handover = offer), { status: 201, body: { msg: 'success' } }),
      [`POST ${base}/handover/withdraw`]: () => ((handover = null), { body: { msg: 'success' } }),
    });
    const { user } = renderScreen(<TeamScreen kind="student_organisation" standalone organisationId="so-1" myRole="owner" myUniqueId="u1" />);
    const select = await screen.findByLabelText('New owner');
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Choose a member', 'Bob Doe', 'Zoe Doe']);
    expect(screen.getByTestId<HTMLButtonElement>('handover-offer').disabled).toBe(true);
    await user.selectOptions(select, 'u2');
    await user.click(screen.getByRole('button', { name: 'Offer ownership' }));
    expect((await screen.findByTestId('handover-open')).textContent).toBe('Ownership is offered to Zoe Doe until December 6, 2026.');
    expect(seen.find((r) => r.path === `${base}/handover`)?.body).toEqual({ accountId: 'u2' });
    expect(success).toHaveBeenCalledWith('Ownership offered to Zoe Doe');

    await user.click(screen.getByRole('button', { name: 'Withdraw offer' }));
    expect(await screen.findByLabelText('New owner')).toBeTruthy();
    expect(success).toHaveBeenCalledWith('Offer withdrawn');
  });

  it('the member it is offered to accepts; a refused answer (withdrawn or expired meanwhile) says so and reloads', async () => {
    const { success, error } = quietToasts();
    let answers = 0;
    const seen = stubApi({
      ...requests,
      [`GET ${base}/members`]: () => ({ body: { members, invitations: [], handover: answers < 2 ? offer : null } }),
      [`POST ${base}/handover/answer`]: () => (++answers === 1 ? { status: 404, body: { title: 'Not found', status: 404, code: 'NO_HANDOVER' } } : { body: { msg: 'success' } }),
    });
    const { user } = renderScreen(<TeamScreen kind="student_organisation" standalone organisationId="so-1" myRole="member" myUniqueId="u2" />);
    expect((await screen.findByTestId('handover-for-me')).textContent).toBe(
      'Ann Doe offers you ownership of this organisation until December 6, 2026. If you accept, you become an owner and Ann Doe becomes an admin.',
    );
    await user.click(screen.getByRole('button', { name: 'Accept ownership' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('That did not work: the offer may have been withdrawn or expired. Please try again.'));
    await user.click(screen.getByRole('button', { name: 'Accept ownership' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('You are now an owner'));
    await waitFor(() => expect(screen.queryByTestId('team-handover')).toBeNull());
    expect(seen.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ accept: true }, { accept: true }]);
  });

  it('declining is one click; other members see the open offer without actions, and with none they see no part', async () => {
    const { success } = quietToasts();
    stubApi({ ...requests, [`GET ${base}/members`]: () => ({ body: { members, invitations: [], handover: offer } }), [`POST ${base}/handover/answer`]: () => ({ body: { msg: 'success' } }) });
    const { user, unmount } = renderScreen(<TeamScreen kind="student_organisation" standalone organisationId="so-1" myRole="member" myUniqueId="u2" />);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('You declined the offer'));
    unmount();

    const { unmount: done } = renderScreen(<TeamScreen kind="student_organisation" standalone organisationId="so-1" myRole="admin" myUniqueId="u3" />);
    expect((await screen.findByTestId('handover-open')).textContent).toContain('Zoe Doe');
    expect(screen.queryByRole('button', { name: 'Withdraw offer' })).toBeNull();
    done();

    stubApi({ ...requests, [`GET ${base}/members`]: () => ({ body: { members, invitations: [], handover: null } }) });
    renderScreen(<TeamScreen kind="student_organisation" standalone organisationId="so-1" myRole="admin" myUniqueId="u3" />);
    await screen.findByTestId('team-members');
    expect(screen.queryByTestId('team-handover')).toBeNull();
  });

  it('an owner with no one to hand over to is told to add a member first; companies have no hand-over here', async () => {
    stubApi({ ...requests, [`GET ${base}/members`]: () => ({ body: { members: [member('u1', 'Ann', 'owner')], invitations: [], handover: null } }) });
    const { unmount } = renderScreen(<TeamScreen kind="student_organisation" standalone organisationId="so-1" myRole="owner" myUniqueId="u1" />);
    expect((await screen.findByTestId('handover-nobody')).textContent).toBe('Invite a member or accept a join request first: ownership goes to a member.');
    unmount();
    stubApi({ 'GET /api/organisations/co-1/join-requests': () => ({ body: { requests: [] } }), 'GET /api/organisations/co-1/members': () => ({ body: { members, invitations: [], handover: null } }) });
    renderScreen(<TeamScreen kind="company" standalone organisationId="co-1" myRole="owner" myUniqueId="u1" />);
    await screen.findByTestId('team-members');
    expect(screen.queryByTestId('team-handover')).toBeNull();
  });
});
