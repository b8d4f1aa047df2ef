import { screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { quietToasts } from '../../../testing/quiet-toasts.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { EmployerRegistration } from './employer-registration.tsx';
import { dropRegistrationActor } from './registration-actor.ts';

afterEach(() => dropRegistrationActor());

async function submitDetails(user: ReturnType<typeof renderScreen>['user'], email: string) {
  await user.type(screen.getByLabelText('First name'), 'Eva');
  await user.type(screen.getByLabelText('Last name'), 'Nowak');
  await user.type(screen.getByLabelText('Work e-mail'), email);
  await user.type(screen.getByLabelText('Password', { exact: true }), 'correct horse');
  await user.click(screen.getByTestId('employer-register-submit'));
}

describe('employer registration screen', () => {
  it('refuses a free-mail address at once', async () => {
    const seen = stubApi({});
    const { user } = renderScreen(<EmployerRegistration route="details" />, { path: '/employer/register' });
    await submitDetails(user, 'eva@gmail.com');
    expect(screen.getByText('Please enter your work email address')).toBeTruthy();
    expect(screen.getByLabelText('Work e-mail').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('false');
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('moves to the code, refuses an incomplete one with a toast, and warns of a registered address', async () => {
    const { error: failed, warning: warned } = quietToasts();
    const seen = stubApi({
      'POST /api/employer/otp/new': () => ({ body: { msg: 'success' } }),
      'POST /api/employer/register': () => ({ body: { msg: 'registered' } }),
    });
    const { user } = renderScreen(<EmployerRegistration route="details" />, { path: '/employer/register' });
    await submitDetails(user, 'eva.nowak@acme.com');
    expect(await screen.findByRole('heading', { name: 'Check your email inbox' })).toBeTruthy();
    expect(seen.find((r) => r.path === '/api/employer/otp/new')?.body).toEqual({ EmailAddress: 'eva.nowak@acme.com', lng: 'en' });

    await user.type(screen.getByTestId('otp-input'), '12');
    await user.click(screen.getByTestId('otp-submit'));
    await waitFor(() => expect(failed).toHaveBeenCalledWith('Invalid code, please try again'));
    expect(seen.filter((r) => r.path === '/api/employer/register')).toHaveLength(0);

    await user.type(screen.getByTestId('otp-input-3'), '34');
    await user.click(screen.getByTestId('otp-submit'));
    await waitFor(() => expect(warned).toHaveBeenCalled());
    expect(await screen.findByLabelText('Work e-mail')).toBeTruthy();
  });
});
