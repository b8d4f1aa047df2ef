import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { UnlockLogin } from './unlock-login.tsx';

const unlockAnswering = (body: unknown, status = 200) => stubApi({ 'POST /api/account/login/unlock': () => ({ status, body }) });

describe('the mailed unlock link', () => {
  it("sends the link's id once, says sign-in is unlocked and links to the audience's login", async () => {
    const seen = unlockAnswering({ msg: 'success', audience: 'employer' });
    renderScreen(<UnlockLogin uniqueId="u-123" />);
    expect(await screen.findByText('Sign-in is unlocked. You can sign in with your password again.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign-in' }).getAttribute('href')).toBe('/employer/login');
    expect(seen.filter((r) => r.path === '/api/account/login/unlock').map((r) => r.body)).toEqual([{ uniqueId: 'u-123' }]);
  });

  it("names no login for an admin (their door's address is hidden)", async () => {
    unlockAnswering({ msg: 'success', audience: 'admin' });
    renderScreen(<UnlockLogin uniqueId="u-123" />);
    expect(await screen.findByText('Sign-in is unlocked. You can sign in with your password again.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says when the link was used or has expired, and when too many were tried', async () => {
    unlockAnswering({ msg: 'invalid' });
    const { unmount } = renderScreen(<UnlockLogin uniqueId="u-1" />);
    expect(await screen.findByText('This unlock link is not valid or has already been used.')).toBeTruthy();
    unmount();
    unlockAnswering({ msg: 'throttled', retryAfter: 60 }, 429);
    renderScreen(<UnlockLogin uniqueId="u-2" />);
    expect(await screen.findByText('Too many attempts. Please wait a few minutes and open the link again.')).toBeTruthy();
  });
});
