import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { MyApplicationsPage } from './my-applications-page.tsx';

const path = '/api/student/applications';

describe('My applications', () => {
  it('with none yet, says so and leads to the feed', async () => {
    stubApi({ [`GET ${path}`]: () => ({ body: { applications: [] } }) });
    renderScreen(<MyApplicationsPage />);
    expect((await screen.findByTestId('my-applications-empty')).textContent).toContain('You have not applied to any job yet.');
    expect(screen.getByRole('link', { name: "Find jobs in your dashboard's opportunities" }).getAttribute('href')).toBe('/student');
  });

  it('a failed load offers to try again, and the retry loads', async () => {
    let calls = 0;
    stubApi({ [`GET ${path}`]: () => (++calls === 1 ? 'network-error' : { body: { applications: [] } }) });
    const { user } = renderScreen(<MyApplicationsPage />);
    expect(await screen.findByText('Your applications could not be loaded.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('my-applications-empty')).toBeTruthy();
  });
});
