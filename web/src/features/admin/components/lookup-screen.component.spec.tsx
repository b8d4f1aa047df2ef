import { screen, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { heldAnswer, problem } from '../../../testing/deferred.ts';
import { quietToasts } from '../../../testing/quiet-toasts.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { LookupScreen } from './lookup-screen.tsx';

const person = {
  accountId: 'p-1',
  kind: 'employer',
  name: 'Quentin Osprey',
  email: 'quentin@osprey.example',
  status: 'active',
  createdAt: '2026-11-20T10:00:00.000Z',
  memberships: [{ organisationId: 'o-1', name: 'Osprey Analytics', kind: 'company', role: 'owner' }],
};
const organisation = {
  organisationId: 'o-1',
  kind: 'company',
  name: 'Osprey Analytics',
  status: 'pending',
  createdAt: '2026-11-21T10:00:00.000Z',
  members: [{ accountId: 'p-1', name: 'Quentin Osprey', role: 'owner' }],
  memberCount: 1,
};

describe('the admin’s look-up', () => {
  it('asks nothing for fewer than two characters, then searches and shows people and organisations', async () => {
    const held = heldAnswer({ body: { people: [person], organisations: [organisation] } });
    const seen = stubApi({ 'GET /api/admin/lookup': held.route });
    const { user } = renderScreen(<LookupScreen />);
    const box = screen.getByLabelText('Address or name');
    await user.type(box, ' o {Enter}');
    expect(screen.getByText('Please type at least 2 characters.')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(seen).toHaveLength(0);
    await user.type(box, 'sprey');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Searching…')).toBeTruthy();
    held.release();
    const found = await screen.findByTestId('admin-lookup-person');
    expect(seen[0]?.query.get('q')).toBe('o sprey');
    expect(found.textContent).toContain('quentin@osprey.example');
    expect(found.textContent).toContain('Employer');
    expect(found.textContent).toContain('Member of: Osprey Analytics (Company, owner)');
    const org = screen.getByTestId('admin-lookup-organisation');
    expect(within(org).getByText('Osprey Analytics')).toBeTruthy();
    expect(org.textContent).toContain('Pending');
    expect(org.textContent).toContain('1 member: Quentin Osprey (owner)');
    expect(screen.queryByText('Please type at least 2 characters.')).toBeNull();
  });

  it('nothing found says so; a failed search offers a retry', async () => {
    let status = 500;
    stubApi({ 'GET /api/admin/lookup': () => (status === 500 ? problem.server() : { body: { people: [], organisations: [] } }) });
    const { user } = renderScreen(<LookupScreen />);
    await user.type(screen.getByLabelText('Address or name'), 'nobody@nowhere.example{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('The search did not work.');
    status = 200;
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect((await screen.findByTestId('admin-lookup-empty')).textContent).toBe('Nothing found for “nobody@nowhere.example”.');
  });

  it('suspends a person with a reason, then restores them; a refused decision says so; admins have no button', async () => {
    let status = 'active';
    let refuse = false;
    const admin = { ...person, accountId: 'p-2', kind: 'admin', name: 'Ops', memberships: [] };
    const seen = stubApi({
      'GET /api/admin/lookup': () => ({ body: { people: [{ ...person, status }, admin], organisations: [] } }),
      'POST /api/admin/accounts/p-1/suspend': () => (refuse ? problem.conflict() : ((status = 'suspended'), { body: { msg: 'success' } })),
      'POST /api/admin/accounts/p-1/restore': () => ((status = 'active'), { body: { msg: 'success' } }),
    });
    const toasts = quietToasts();
    const { user } = renderScreen(<LookupScreen />);
    await user.type(screen.getByLabelText('Address or name'), 'osprey{Enter}');
    const [first, second] = await screen.findAllByTestId('admin-lookup-person');
    expect(within(second!).queryByRole('button')).toBeNull();
    expect(first!.textContent).toContain('Active');
    await user.click(within(first!).getByRole('button', { name: 'Suspend account' }));
    const dialog = await screen.findByTestId('reason-dialog');
    expect(within(dialog).getByText('Suspend Quentin Osprey')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    expect(await within(dialog).findByText('Please give a reason')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Reason'), 'Fake job posts');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    await vi.waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Quentin Osprey has been suspended'));
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ reason: 'Fake job posts' });
    expect(screen.queryByTestId('reason-dialog')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Restore account' }));
    await vi.waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Quentin Osprey has been restored'));
    refuse = true;
    await user.click(await screen.findByRole('button', { name: 'Suspend account' }));
    await user.type(within(await screen.findByTestId('reason-dialog')).getByLabelText('Reason'), 'Again');
    await user.click(within(screen.getByTestId('reason-dialog')).getByRole('button', { name: 'Suspend account' }));
    await vi.waitFor(() => expect(toasts.error).toHaveBeenCalledWith("That didn't work. Please search again and retry."));
  });
});
