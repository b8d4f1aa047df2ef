import { screen } from '@testing-library/preact';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../../lib/session.ts';
import { heldAnswer, problem } from '../../../testing/deferred.ts';
import { quietToasts } from '../../../testing/quiet-toasts.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { InvitationLanding } from './invitation-landing.tsx';

const dsa = 'd'.repeat(24);
const link = { organisationId: 'org-1', dsa, invitationId: 'inv-1' };
const invitationPath = `GET /api/invitations/org-1/${dsa}/inv-1`;
const invitation = { organisation: { name: 'Northbridge Capital', kind: 'company' }, role: 'member', email: 'a***@northbridge.example', invitedBy: 'Ada Berg', uniqueId: 'acc-9', accountExists: false, mustRegisterFirst: false };

function renderLanding() {
  return renderScreen(
    <Routes>
      <Route path="/registration/invite" element={<InvitationLanding link={link} />} />
      <Route path="/dashboard" element={<h1>Employer dashboard</h1>} />
    </Routes>,
    { path: '/registration/invite' },
  );
}

afterEach(() => endSession());

describe('an invitation’s landing page', () => {
  it('loading, then who invites whom as what; someone new continues to create a profile', async () => {
    const held = heldAnswer({ body: invitation });
    stubApi({ [invitationPath]: held.route });
    renderLanding();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    held.release();
    expect(await screen.findByRole('heading', { name: 'Join Northbridge Capital' })).toBeTruthy();
    expect(screen.getByTestId('invitation-summary').textContent).toBe('Ada Berg invited you to join Northbridge Capital on Fast-Track as member.');
    expect(screen.getByText('This invitation is for a***@northbridge.example.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(`/create/profile/acc-9/${dsa}/org-1/inv-1`);
  });

  it('an existing account that is not signed in is sent to its sign-in', async () => {
    stubApi({ [invitationPath]: () => ({ body: { ...invitation, accountExists: true } }) });
    renderLanding();
    expect(await screen.findByText('You already have an account with this address. Log in to accept the invitation.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in to accept' }).getAttribute('href')).toBe('/employer/login');
  });

  it('signed in as the invited kind: Join sends the link and opens the organisation; the wrong account is told', async () => {
    startSession({ kind: 'employer', token: 'tok', uniqueId: 'acc-9' });
    let status = 409;
    const seen = stubApi({ [invitationPath]: () => ({ body: { ...invitation, accountExists: true } }), 'POST /api/invitations/accept': () => (status === 409 ? problem.conflict() : { body: { msg: 'success' } }) });
    const toasts = quietToasts();
    const { user } = renderLanding();
    await user.click(await screen.findByRole('button', { name: 'Join Northbridge Capital' }));
    await vi.waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Log in with the invited address (a***@northbridge.example) to accept.'));
    status = 200;
    await user.click(screen.getByRole('button', { name: 'Join Northbridge Capital' }));
    expect(await screen.findByRole('heading', { name: 'Employer dashboard' })).toBeTruthy();
    expect(toasts.success).toHaveBeenCalledWith('You joined Northbridge Capital.');
    expect(seen.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([link, link]);
  });

  it('a used link says it cannot be used; a failed load offers a retry', async () => {
    let answer = 410;
    stubApi({ [invitationPath]: () => (answer === 410 ? { status: 410, body: { title: 'Gone', status: 410 } } : answer === 400 ? problem.badRequest() : answer === 500 ? problem.server() : { body: invitation }) });
    const { unmount } = renderLanding();
    expect(await screen.findByRole('heading', { name: 'This invitation cannot be used' })).toBeTruthy();
    unmount();
    // A malformed link (the server refuses its parts with 400) says the same in words, with no retry.
    answer = 400;
    const malformed = renderLanding();
    expect(await screen.findByRole('heading', { name: 'This invitation cannot be used' })).toBeTruthy();
    expect(screen.getByText('The link is not valid, has expired or was already used. Ask for a new invitation.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    malformed.unmount();
    answer = 500;
    const { user } = renderLanding();
    expect((await screen.findByRole('alert')).textContent).toBe('The invitation could not be loaded. Please try again.');
    answer = 200;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Join Northbridge Capital' })).toBeTruthy();
  });
});
