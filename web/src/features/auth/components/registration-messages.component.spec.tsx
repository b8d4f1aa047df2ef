import { act, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAppState } from '../../../lib/app-state.ts';
import { quietToasts } from '../../../testing/quiet-toasts.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { RegistrationFlow } from './registration-flow.tsx';

// Every message of the credentials and code steps (spec §5, §8), against a stand-in server answering as
// services/api/src/accounts answers: the journey through the real server is e2e/identity-registration.e2e.spec.ts.
const UCL = { name: 'University College London, University of London', logo: '', area: 'United Kingdom', domains: ['ucl.ac.uk'] };
const PASSWORD = 'correct horse battery';

async function toCredentials(user = userEvent.setup({ delay: null })) {
  setAppState({ Uni: UCL, email: '' });
  renderScreen(<RegistrationFlow universityPicker={<p>picker</p>} />, { path: '/register' });
  await user.click(screen.getByTestId('registration-next'));
  await screen.findByRole('heading', { name: 'Start Onboarding' });
  return user;
}

async function fill(user: ReturnType<typeof userEvent.setup>, label: string, value: string, exact = true) {
  const input = screen.getByLabelText(label, { exact });
  await user.clear(input);
  // Pasted, not typed key by key: the checks are on the submitted values, and typing costs seconds under load.
  if (value) await user.paste(value);
}

afterEach(() => {
  vi.useRealTimers();
  setAppState({ Uni: null, email: '' });
});

// Typing a dozen values through user-event takes seconds on a loaded 2-core machine; the default 5 s is for one screen.
describe('student registration messages', { timeout: 30_000 }, () => {
  it('shows every validation message of the e-mail and password fields', async () => {
    const seen = stubApi({});
    const user = await toCredentials();
    const submit = () => user.click(screen.getByTestId('register-submit'));

    await submit();
    expect(screen.getByText('Please enter your email or Whatsapp number')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();

    await fill(user, 'University email', 'anna');
    await fill(user, 'Password', 'short');
    await submit();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();

    await fill(user, 'University email', 'anna@gmail.com');
    await fill(user, 'Password', PASSWORD);
    await submit();
    expect(screen.getByText('Please enter your valid university email address')).toBeTruthy();
    expect(screen.queryByText('Password must be at least 8 characters')).toBeNull();

    // a real university, but not the chosen one
    await fill(user, 'University email', 'anna@kcl.ac.uk');
    await submit();
    expect(screen.getByText('Please enter your valid university email address')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Start Onboarding' })).toBeTruthy();
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('the password field hides what is typed until its eye is pressed', async () => {
    stubApi({});
    const user = await toCredentials();
    const password = screen.getByLabelText<HTMLInputElement>('Password', { exact: true });
    await user.type(password, PASSWORD);
    expect(password.type).toBe('password');
    await user.click(screen.getByTestId('password-toggle'));
    expect(password.type).toBe('text');
    expect(password.value).toBe(PASSWORD);
  });

  it('a wrong code says Incorrect OTP, a short one Invalid OTP; an address already registered gets the warning', async () => {
    const toasts = quietToasts();
    const taken = 'carla@ucl.ac.uk';
    stubApi({
      'POST /api/student/otp/new': ({ body }) => ({ body: { msg: (body as { EmailAddress: string }).EmailAddress === taken ? 'registered' : 'success' } }),
      'POST /api/student/register/new': ({ body }) => ({ body: { msg: /^\d{4}$/.test((body as { otpform: string }).otpform) ? 'incorrect otp' : 'invalid otp' } }),
    });
    const user = await toCredentials();
    await fill(user, 'University email', 'boris@ucl.ac.uk');
    await fill(user, 'Password', PASSWORD);
    await user.click(screen.getByTestId('register-submit'));
    await screen.findByRole('heading', { name: 'Check your email inbox' });
    expect(toasts.success).toHaveBeenCalledWith('Otp sent to your email');

    await user.click(screen.getByTestId('terms-checkbox'));
    await user.type(screen.getByTestId('otp-input'), '0000');
    await user.click(screen.getByTestId('otp-submit'));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Incorrect OTP,Please try again'));
    // One box per digit: empty them from the last, then type two digits.
    await user.click(screen.getByTestId('otp-input'));
    await user.keyboard('{End}{Backspace}{Backspace}{Backspace}{Backspace}12');
    await user.click(screen.getByTestId('otp-submit'));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Invalid OTP,Please try again'));

    await user.click(screen.getByRole('button', { name: 'Use another e-mail address' }));
    await fill(user, 'University email', taken);
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(toasts.warning).toHaveBeenCalledWith('Account already Registered'));
    expect(screen.getByRole('heading', { name: 'Start Onboarding' })).toBeTruthy();
  });

  it("'Resend code' counts down from the server's window, enables itself at 0, and says so twice, not every second", async () => {
    const toasts = quietToasts();
    // Only the clock and the ticking interval are fake: Preact's own timers and findBy… keep running.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    stubApi({
      'POST /api/student/otp/new': () => ({ body: { msg: 'success' } }),
      // The server's minute has not passed: it refuses with its Retry-After.
      'POST /api/student/otp': () => ({ status: 429, headers: { 'retry-after': '42' }, body: { msg: 'throttled', retryAfter: 42 } }),
    });
    const user = await toCredentials(userEvent.setup({ delay: null, advanceTimers: (ms) => vi.advanceTimersByTime(ms) }));
    await fill(user, 'University email', 'dora@ucl.ac.uk');
    await fill(user, 'Password', PASSWORD);
    await user.click(screen.getByTestId('register-submit'));
    await screen.findByRole('heading', { name: 'Check your email inbox' });
    const resend = screen.getByTestId<HTMLButtonElement>('resend-code');
    const status = screen.getByTestId('resend-code-status');
    expect(resend.disabled).toBe(true);
    expect(resend.textContent).toBe('Resend code (60 sec)');
    await waitFor(() => expect(status.textContent).toBe('You can ask for a new code in 60 seconds.'));
    expect(status.getAttribute('aria-live')).toBe('polite');

    // act: the ticks' renders and their effects (the live region's) are done before anything is read.
    await act(() => void vi.advanceTimersByTime(30_000));
    await waitFor(() => expect(resend.textContent).toBe('Resend code (30 sec)'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(resend.disabled).toBe(true);
    // The ticking is on the button; the live region still holds what it said when the wait began.
    expect(status.textContent).toBe('You can ask for a new code in 60 seconds.');

    await act(() => void vi.advanceTimersByTime(30_000));
    await waitFor(() => expect(resend.disabled).toBe(false));
    expect(resend.textContent).toBe('Resend code');
    await waitFor(() => expect(status.textContent).toBe('You can ask for a new code now.'));

    await user.click(resend);
    await waitFor(() => expect(toasts.warning.mock.calls.concat(toasts.error.mock.calls).map(([text]) => text)).toContain('Please wait 42 seconds before asking for a new code.'));
    await waitFor(() => expect(resend.disabled).toBe(true));
    expect(resend.getAttribute('data-wait')).toBe('42');
    await waitFor(() => expect(status.textContent).toBe('You can ask for a new code in 42 seconds.'));
    expect(screen.getByRole('heading', { name: 'Check your email inbox' })).toBeTruthy();
  });
});
