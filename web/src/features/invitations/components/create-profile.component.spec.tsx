import { screen } from '@testing-library/preact';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession, getSession } from '../../../lib/session.ts';
import { problem } from '../../../testing/deferred.ts';
import { renderScreen, stubApi, type Answer } from '../../../testing/render.tsx';
import { CreateProfile } from './create-profile.tsx';

const link = { organisationId: 'org-1', dsa: 'd'.repeat(24), invitationId: 'inv-1' };
const invitationPath = `GET /api/invitations/org-1/${'d'.repeat(24)}/inv-1`;
const invitation = { organisation: { name: 'Northbridge Capital', kind: 'company' }, role: 'member', email: 'a***@northbridge.example', uniqueId: 'acc-9', accountExists: false, mustRegisterFirst: false };

function renderProfile(routes: Record<string, () => Answer | 'network-error'>) {
  const seen = stubApi({ [invitationPath]: () => ({ body: invitation }), ...routes });
  const view = renderScreen(
    <Routes>
      <Route path="/create/profile" element={<CreateProfile link={link} />} />
      <Route path="*" element={<p>Signed in</p>} />
    </Routes>,
    { path: '/create/profile' },
  );
  return { ...view, seen };
}

afterEach(() => endSession());

describe('creating the invited profile', () => {
  it('names empty, too long and unprintable names and a short password, and sends nothing', async () => {
    const { user, seen } = renderProfile({});
    await user.click(await screen.findByRole('button', { name: 'Create account and join' }));
    expect(screen.getAllByText('Please enter your name')).toHaveLength(2);
    expect(screen.getByText('Password is required')).toBeTruthy();
    await user.type(screen.getByLabelText('First name'), 'x'.repeat(61));
    await user.type(screen.getByLabelText('Last name'), 'Ola\u202Eevil');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(screen.getByText('At most 60 characters')).toBeTruthy();
    expect(screen.getByText('Please use letters, spaces and punctuation only.')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('creates the account, signs it in as the organisation’s kind and leaves the page', async () => {
    const { user, seen } = renderProfile({ 'POST /api/invitations/accept': () => ({ body: { msg: 'success', token: 'tok', uniqueId: 'acc-9', kind: 'employer' } }) });
    await user.type(await screen.findByLabelText('First name'), ' Ana ');
    await user.type(screen.getByLabelText('Last name'), 'Silva');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(await screen.findByText('Signed in')).toBeTruthy();
    expect(getSession()).toMatchObject({ kind: 'employer' });
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ ...link, firstName: 'Ana', LastName: 'Silva', password: 'correct horse battery' });
  });

  it('an invitation used up meanwhile says so; one that cannot be loaded offers a retry', async () => {
    const used = renderProfile({ 'POST /api/invitations/accept': () => ({ status: 410, body: { title: 'Gone', status: 410 } }) });
    await used.user.type(await screen.findByLabelText('First name'), 'Ana');
    await used.user.type(screen.getByLabelText('Last name'), 'Silva');
    await used.user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await used.user.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect((await screen.findByTestId('profile-failed')).textContent).toBe('The link is not valid, has expired or was already used. Ask for a new invitation.');
    used.unmount();
    let fail = true;
    const broken = renderProfile({ [invitationPath]: () => (fail ? 'network-error' : { body: invitation }) });
    expect(await screen.findByText('The invitation could not be loaded. Please try again.')).toBeTruthy();
    fail = false;
    await broken.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('First name')).toBeTruthy();
  });

  it('a malformed link (400 on its parts) says in words that the invitation cannot be used, with no form', async () => {
    renderProfile({ [invitationPath]: () => problem.badRequest() });
    expect(await screen.findByRole('heading', { name: 'This invitation cannot be used' })).toBeTruthy();
    expect(screen.getByText('The link is not valid, has expired or was already used. Ask for a new invitation.')).toBeTruthy();
    expect(screen.queryByLabelText('First name')).toBeNull();
  });
});
