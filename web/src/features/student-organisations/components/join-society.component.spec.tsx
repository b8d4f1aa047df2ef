import { screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { problem } from '../../../testing/deferred.ts';
import { quietToasts } from '../../../testing/quiet-toasts.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { JoinSociety } from './join-society.tsx';

const path = '/api/organisations/so-1';
const membership = (admission: string, status: string, sameUniversity = true) => ({ body: { admission, status, sameUniversity } });
const renderJoin = () => renderScreen(<JoinSociety organisationId="so-1" name="Tartu Finance Society" university="University of Tartu" />);

describe('a student joining a society from its page', () => {
  it('by request: Ask to join sends the request and then says an officer will answer', async () => {
    const { success } = quietToasts();
    const seen = stubApi({ [`GET ${path}/membership`]: () => membership('request', 'none'), [`POST ${path}/join`]: () => ({ status: 201, body: { msg: 'success', status: 'requested' } }) });
    const { user } = renderJoin();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await user.click(await screen.findByRole('button', { name: 'Ask to join' }));
    expect((await screen.findByTestId('join-society-requested')).textContent).toBe('You asked to join. An owner or admin will answer.');
    expect(success).toHaveBeenCalledWith('Your request to join Tartu Finance Society was sent.');
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({});
  });

  it('by university: Join makes the student a member at once', async () => {
    const { success } = quietToasts();
    stubApi({ [`GET ${path}/membership`]: () => membership('university', 'none'), [`POST ${path}/join`]: () => ({ status: 201, body: { msg: 'success', status: 'member' } }) });
    const { user } = renderJoin();
    expect(await screen.findByText("Students of this society's university join at once.")).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect((await screen.findByTestId('join-society-member')).textContent).toBe('You are a member of this society.');
    expect(success).toHaveBeenCalledWith('You joined Tartu Finance Society.');
  });

  it('a student of another university is told who may join, with no button; a refused join says why and reloads', async () => {
    const { error } = quietToasts();
    stubApi({ [`GET ${path}/membership`]: () => membership('university', 'none', false) });
    const { unmount } = renderJoin();
    expect((await screen.findByTestId('join-society-other')).textContent).toBe('Only students of University of Tartu can join this society.');
    expect(screen.queryByRole('button')).toBeNull();
    unmount();

    let loads = 0;
    stubApi({
      [`GET ${path}/membership`]: () => (++loads === 1 ? membership('request', 'none') : membership('request', 'none', false)),
      [`POST ${path}/join`]: () => ({ status: 403, body: { title: 'Forbidden', status: 403, code: 'OTHER_UNIVERSITY', detail: 'x' } }),
    });
    const { user } = renderJoin();
    await user.click(await screen.findByRole('button', { name: 'Ask to join' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Only students of University of Tartu can join this society.'));
    expect(await screen.findByTestId('join-society-other')).toBeTruthy();
  });

  it('a member is told so; a failed load offers a retry', async () => {
    let fail = true;
    stubApi({ [`GET ${path}/membership`]: () => (fail ? problem.server() : membership('request', 'member')) });
    const { user } = renderJoin();
    expect((await screen.findByTestId('join-society-error')).textContent).toContain('We could not load whether you can join.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('join-society-member')).toBeTruthy();
  });
});
