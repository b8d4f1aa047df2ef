import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { AnnouncementSettingsSection } from './announcement-settings-section.tsx';
import { AnnouncementUnsubscribe } from './announcement-unsubscribe.tsx';

const token = `00000000-0000-4000-8000-000000000abc.${'a'.repeat(43)}`;

describe('unsubscribing from announcements', () => {
  it('opening the link asks first; the button unsubscribes and points to the settings', async () => {
    const seen = stubApi({ 'POST /api/announcements/unsubscribe': () => ({ body: { msg: 'success', subscribed: false } }) });
    const { user } = renderScreen(<AnnouncementUnsubscribe token={token} />);
    expect(seen).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Stop these mails' }));
    expect((await screen.findByTestId('announcement-unsubscribe-done')).textContent).toContain('you will get no more announcement mails');
    expect(screen.getByRole('link', { name: 'Open settings' }).getAttribute('href')).toBe('/student/settings');
    expect(seen[0]?.body).toEqual({ token });
  });

  it('a link that cannot be used says so', async () => {
    stubApi({ 'POST /api/announcements/unsubscribe': () => ({ status: 404, body: { code: 'UNSUBSCRIBE_LINK_INVALID', detail: 'x', status: 404 } }) });
    const { user } = renderScreen(<AnnouncementUnsubscribe token="broken" />);
    await user.click(screen.getByRole('button', { name: 'Stop these mails' }));
    expect((await screen.findByTestId('announcement-unsubscribe-invalid')).textContent).toContain('This link cannot be used.');
  });

  it('the student turns the mails back on in settings', async () => {
    let subscribed = false;
    const seen = stubApi({
      'GET /api/student/announcements': () => ({ body: { subscribed } }),
      'POST /api/student/announcements': (r) => {
        subscribed = (r.body as { subscribed: boolean }).subscribed;
        return { body: { subscribed } };
      },
    });
    const { user } = renderScreen(<AnnouncementSettingsSection />);
    const box = await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Mail me my career center’s announcements' });
    expect(box.checked).toBe(false);
    await user.click(box);
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ subscribed: true });
    expect((await screen.findByRole<HTMLInputElement>('checkbox')).checked).toBe(true);
  });
});
