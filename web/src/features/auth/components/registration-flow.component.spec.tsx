import { screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { setAppState } from '../../../lib/app-state.ts';
import { quietToasts } from '../../../testing/quiet-toasts.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { RegistrationFlow } from './registration-flow.tsx';

const UCL = { name: 'University College London', logo: '', area: 'United Kingdom', domains: ['ucl.ac.uk'] };

async function toDetails() {
  setAppState({ Uni: UCL, email: '' });
  const view = renderScreen(<RegistrationFlow universityPicker={<p>picker</p>} />, { path: '/register' });
  await view.user.click(screen.getByTestId('registration-next'));
  await screen.findByRole('heading', { name: 'Start Onboarding' });
  return view;
}

describe('student registration screen', () => {
  it('names each wrong field, ties the message to its input, and sends nothing', async () => {
    const seen = stubApi({});
    const { user } = await toDetails();
    await user.click(screen.getByTestId('register-submit'));
    expect(screen.getByText('Please enter your email or Whatsapp number')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    const email = screen.getByLabelText('University email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe('register-email-error');

    await user.type(email, 'anna@gmail.com');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'correct horse');
    await user.click(screen.getByTestId('register-submit'));
    expect(screen.getByText('Please enter your valid university email address')).toBeTruthy();
    expect(screen.queryByText('Password is required')).toBeNull();
    expect(screen.getByLabelText('Password', { exact: true }).getAttribute('aria-invalid')).toBe('false');
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('sends the code, waits for the terms, and reports a wrong code on the code step', async () => {
    const { error: failed } = quietToasts();
    const seen = stubApi({
      'POST /api/student/otp/new': () => ({ body: { msg: 'success' } }),
      'POST /api/student/register/new': () => ({ body: { msg: 'incorrect otp' } }),
    });
    const { user } = await toDetails();
    await user.type(screen.getByLabelText('University email'), 'anna@ucl.ac.uk');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'correct horse');
    await user.click(screen.getByTestId('register-submit'));
    expect(await screen.findByRole('heading', { name: 'Check your email inbox' })).toBeTruthy();
    expect(seen.find((r) => r.path === '/api/student/otp/new')?.body).toEqual({ EmailAddress: 'anna@ucl.ac.uk', university: UCL.name, lng: 'en' });

    await user.type(screen.getByTestId('otp-input'), '1234');
    expect(screen.getByTestId<HTMLButtonElement>('otp-submit').disabled).toBe(true);
    await user.click(screen.getByTestId('terms-checkbox'));
    await user.click(screen.getByTestId('otp-submit'));
    await waitFor(() => expect(failed).toHaveBeenCalledWith('Incorrect OTP,Please try again'));
    expect(screen.getByRole('heading', { name: 'Check your email inbox' })).toBeTruthy();
  });
});
