import { screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { heldAnswer, problem } from '../../../testing/deferred.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { CcAnnouncements } from './cc-announcements.tsx';

const path = '/api/organisations/cc-1/announcements';
const sent = (n: number, recipients: number) => ({
  announcementId: `a-${n}`,
  audience: { yearOfStudy: n === 1 ? 'finalYear' : null, track: n === 1 ? 'Finance' : null },
  texts: [
    { lng: 'de', subject: `Karrieremesse ${n}`, body: 'Komm vorbei.' },
    { lng: 'en', subject: `Career fair ${n}`, body: 'Come along.' },
  ],
  recipients,
  sentAt: '2026-11-20T10:00:00.000Z',
  sentBy: 'Ines Staff',
});

describe('career center announcements', () => {
  it('loading, then the sent announcements with their reach; fewer than five reads "fewer than 5"', async () => {
    const held = heldAnswer({ body: { announcements: [sent(1, 3), sent(2, 1240)] } });
    stubApi({ [`GET ${path}`]: held.route });
    renderScreen(<CcAnnouncements organisationId="cc-1" />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    held.release();
    const items = await screen.findAllByTestId('announcement-item');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Karrieremesse 1')).toBeTruthy();
    expect(items[0]!.textContent).toContain('Finance');
    expect(items[0]!.textContent).toContain('Deutsch, English');
    expect(within(items[0]!).getByTestId('announcement-recipients').textContent).toBe('Students reached: fewer than 5');
    expect(within(items[1]!).getByTestId('announcement-recipients').textContent).toBe('Students reached: 1,240');
    expect(items[1]!.textContent).toContain('All students');
  });

  it('empty, and a failure with a retry', async () => {
    let fail = true;
    stubApi({ [`GET ${path}`]: () => (fail ? problem.server() : { body: { announcements: [] } }) });
    const { user } = renderScreen(<CcAnnouncements organisationId="cc-1" />);
    expect((await screen.findByTestId('announcements-error')).textContent).toContain('We could not load your announcements.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('announcements-empty')).textContent).toBe('You have not sent an announcement yet.');
  });

  it('sends one text in two languages to a track and a year, then lists it', async () => {
    let list = [] as ReturnType<typeof sent>[];
    const seen = stubApi({
      [`GET ${path}`]: () => ({ body: { announcements: list } }),
      [`POST ${path}`]: () => {
        list = [sent(1, 12)];
        return { status: 201, body: { announcement: sent(1, 12) } };
      },
    });
    const { user } = renderScreen(<CcAnnouncements organisationId="cc-1" />);
    await screen.findByTestId('announcements-empty');
    await user.selectOptions(screen.getByLabelText('Track'), 'Finance');
    await user.selectOptions(screen.getByLabelText('Year of study'), 'finalYear');
    const first = screen.getByTestId('announcement-text-0');
    await user.selectOptions(within(first).getByLabelText('Language'), 'de');
    await user.type(within(first).getByLabelText('Subject'), 'Messe');
    await user.type(within(first).getByLabelText('Message'), 'Komm.');
    await user.click(screen.getByRole('button', { name: 'Add a second language' }));
    const second = screen.getByTestId('announcement-text-1');
    // The first text's language is not offered again.
    expect(within(second).queryByRole('option', { name: 'Deutsch' })).toBeNull();
    await user.selectOptions(within(second).getByLabelText('Language'), 'en');
    await user.type(within(second).getByLabelText('Subject'), 'Fair');
    await user.type(within(second).getByLabelText('Message'), 'Come.');
    await user.click(screen.getByRole('button', { name: 'Send to students' }));
    expect(await screen.findByTestId('announcement-item')).toBeTruthy();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
      texts: [
        { lng: 'de', subject: 'Messe', body: 'Komm.' },
        { lng: 'en', subject: 'Fair', body: 'Come.' },
      ],
      audience: { track: 'Finance', yearOfStudy: 'finalYear' },
    });
    expect(screen.getByLabelText<HTMLInputElement>('Subject').value).toBe('');
  }, 20_000);

  it('says when nobody matches the audience', async () => {
    stubApi({ [`GET ${path}`]: () => ({ body: { announcements: [] } }), [`POST ${path}`]: () => ({ status: 409, body: { code: 'NO_RECIPIENTS', detail: 'No student', status: 409 } }) });
    const { user } = renderScreen(<CcAnnouncements organisationId="cc-1" />);
    await screen.findByTestId('announcements-empty');
    await user.type(screen.getByLabelText('Subject'), 'Hello');
    await user.type(screen.getByLabelText('Message'), 'Hi all');
    await user.click(screen.getByRole('button', { name: 'Send to students' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No student of your university matches this audience, or they have all unsubscribed.');
  }, 20_000);
});
