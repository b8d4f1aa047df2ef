import { screen, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { heldAnswer, problem } from '../../../testing/deferred.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { TakedownScreen } from './takedown-screen.tsx';

const row = { contentId: 'e-1', kind: 'event', title: 'Spring Insight Day', adminId: 'a-1', reason: 'Fake recruiter', at: '2026-11-29T10:00:00.000Z' };

describe('the admin’s takedowns', () => {
  it('loading, then the latest takedowns with what, which and why; none says so', async () => {
    const held = heldAnswer({ body: { takedowns: [row] } });
    stubApi({ 'GET /api/admin/takedowns': held.route });
    renderScreen(<TakedownScreen />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    held.release();
    const item = await screen.findByTestId('admin-takedown');
    expect(item.textContent).toContain('Event');
    expect(item.textContent).toContain('e-1');
    expect(within(item).getByText('Spring Insight Day')).toBeTruthy();
    expect(within(item).getByText('Reason: Fake recruiter')).toBeTruthy();

    stubApi({ 'GET /api/admin/takedowns': () => ({ body: { takedowns: [] } }) });
    renderScreen(<TakedownScreen />);
    expect(await screen.findByText('Nothing has been taken down yet.')).toBeTruthy();
  });

  it('needs a link and a reason of at most 500 characters before it asks; then sends kind, link and reason and lists it', { timeout: 15_000 }, async () => {
    let list: unknown[] = [];
    const seen = stubApi({
      'GET /api/admin/takedowns': () => ({ body: { takedowns: list } }),
      'POST /api/admin/takedowns': () => {
        list = [{ ...row, kind: 'job', contentId: 'j-1', title: 'Analyst', reason: 'Misleading pay' }];
        return { body: { msg: 'success', contentId: 'j-1', title: 'Analyst' } };
      },
    });
    const { user } = renderScreen(<TakedownScreen />);
    await screen.findByText('Nothing has been taken down yet.');
    await user.click(screen.getByRole('button', { name: 'Take down' }));
    expect(screen.getByText('Please paste the address, link or id')).toBeTruthy();
    expect(screen.getByText('Please give a reason')).toBeTruthy();
    expect(screen.getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByLabelText('Reason'));
    await user.paste('x'.repeat(501));
    await user.click(screen.getByRole('button', { name: 'Take down' }));
    expect(screen.getByText('At most 500 characters')).toBeTruthy();
    expect(seen.some((r) => r.method === 'POST')).toBe(false);

    await user.selectOptions(screen.getByLabelText('What'), 'Job');
    await user.click(screen.getByLabelText('Page address, link or id'));
    await user.paste('  https://fast-track.example/job/j-1  ');
    await user.clear(screen.getByLabelText('Reason'));
    await user.paste(' Misleading pay ');
    await user.click(screen.getByRole('button', { name: 'Take down' }));
    expect(await screen.findByText('Taken down. The owner has been told.')).toBeTruthy();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ kind: 'job', ref: 'https://fast-track.example/job/j-1', reason: 'Misleading pay' });
    expect((await screen.findByTestId('admin-takedown')).textContent).toContain('Analyst');
    expect(screen.getByLabelText<HTMLInputElement>('Page address, link or id').value).toBe('');
  });

  it('says in words when nothing has that link, when it is down already, and when saving failed', async () => {
    let answer = problem.notFound();
    stubApi({ 'GET /api/admin/takedowns': () => ({ body: { takedowns: [] } }), 'POST /api/admin/takedowns': () => answer });
    const { user } = renderScreen(<TakedownScreen />);
    await user.click(screen.getByLabelText('Page address, link or id'));
    await user.paste('no-such-event');
    await user.click(screen.getByLabelText('Reason'));
    await user.paste('Spam');
    const submit = screen.getByRole('button', { name: 'Take down' });
    await user.click(submit);
    expect((await screen.findByTestId('takedown-error')).textContent).toBe('Nothing of this kind has this address, link or id.');
    answer = { status: 409, body: { status: 409, code: 'TAKEN_DOWN', detail: 'down' } };
    await user.click(submit);
    await vi.waitFor(() => expect(screen.getByTestId('takedown-error').textContent).toBe('This content has already been taken down.'));
    answer = problem.server();
    await user.click(submit);
    await vi.waitFor(() => expect(screen.getByTestId('takedown-error').textContent).toBe('The takedown could not be saved. Please try again.'));
  });

  it('a failed list offers a retry', async () => {
    let fail = true;
    stubApi({ 'GET /api/admin/takedowns': () => (fail ? problem.server() : { body: { takedowns: [row] } }) });
    const { user } = renderScreen(<TakedownScreen />);
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load the latest takedowns.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('admin-takedown')).toBeTruthy();
  });
});
