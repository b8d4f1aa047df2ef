import { screen, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { ReminderSettingsSection } from './reminder-settings-section.tsx';

const path = '/api/student/reminder-settings';
const eventsLabel = 'Remind me by e-mail the day before an event I attend';

describe('reminder settings', () => {
  it('says it is loading, then shows both settings as saved', async () => {
    stubApi({ [`GET ${path}`]: () => ({ body: { eventReminders: true, deadlineReminders: false } }) });
    renderScreen(<ReminderSettingsSection />);
    expect(screen.getByText('Loading your reminder settings…')).toBeTruthy();
    expect((await screen.findByLabelText<HTMLInputElement>(eventsLabel)).checked).toBe(true);
    expect(screen.getByTestId<HTMLInputElement>('reminder-settings-deadlines').checked).toBe(false);
  });

  it('a failed load says so', async () => {
    stubApi({ [`GET ${path}`]: () => 'network-error' });
    renderScreen(<ReminderSettingsSection />);
    expect((await screen.findByRole('alert')).textContent).toBe('Your reminder settings could not be loaded. Please reload the page.');
  });

  it('turning one off sends only that change and keeps what the server answered', async () => {
    const saved = vi.spyOn(toast, 'success');
    const seen = stubApi({
      [`GET ${path}`]: () => ({ body: { eventReminders: true, deadlineReminders: true } }),
      [`PUT ${path}`]: () => ({ body: { eventReminders: false, deadlineReminders: true } }),
    });
    const { user } = renderScreen(<ReminderSettingsSection />);
    await user.click(await screen.findByLabelText(eventsLabel));
    await waitFor(() => expect(saved).toHaveBeenCalledWith('Reminder settings saved.'));
    expect(seen.find((r) => r.method === 'PUT')?.body).toEqual({ eventReminders: false });
    expect(screen.getByLabelText<HTMLInputElement>(eventsLabel).checked).toBe(false);
  });

  it('a refused save puts the saved state back and says so', async () => {
    const failed = vi.spyOn(toast, 'error');
    stubApi({
      [`GET ${path}`]: () => ({ body: { eventReminders: true, deadlineReminders: true } }),
      [`PUT ${path}`]: () => ({ status: 500, body: { title: 'boom', status: 500 } }),
    });
    const { user } = renderScreen(<ReminderSettingsSection />);
    await user.click(await screen.findByLabelText(eventsLabel));
    await waitFor(() => expect(failed).toHaveBeenCalledWith('Your reminder settings could not be saved. Please try again.'));
    expect(screen.getByLabelText<HTMLInputElement>(eventsLabel).checked).toBe(true);
  });
});
