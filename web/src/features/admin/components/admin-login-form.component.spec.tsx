import { screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, getSession } from '../../../lib/session.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { AdminLoginForm } from './admin-login-form.tsx';

afterEach(() => endSession());

async function fill(user: ReturnType<typeof renderScreen>['user'], totp: string) {
  await user.type(screen.getByLabelText('Email'), ' ada@fast-track.example ');
  await user.type(screen.getByLabelText('Password'), 'correct horse battery');
  await user.type(screen.getByLabelText('6-digit authenticator code'), totp);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the admin sign-in', () => {
  it('names every missing field, takes digits only for the code, and focuses the first problem', async () => {
    const seen = stubApi({});
    const { user } = renderScreen(<AdminLoginForm />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please enter your email address')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    expect(screen.getByText('Please enter the 6-digit code from your authenticator app')).toBeTruthy();
    expect(document.activeElement?.id).toBe('admin-email');
    await user.type(screen.getByLabelText('6-digit authenticator code'), '12a3-45678');
    expect((screen.getByLabelText<HTMLInputElement>('6-digit authenticator code')).value).toBe('123456');
    expect(seen).toHaveLength(0);
  });

  it('wrong details say so without telling which, and empty the code for the next try', async () => {
    stubApi({ 'POST /api/admin/login': () => ({ status: 401, body: { msg: 'invalid' } }) });
    const { user } = renderScreen(<AdminLoginForm />);
    await fill(user, '123456');
    expect(await screen.findByText('These details are not correct.')).toBeTruthy();
    expect((screen.getByLabelText<HTMLInputElement>('6-digit authenticator code')).value).toBe('');
  });

  it('too many attempts name the wait', async () => {
    stubApi({ 'POST /api/admin/login': () => ({ status: 429, body: { msg: 'throttled', retryAfter: 600 } }) });
    const { user } = renderScreen(<AdminLoginForm />);
    await fill(user, '123456');
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Too many attempts\. Please try again in 10 min \(at .+\)\.$/);
  });

  it('the right details start an admin session, with the address trimmed', async () => {
    const seen = stubApi({ 'POST /api/admin/login': () => ({ body: { msg: 'success', token: 'admin-token' } }) });
    const { user } = renderScreen(<AdminLoginForm />);
    await fill(user, '654321');
    await vi.waitFor(() => expect(getSession()).toMatchObject({ kind: 'admin', token: 'admin-token' }));
    expect(seen[0]?.body).toEqual({ email: 'ada@fast-track.example', password: 'correct horse battery', totp: '654321' });
  });
});
