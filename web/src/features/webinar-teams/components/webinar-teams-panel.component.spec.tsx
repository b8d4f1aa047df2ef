import { screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import type { Webinar } from '../api/webinar-teams.ts';
import { WebinarTeamsPanel } from './webinar-teams-panel.tsx';

const base = '/api/organisations/cc-1/webinars';
const webinar = (n: number): Webinar => ({
  eventId: `e-${n}`,
  link: `webinar-${n}`,
  title: `Webinar ${n}`,
  host: 'Northbridge Capital',
  img: '/images/events/cover-1.svg',
  startsAt: new Date(Date.now() + n * 86_400_000).toISOString(),
  endsAt: new Date(Date.now() + n * 86_400_000 + 3_600_000).toISOString(),
});
const overview = (registrations: { registrationId: string; eventId: string; name: string; email: string }[] = [], count = 1) => ({
  body: { webinars: Array.from({ length: count }, (_, i) => webinar(i + 1)), registrations: registrations.map((r) => ({ ...r, registeredAt: '2026-11-20T10:00:00.000Z' })), limitPerWebinar: 2 },
});

describe('the career center’s webinar registrations', () => {
  it('lists the next three webinars (the rest on request) and says when there are none', async () => {
    stubApi({ [`GET ${base}`]: () => overview([], 5) });
    const { user, unmount } = renderScreen(<WebinarTeamsPanel organisationId="cc-1" />);
    expect(await screen.findAllByTestId('webinar-team-item')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Show all webinars (5)' }));
    expect(screen.getAllByTestId('webinar-team-item')).toHaveLength(5);
    unmount();
    stubApi({ [`GET ${base}`]: () => ({ body: { webinars: [], registrations: [], limitPerWebinar: 2 } }) });
    renderScreen(<WebinarTeamsPanel organisationId="cc-1" />);
    expect(await screen.findByTestId('webinar-teams-empty')).toBeTruthy();
  });

  it('registers a team member and names a refusal in words', async () => {
    let registrations: { registrationId: string; eventId: string; name: string; email: string }[] = [];
    let answer: 'ok' | 'taken' = 'taken';
    const seen = stubApi({
      [`GET ${base}`]: () => overview(registrations),
      [`POST ${base}/e-1/registrations`]: (r) => {
        if (answer === 'taken') return { status: 409, body: { title: 'Conflict', status: 409, code: 'ALREADY_REGISTERED' } };
        const { name, email } = r.body as { name: string; email: string };
        registrations = [...registrations, { registrationId: `r-${registrations.length}`, eventId: 'e-1', name, email }];
        return { status: 201, body: {} };
      },
    });
    const { user } = renderScreen(<WebinarTeamsPanel organisationId="cc-1" />);
    const form = await screen.findByRole('form', { name: 'Register a team member for Webinar 1' });
    await user.type(within(form).getByLabelText('Name'), 'Carla Boyd');
    await user.type(within(form).getByLabelText('Work e-mail'), 'carla@ucl.ac.uk');
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('This address is already registered for this webinar.')).toBeTruthy();
    answer = 'ok';
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Carla Boyd')).toBeTruthy();
    expect(seen.filter((r) => r.method === 'POST').at(-1)?.body).toEqual({ name: 'Carla Boyd', email: 'carla@ucl.ac.uk' });
    expect(screen.getByText('Registered from your team (1/2)')).toBeTruthy();
  });

  it('a full webinar shows its places taken instead of the form', async () => {
    stubApi({
      [`GET ${base}`]: () =>
        overview([
          { registrationId: 'r-1', eventId: 'e-1', name: 'Carla Boyd', email: 'carla@ucl.ac.uk' },
          { registrationId: 'r-2', eventId: 'e-1', name: 'Dora Nagy', email: 'dora@ucl.ac.uk' },
        ]),
    });
    renderScreen(<WebinarTeamsPanel organisationId="cc-1" />);
    expect(await screen.findByText('Your team has all 2 places for this webinar.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel the registration of Dora Nagy' })).toBeTruthy();
  });

  it('webinars that cannot be loaded offer a retry', async () => {
    let fail = true;
    stubApi({ [`GET ${base}`]: () => (fail ? { status: 500, body: { title: 'Server error', status: 500 } } : overview()) });
    const { user } = renderScreen(<WebinarTeamsPanel organisationId="cc-1" />);
    expect(await screen.findByText('The webinars could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('webinar-team-item')).toBeTruthy();
  });
});
