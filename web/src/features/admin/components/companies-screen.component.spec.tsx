import { screen, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { heldAnswer, problem } from '../../../testing/deferred.ts';
import { quietToasts } from '../../../testing/quiet-toasts.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { CompaniesScreen } from './companies-screen.tsx';

// The company's name follows the action in a visually hidden span; jsdom's name computation joins it without the space.
const actionOn = (action: string) => new RegExp(`^${action}\\s?Northbridge Capital$`);
const row = { organisationId: 'o-1', name: 'Northbridge Capital', kind: 'company', status: 'pending', profile: { website: 'northbridge.example', industry: 'Banking' }, createdAt: '2026-11-20T10:00:00.000Z', ownerEmail: 'owner@northbridge.example' };

describe('the admin’s review queue', () => {
  it('loading, then everything pending of every kind; one kind on request; the empty state names the tab', async () => {
    const held = heldAnswer({ body: { organisations: [row] } });
    let first = true;
    const seen = stubApi({
      'GET /api/admin/organisations': (r) => {
        if (!first || r.query.get('status') !== 'pending') return { body: { organisations: r.query.get('status') === 'pending' ? [row] : [] } };
        first = false;
        return held.route();
      },
    });
    const { user } = renderScreen(<CompaniesScreen />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    held.release();
    const card = await screen.findByRole('article', { name: 'Northbridge Capital' });
    expect(within(card).getByText('owner@northbridge.example')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'northbridge.example' }).getAttribute('href')).toBe('https://northbridge.example/');
    expect(within(card).getByTestId('admin-kind').textContent).toBe('Company');
    expect(Object.fromEntries(seen[0]!.query)).toEqual({ status: 'pending' });
    await user.selectOptions(screen.getByLabelText('Kind'), 'Company');
    await vi.waitFor(() => expect(Object.fromEntries(seen.at(-1)!.query)).toEqual({ status: 'pending', kind: 'company' }));
    await user.click(screen.getByRole('tab', { name: 'Suspended' }));
    expect(await screen.findByText('No suspended companies.')).toBeTruthy();
    expect(seen.at(-1)?.query.get('status')).toBe('suspended');
  });

  it('a rejection needs a reason of at most 500 characters, then sends it and drops the company', async () => {
    const seen = stubApi({ 'GET /api/admin/organisations': () => ({ body: { organisations: [row] } }), 'POST /api/admin/organisations/o-1/reject': () => ({ body: {} }) });
    const toasts = quietToasts();
    const { user } = renderScreen(<CompaniesScreen />);
    await user.click(await screen.findByRole('button', { name: actionOn('Reject') }));
    const dialog = screen.getByRole('dialog', { name: actionOn('Reject') });
    await user.click(within(dialog).getByRole('button', { name: 'Reject company' }));
    expect(within(dialog).getByText('Please give a reason')).toBeTruthy();
    const reason = within(dialog).getByLabelText('Reason');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    await user.click(reason);
    await user.paste('x'.repeat(501));
    expect(within(dialog).getByText('501/500 characters')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Reject company' }));
    expect(within(dialog).getByText('At most 500 characters')).toBeTruthy();
    expect(seen.some((r) => r.method === 'POST')).toBe(false);
    await user.clear(reason);
    await user.paste('  No such company  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject company' }));
    await vi.waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Northbridge Capital has been rejected'));
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ reason: 'No such company' });
    expect(await screen.findByText('Nothing is waiting for review.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a refused approval says so and reloads the list; a failed list offers a retry', async () => {
    let list = 200;
    const seen = stubApi({
      'GET /api/admin/organisations': () => (list === 500 ? problem.server() : { body: { organisations: [row] } }),
      'POST /api/admin/organisations/o-1/approve': () => problem.conflict(),
    });
    const toasts = quietToasts();
    const { user } = renderScreen(<CompaniesScreen />);
    list = 500;
    await user.click(await screen.findByRole('button', { name: actionOn('Approve') }));
    await vi.waitFor(() => expect(toasts.error).toHaveBeenCalledWith('The decision about Northbridge Capital could not be saved. The list has been reloaded.'));
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({});
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load the review queue.');
    list = 200;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Northbridge Capital' })).toBeTruthy();
  });

  it('societies and career centers are in the same queue: an active society shows its kind and can be suspended', async () => {
    const society = { ...row, organisationId: 's-1', name: 'Oxford Finance Society', kind: 'student_organisation', status: 'active', profile: {} };
    const seen = stubApi({
      'GET /api/admin/organisations': (r) => ({ body: { organisations: r.query.get('status') === 'active' ? [society] : [] } }),
      'POST /api/admin/organisations/s-1/suspend': () => ({ body: {} }),
    });
    quietToasts();
    const { user } = renderScreen(<CompaniesScreen />);
    await user.selectOptions(screen.getByLabelText('Kind'), 'Society');
    await user.click(screen.getByRole('tab', { name: 'Active' }));
    const card = await screen.findByRole('article', { name: 'Oxford Finance Society' });
    expect(within(card).getByTestId('admin-kind').textContent).toBe('Society');
    expect(Object.fromEntries(seen.at(-1)!.query)).toEqual({ status: 'active', kind: 'student_organisation' });
    await user.click(within(card).getByTestId('admin-suspend'));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByLabelText('Reason'));
    await user.paste('Impersonates a real society');
    await user.click(within(dialog).getByRole('button', { name: /^Suspend/ }));
    await vi.waitFor(() => expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ reason: 'Impersonates a real society' }));
    expect(await screen.findByText('No active organisations.')).toBeTruthy();
  });
});
