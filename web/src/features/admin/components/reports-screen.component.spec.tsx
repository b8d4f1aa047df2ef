import { screen, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { heldAnswer, problem } from '../../../testing/deferred.ts';
import { quietToasts } from '../../../testing/quiet-toasts.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { ReportsScreen } from './reports-screen.tsx';

const report = { reportId: 'r-1', conversationId: 'c-1', messageId: 'm-1', reason: 'harassment', status: 'open', reportedAt: '2026-11-20T10:00:00.000Z', text: 'You will regret this', sender: 'Northbridge Capital', reporter: 'Rosa Lind' };

describe('the admin’s reported messages', () => {
  it('loading, then the open reports; another status is asked for and may be empty', async () => {
    const held = heldAnswer({ body: { reports: [report] } });
    const seen = stubApi({ 'GET /api/admin/message-reports': (r) => (r.query.get('status') === 'open' ? held.route() : { body: { reports: [] } }) });
    const { user } = renderScreen(<ReportsScreen />);
    expect(screen.getByText('Loading reports…')).toBeTruthy();
    held.release();
    const item = await screen.findByTestId('admin-report');
    expect(within(item).getByText('Rosa Lind reported a message from Northbridge Capital (Harassment)', { exact: false })).toBeTruthy();
    expect(within(item).getByText('You will regret this')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dismissed' }));
    expect(await screen.findByText('No reports here.')).toBeTruthy();
    expect(seen.map((r) => r.query.get('status'))).toEqual(['open', 'dismissed']);
  });

  it('removing the message sends the decision and reloads; a refused decision says so', async () => {
    let status = 200;
    const seen = stubApi({ 'GET /api/admin/message-reports': () => ({ body: { reports: [report] } }), 'POST /api/admin/message-reports/r-1/decide': () => (status === 200 ? { body: {} } : problem.conflict()) });
    const toasts = quietToasts();
    const { user } = renderScreen(<ReportsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Remove message' }));
    await vi.waitFor(() => expect(toasts.success).toHaveBeenCalledWith('The message was removed.'));
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ decision: 'removed' });
    await vi.waitFor(() => expect(seen.filter((r) => r.method === 'GET')).toHaveLength(2));
    status = 409;
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    await vi.waitFor(() => expect(toasts.error).toHaveBeenCalledWith("That didn't work. Please try again."));
  });

  it('reports that cannot be loaded offer a retry', async () => {
    let status = 500;
    stubApi({ 'GET /api/admin/message-reports': () => (status === 500 ? problem.server() : { body: { reports: [] } }) });
    const { user } = renderScreen(<ReportsScreen />);
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load the reports.");
    status = 200;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No reports here.')).toBeTruthy();
  });
});
