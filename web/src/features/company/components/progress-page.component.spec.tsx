import { screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { ProgressPage } from './progress-page.tsx';

const path = '/api/organisations/org-1/company/overview';
const company = {
  organisationId: 'org-1',
  name: 'Kestrel Partners',
  link: 'kestrel-partners-0123456789ab',
  status: 'active',
  statusReason: null,
  profile: { tagline: '', about: 'Short.', industry: 'Finance', size: '11-50', country: 'Germany', locations: [], website: '', logo: null, cover: null },
  profileVersion: 1,
  settings: { defaultTimezone: 'Europe/Berlin', publicPage: true },
  settingsVersion: 0,
};
const checklist = {
  items: [
    { key: 'profile', done: false, missing: ['website', 'logo', 'about'] },
    { key: 'event', done: true },
    { key: 'job', done: false },
    { key: 'challenge', done: true },
    { key: 'team', done: false },
  ],
  done: 2,
  total: 5,
};
const links = { profile: '/company/edit/org-1', event: '/create/event', job: '/create/job', challenge: '/create/challenge', team: '/dashboard/Team' };

describe('setup progress page', () => {
  it('counts the steps it shows, names what the profile still lacks and links every open step', async () => {
    stubApi({ [`GET ${path}`]: () => ({ body: { company, upcomingEvents: [], draftEvents: 0, openJobs: [], checklist } }) });
    renderScreen(<ProgressPage organisationId="org-1" nav={null} links={links} />);
    expect(await screen.findByText('2 of 5 steps done')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByTestId('checklist-profile-missing').textContent).toBe('Still missing: logo, description of 80 characters or more, website');
    expect(within(screen.getByTestId('checklist-profile')).getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe('/company/edit/org-1');
    // Challenges are live: the step is done here, and nothing says "Coming soon".
    expect(screen.getByTestId('checklist-challenge').getAttribute('data-done')).toBe('true');
    expect(screen.queryByText(/Coming soon/)).toBeNull();
    expect(within(screen.getByTestId('checklist-job')).getByRole('link', { name: 'Post a job' })).toBeTruthy();
    expect(within(screen.getByTestId('checklist-challenge')).queryByRole('link')).toBeNull();
  });

  it('offers the challenge builder while no challenge is published', async () => {
    const open = { ...checklist, items: checklist.items.map((i) => (i.key === 'challenge' ? { key: 'challenge', done: false } : i)), done: 1 };
    stubApi({ [`GET ${path}`]: () => ({ body: { company, upcomingEvents: [], draftEvents: 0, openJobs: [], checklist: open } }) });
    renderScreen(<ProgressPage organisationId="org-1" nav={null} links={links} />);
    const step = await screen.findByTestId('checklist-challenge');
    expect(within(step).getByRole('link', { name: 'Create a challenge' }).getAttribute('href')).toBe('/create/challenge');
    expect(screen.getByText('1 of 5 steps done')).toBeTruthy();
  });

  it('shows a retry when the overview cannot be loaded', async () => {
    stubApi({ [`GET ${path}`]: () => ({ status: 500, body: { title: 'boom', status: 500 } }) });
    renderScreen(<ProgressPage organisationId="org-1" nav={null} links={links} />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
