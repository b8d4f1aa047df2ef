import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { heldAnswer, problem } from '../../../testing/deferred.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { PublicCompanyPage } from './public-company-page.tsx';

const company = { organisationId: 'org-1', name: 'Northbridge Capital', link: 'northbridge', tagline: 'Deals that matter', about: '', industry: 'Banking', size: '', country: 'United Kingdom', locations: [], website: '', logo: null, cover: null };
const job = { uniqueId: 'job-1', title: 'Graduate Analyst', type: 'graduate', track: 'Finance', locations: ['London'], remote: false, deadline: '2099-01-01T00:00:00.000Z' };

function renderPage() {
  return renderScreen(<PublicCompanyPage link="northbridge" eventHref={(l) => `/event/${l}`} jobHref={(id) => `/jobs/${id}`} eventsHref="/events" />);
}

describe('a company’s public page', () => {
  it('loading, then the company with its jobs and the empty sections said', async () => {
    const held = heldAnswer({ body: { company, events: [], jobs: [job] } });
    const seen = stubApi({ 'GET /api/company/northbridge': held.route });
    renderPage();
    expect(screen.getByTestId('company-loading').getAttribute('aria-busy')).toBe('true');
    held.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Northbridge Capital' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Graduate Analyst/ }).getAttribute('href')).toBe('/jobs/job-1');
    expect(screen.getByText('No upcoming events at the moment.')).toBeTruthy();
    expect(screen.getByText('This company has not written about itself yet.')).toBeTruthy();
    expect(seen.map((r) => r.path)).toEqual(['/api/company/northbridge']);
  });

  it('a company that is not public is not found, with a way to the events', async () => {
    stubApi({ 'GET /api/company/northbridge': () => problem.notFound() });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Company not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See upcoming events' }).getAttribute('href')).toBe('/events');
  });

  it('a failed load offers a retry', async () => {
    let status = 500;
    stubApi({ 'GET /api/company/northbridge': () => (status === 500 ? problem.server() : { body: { company, events: [], jobs: [] } }) });
    const { user } = renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('This could not be loaded. Please check your connection.');
    status = 200;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Northbridge Capital' })).toBeTruthy();
  });

  it('an event its host wrote in English too is listed in English; one only in German says so', async () => {
    const event = { uniqueId: 'ev-1', link: 'herbst', type: 'Live Stream', img: '', startTime: '2099-01-01T10:00:00.000Z', endTime: '2099-01-01T11:00:00.000Z', timezone: 'Europe/Berlin', approval: false };
    const events = [
      { ...event, title: 'Herbst-Tag', sourceLanguage: 'de', translations: { en: { title: 'Autumn Day' } } },
      { ...event, uniqueId: 'ev-2', link: 'winter', title: 'Winter-Tag', sourceLanguage: 'de' },
    ];
    stubApi({ 'GET /api/company/northbridge': () => ({ body: { company, events, jobs: [] } }) });
    renderPage();
    expect((await screen.findByRole('link', { name: 'Autumn Day' })).getAttribute('lang')).toBe('en');
    expect(screen.getByRole('link', { name: 'Winter-Tag' }).getAttribute('lang')).toBe('de');
    expect(screen.getAllByTestId('written-in').map((n) => n.textContent)).toEqual(['Written in German']);
  });

  it('a job its company wrote in English too is listed in English; one only in German says so', async () => {
    const jobs = [
      { ...job, title: 'Analyst (m/w/d)', sourceLanguage: 'de', translations: { en: { title: 'Analyst' } } },
      { ...job, uniqueId: 'job-2', title: 'Werkstudent', sourceLanguage: 'de' },
    ];
    stubApi({ 'GET /api/company/northbridge': () => ({ body: { company, events: [], jobs } }) });
    renderPage();
    expect((await screen.findByRole('link', { name: 'Analyst' })).getAttribute('lang')).toBe('en');
    expect(screen.getByRole('link', { name: 'Werkstudent' }).getAttribute('lang')).toBe('de');
    expect(screen.getAllByTestId('written-in').map((n) => n.textContent)).toEqual(['Written in German']);
  });
});
