import { screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { quietToasts } from '../../../testing/quiet-toasts.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { TeamScreen } from './team-screen.tsx';

const members = (id: string) => `/api/organisations/${id}/members`;
const requests = (id: string) => `/api/organisations/${id}/join-requests`;
const member = (uniqueId: string, firstName: string, role: string, jobRole: string | null = null) => ({ uniqueId, firstName, LastName: 'Doe', email: `${firstName.toLowerCase()}@ucl.ac.uk`, role, jobRole });
const team = { members: [member('u2', 'Zoe', 'member'), member('u1', 'Ann', 'owner'), member('u3', 'Bob', 'admin')], invitations: [] };
const rowOf = (email: string) => screen.getAllByTestId('team-member').find((r) => r.dataset['email'] === email)!;

describe('the team screen of a career center', () => {
  it('says the team could not be loaded, and shows it after Try again', async () => {
    let calls = 0;
    stubApi({ [`GET ${members('cc-1')}`]: () => (++calls === 1 ? { status: 500, body: { title: 'boom', status: 500 } } : { body: team }) });
    const { user } = renderScreen(<TeamScreen kind="career_center" organisationId="cc-1" myRole="member" myUniqueId="u2" />);
    expect(screen.getByTestId('team-loading')).toBeTruthy();
    expect((await screen.findByTestId('team-error')).textContent).toContain('We could not load the team.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('team-members')).toBeTruthy();
  });

  it('lists owners first and marks me; a member sees no invite form, no join requests and no one to remove', async () => {
    const seen = stubApi({ [`GET ${members('cc-1')}`]: () => ({ body: team }) });
    renderScreen(<TeamScreen kind="career_center" organisationId="cc-1" myRole="member" myUniqueId="u2" />);
    const rows = within(await screen.findByTestId('team-members')).getAllByTestId('team-member');
    expect(rows.map((r) => r.querySelector('.members-table__name')?.textContent)).toEqual(['Ann Doe', 'Bob Doe', 'Zoe Doe (you)']);
    expect(screen.queryByText('Job role')).toBeNull();
    expect(screen.getByTestId('team-no-invitations').textContent).toBe('No open invitations.');
    expect(screen.getByTestId('team-invite-hint').textContent).toBe('Only owners and admins can invite new members.');
    expect(screen.queryByTestId('invite-submit')).toBeNull();
    expect(screen.queryByTestId('member-role')).toBeNull();
    expect(screen.queryByTestId('member-remove')).toBeNull();
    expect(within(rowOf('zoe@ucl.ac.uk')).getByTestId('member-leave')).toBeTruthy();
    expect(seen.map((r) => r.path)).not.toContain(requests('cc-1'));
  });

  it('an owner accepts a join request: the answer is recorded, the asker leaves the list and the team reloads', async () => {
    const { success } = quietToasts();
    let asked = true;
    let teamLoads = 0;
    const seen = stubApi({
      [`GET ${members('cc-1')}`]: () => (teamLoads++, { body: team }),
      [`GET ${requests('cc-1')}`]: () => ({ body: { requests: asked ? [{ uniqueId: 'u9', firstName: 'Jo', LastName: 'Asker', email: 'jo@ucl.ac.uk' }] : [] } }),
      [`POST ${requests('cc-1')}/u9`]: () => ((asked = false), { body: { msg: 'success' } }),
    });
    const { user } = renderScreen(<TeamScreen kind="career_center" organisationId="cc-1" myRole="owner" myUniqueId="u1" />);
    expect((await screen.findByTestId('team-join-request')).textContent).toContain('jo@ucl.ac.uk');
    await user.click(screen.getByRole('button', { name: 'Accept Jo Asker' }));
    expect(await screen.findByTestId('team-no-join-requests')).toBeTruthy();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ accept: true });
    expect(success).toHaveBeenCalledWith('Jo Asker joined the team');
    expect(teamLoads).toBe(2);
  });

  it('an owner who is the last owner cannot leave: the refusal names the organisation, and nothing changes', async () => {
    const { error } = quietToasts();
    const seen = stubApi({
      [`GET ${members('cc-1')}`]: () => ({ body: team }),
      [`GET ${requests('cc-1')}`]: () => ({ body: { requests: [] } }),
      [`POST ${members('cc-1')}/u1/remove`]: () => ({ status: 409, body: { title: 'Conflict', status: 409, code: 'LAST_OWNER' } }),
    });
    const { user } = renderScreen(<TeamScreen kind="career_center" organisationId="cc-1" myRole="owner" myUniqueId="u1" />);
    await user.click(within(await screen.findByTestId('team-members')).getByTestId('member-leave'));
    const dialog = screen.getByTestId('remove-dialog');
    expect(within(dialog).getByText('Leave this organisation? You will need a new invitation to come back.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('An organisation needs at least one owner. Make someone else owner first.'));
    expect(screen.getAllByTestId('team-member')).toHaveLength(3);
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});

describe('the team screen of a student organisation', () => {
  it('an admin is refused an address already in the team before any call; an invitation that goes out reloads the team', async () => {
    const { success } = quietToasts();
    let loads = 0;
    const seen = stubApi({
      [`GET ${members('so-1')}`]: () => ({ body: ++loads === 1 ? team : { ...team, invitations: [{ invitationId: 'i1', email: 'new@ucl.ac.uk', role: 'admin', expiresAt: '2026-12-06T10:00:00Z' }] } }),
      'POST /api/organisations/so-1/invitations': () => ({ status: 201, body: {} }),
    });
    const { user } = renderScreen(<TeamScreen kind="student_organisation" organisationId="so-1" myRole="admin" myUniqueId="u3" />);
    const email = await screen.findByLabelText('Email address');
    expect([...screen.getByLabelText('Role').querySelectorAll('option')].map((o) => o.value)).toEqual(['member', 'admin']);
    await user.click(screen.getByTestId('invite-submit'));
    expect(screen.getByText('Please enter an email address')).toBeTruthy();
    await user.type(email, 'bob@ucl');
    await user.click(screen.getByTestId('invite-submit'));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    await user.clear(email);
    await user.type(email, 'BOB@ucl.ac.uk');
    await user.click(screen.getByTestId('invite-submit'));
    expect(screen.getByText('This person is already a member')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'new@ucl.ac.uk');
    await user.selectOptions(screen.getByLabelText('Role'), 'admin');
    await user.click(screen.getByTestId('invite-submit'));
    await waitFor(() => expect(screen.getAllByTestId('team-invitation')).toHaveLength(1));
    expect(screen.getByTestId('team-invitation').textContent).toBe('new@ucl.ac.ukExpires on Dec 6, 2026Admin');
    expect(success).toHaveBeenCalledWith('Invitation sent to new@ucl.ac.uk');
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ email: 'new@ucl.ac.uk', role: 'admin' });
    // students ask to join a society too (issue 26): its owners and admins answer them here
    expect(seen.map((r) => r.path)).toContain(requests('so-1'));
    expect(screen.getByText('Join requests')).toBeTruthy();
  });

  it('says what the server refused an invitation for', async () => {
    stubApi({
      [`GET ${members('so-1')}`]: () => ({ body: team }),
      'POST /api/organisations/so-1/invitations': () => ({ status: 409, body: { title: 'Conflict', status: 409 } }),
    });
    const { user } = renderScreen(<TeamScreen kind="student_organisation" organisationId="so-1" myRole="owner" myUniqueId="u1" />);
    await user.type(await screen.findByLabelText('Email address'), 'eve@ucl.ac.uk');
    await user.click(screen.getByTestId('invite-submit'));
    expect(await screen.findByText('This address has already been invited or is a member')).toBeTruthy();
  });
});

describe('the team screen of a company', () => {
  const company = { members: [member('u1', 'Ann', 'owner', 'Founder'), member('u2', 'Zoe', 'member', 'Recruiter')], invitations: [] };
  const jobRole = (value: string | null) => (value ? `job:${value}` : '—');

  it('shows the job role column, says when no one waits to join, and offers owners member or admin', async () => {
    stubApi({ [`GET ${members('co-1')}`]: () => ({ body: company }), [`GET ${requests('co-1')}`]: () => ({ body: { requests: [] } }) });
    renderScreen(<TeamScreen kind="company" standalone organisationId="co-1" myRole="owner" myUniqueId="u1" jobRole={jobRole} />);
    expect(within(await screen.findByTestId('team-members')).getByText('Job role')).toBeTruthy();
    expect(rowOf('zoe@ucl.ac.uk').textContent).toContain('job:Recruiter');
    expect(screen.getByTestId('team-no-join-requests').textContent).toBe('No one is waiting to join.');
    expect(screen.getByRole('heading', { level: 2, name: 'Members (2)' })).toBeTruthy();
    expect([...screen.getByLabelText('Role').querySelectorAll('option')].map((o) => o.value)).toEqual(['member', 'admin']);
  });

  it('an admin declines a join request: the answer is recorded and the list is empty again', async () => {
    const { success } = quietToasts();
    let asked = true;
    const seen = stubApi({
      [`GET ${members('co-1')}`]: () => ({ body: company }),
      [`GET ${requests('co-1')}`]: () => ({ body: { requests: asked ? [{ uniqueId: 'u8', firstName: 'Max', LastName: 'Asker', email: 'max@ucl.ac.uk' }] : [] } }),
      [`POST ${requests('co-1')}/u8`]: () => ((asked = false), { body: { msg: 'success' } }),
    });
    const { user } = renderScreen(<TeamScreen kind="company" standalone organisationId="co-1" myRole="admin" myUniqueId="u1" jobRole={jobRole} />);
    await user.click(await screen.findByRole('button', { name: 'Decline Max Asker' }));
    expect(await screen.findByTestId('team-no-join-requests')).toBeTruthy();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ accept: false });
    expect(success).toHaveBeenCalledWith('The request of Max Asker was declined');
    // an admin invites members only, and changes no one's role
    expect([...screen.getByLabelText('Role').querySelectorAll('option')].map((o) => o.value)).toEqual(['member']);
    expect(screen.queryByTestId('member-role')).toBeNull();
  });

  it('an owner makes a member admin and removes them after confirming; the team reloads each time', async () => {
    const { success } = quietToasts();
    let current = company;
    const seen = stubApi({
      [`GET ${members('co-1')}`]: () => ({ body: current }),
      [`GET ${requests('co-1')}`]: () => ({ body: { requests: [] } }),
      [`POST ${members('co-1')}/u2/role`]: () => ((current = { ...company, members: [company.members[0]!, { ...company.members[1]!, role: 'admin' }] }), { body: { msg: 'success' } }),
      [`POST ${members('co-1')}/u2/remove`]: () => ((current = { ...company, members: [company.members[0]!] }), { body: { msg: 'success' } }),
    });
    const { user } = renderScreen(<TeamScreen kind="company" standalone organisationId="co-1" myRole="owner" myUniqueId="u1" jobRole={jobRole} />);
    await screen.findByTestId('team-members');
    expect(within(rowOf('ann@ucl.ac.uk')).queryByTestId('member-role')).toBeNull();
    await user.selectOptions(within(rowOf('zoe@ucl.ac.uk')).getByTestId('member-role'), 'admin');
    await waitFor(() => expect(success).toHaveBeenCalledWith('Zoe Doe is now Admin'));
    expect(seen.find((r) => r.path.endsWith('/role'))?.body).toEqual({ role: 'admin' });
    await waitFor(() => expect(within(rowOf('zoe@ucl.ac.uk')).getByTestId<HTMLSelectElement>('member-role').value).toBe('admin'));

    await user.click(within(rowOf('zoe@ucl.ac.uk')).getByTestId('member-remove'));
    const dialog = screen.getByTestId('remove-dialog');
    expect(within(dialog).getByText('Remove Zoe Doe from the team? They lose access to the company at once.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getAllByTestId('team-member')).toHaveLength(1));
    expect(success).toHaveBeenCalledWith('Zoe Doe was removed from the team');
  });

  it('a member who leaves is told so and sent on', async () => {
    const { success } = quietToasts();
    const onLeft = vi.fn();
    stubApi({ [`GET ${members('co-1')}`]: () => ({ body: company }), [`POST ${members('co-1')}/u2/remove`]: () => ({ body: { msg: 'success' } }) });
    const { user } = renderScreen(<TeamScreen kind="company" standalone organisationId="co-1" myRole="member" myUniqueId="u2" jobRole={jobRole} onLeft={onLeft} />);
    await user.click(within(await screen.findByTestId('team-members')).getByTestId('member-leave'));
    expect(within(screen.getByTestId('remove-dialog')).getByText('Leave this company? You will need a new invitation to come back.')).toBeTruthy();
    await user.click(within(screen.getByTestId('remove-dialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(onLeft).toHaveBeenCalledOnce());
    expect(success).toHaveBeenCalledWith('You left the company');
  });
});
