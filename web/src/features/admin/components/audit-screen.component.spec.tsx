import { fireEvent, screen, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { heldAnswer, problem } from '../../../testing/deferred.ts';
import { quietToasts } from '../../../testing/quiet-toasts.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { AuditScreen } from './audit-screen.tsx';

const admins = [
  { adminId: 'a-1', email: 'ops.one@fast-track.example' },
  { adminId: 'a-2', email: 'ops.two@fast-track.example' },
];
const entry = (position: number, overrides: Record<string, unknown> = {}) => ({
  position,
  at: '2026-11-20T10:00:00.000Z',
  adminId: 'a-1',
  admin: 'ops.one@fast-track.example',
  kind: 'organisation',
  action: 'OrganisationRejected',
  subjectId: `org-${position}`,
  reason: 'No such firm',
  ...overrides,
});

describe('the admin’s audit view', () => {
  it('loading, then every action with who, what, about which and why', async () => {
    const held = heldAnswer({ body: { actions: [entry(9), entry(8, { action: 'ArticleWritten', kind: 'article', reason: '', admin: 'ops.two@fast-track.example' })], next: null, admins } });
    stubApi({ 'GET /api/admin/audit': held.route });
    renderScreen(<AuditScreen />);
    expect(screen.getByText('Loading admin actions…')).toBeTruthy();
    held.release();
    const [first, second] = await screen.findAllByTestId('admin-audit-entry');
    expect(within(first!).getByText('Rejected an organisation')).toBeTruthy();
    expect(first!.textContent).toContain('ops.one@fast-track.example');
    expect(first!.textContent).toContain('org-9');
    expect(within(first!).getByText('Reason: No such firm')).toBeTruthy();
    expect(within(second!).getByText('Wrote an article')).toBeTruthy();
    expect(second!.textContent).not.toContain('Reason');
    expect(screen.queryByTestId('admin-audit-more')).toBeNull();
  });

  it('asks again for each filter: admin, kind and days; nothing matching says so', async () => {
    const seen = stubApi({ 'GET /api/admin/audit': (r) => ({ body: { actions: r.query.size === 0 ? [entry(1)] : [], next: null, admins } }) });
    const { user } = renderScreen(<AuditScreen />);
    await screen.findByTestId('admin-audit-entry');
    await user.selectOptions(screen.getByLabelText('Admin'), 'a-2');
    expect(await screen.findByText('No admin actions match these filters.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Kind'), 'report');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    await vi.waitFor(() => expect(seen.at(-1)?.query.toString()).toBe('adminId=a-2&kind=report&from=2026-11-01&to=2026-11-30'));
    expect(await screen.findByText('No admin actions match these filters.')).toBeTruthy();
    // The admins stay offered while a filter's page loads.
    expect(within(screen.getByLabelText('Admin')).getAllByRole('option')).toHaveLength(3);
  });

  it('shows older actions page by page; a failed page says so and keeps what is shown', async () => {
    let fail = false;
    const seen = stubApi({
      'GET /api/admin/audit': (r) => {
        if (fail) return problem.server();
        return r.query.get('before') === '9' ? { body: { actions: [entry(5)], next: 5, admins } } : { body: { actions: [entry(9)], next: 9, admins } };
      },
    });
    const toasts = quietToasts();
    const { user } = renderScreen(<AuditScreen />);
    await user.click(await screen.findByRole('button', { name: 'Show older actions' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('admin-audit-entry')).toHaveLength(2));
    expect(seen.at(-1)?.query.get('before')).toBe('9');
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Show older actions' }));
    await vi.waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Older actions could not be loaded. Please try again.'));
    expect(screen.getAllByTestId('admin-audit-entry')).toHaveLength(2);
  });

  it('a page that cannot be loaded offers a retry', async () => {
    let status = 500;
    stubApi({ 'GET /api/admin/audit': () => (status === 500 ? problem.server() : { body: { actions: [], next: null, admins } }) });
    const { user } = renderScreen(<AuditScreen />);
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load the admin actions.');
    status = 200;
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText('No admin actions match these filters.')).toBeTruthy();
  });
});
