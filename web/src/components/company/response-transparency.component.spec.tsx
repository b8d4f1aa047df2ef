import { screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { problem } from '../../testing/deferred.ts';
import { renderScreen, stubApi } from '../../testing/render.tsx';
import { ResponseTransparency } from './response-transparency.tsx';

const path = 'GET /api/companies/org-1/responsiveness';

describe('a company’s responsiveness', () => {
  it('says the share answered and the usual time, with how many answers it rests on', async () => {
    stubApi({ [path]: () => ({ body: { responsiveness: { answered: 12, counted: 16, answeredPercent: 75, medianHours: 30 } } }) });
    renderScreen(<ResponseTransparency companyId="org-1" />);
    const note = await screen.findByTestId('response-transparency');
    expect(note.textContent).toBe('Answers 75% of applications and messages, usually within 30 hours. Based on 12 answers.');
  });

  it('speaks in days from two days on', async () => {
    stubApi({ [path]: () => ({ body: { responsiveness: { answered: 5, counted: 5, answeredPercent: 100, medianHours: 75 } } }) });
    renderScreen(<ResponseTransparency companyId="org-1" />);
    expect((await screen.findByTestId('response-transparency')).textContent).toContain('usually within 3 days');
  });

  it('shows nothing before five answers, nor when the call fails', async () => {
    for (const route of [() => ({ body: { responsiveness: null } }), () => problem.server()]) {
      const seen = stubApi({ [path]: route });
      const { unmount } = renderScreen(<ResponseTransparency companyId="org-1" />);
      await waitFor(() => expect(seen.length).toBe(1));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(screen.queryByTestId('response-transparency')).toBeNull();
      unmount();
    }
  });
});
