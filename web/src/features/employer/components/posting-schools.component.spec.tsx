import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { heldAnswer, problem } from '../../../testing/deferred.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { PostingSchools } from './posting-schools.tsx';

const path = '/api/organisations/co-1/postings/job/job-1/schools';

describe('a posting’s status per school (employer)', () => {
  it('loading, then each school that reviews, decided or does not show it, with a decline’s reason', async () => {
    const held = heldAnswer({
      body: {
        schools: [
          { centerId: 'c1', centerName: 'Oxford Careers', university: 'University of Oxford', status: 'declined', reason: 'Unpaid roles are not advertised.', decidedAt: '2026-11-29T10:00:00.000Z' },
          { centerId: 'c2', centerName: 'UCL Careers', university: 'University College London', status: 'pending', reason: null, decidedAt: null },
          { centerId: 'c3', centerName: 'KCL Careers', university: "King's College London", status: 'not-shown', reason: null, decidedAt: null },
        ],
      },
    });
    stubApi({ [`GET ${path}`]: held.route });
    renderScreen(<PostingSchools organisationId="co-1" kind="job" postingId="job-1" />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    held.release();
    const rows = await screen.findAllByTestId('posting-school');
    expect(rows.map((r) => r.textContent)).toEqual([
      'University of Oxford: declined — Unpaid roles are not advertised.',
      'University College London: waiting for review',
      "King's College London: not shown",
    ]);
  });

  it('says every school publishes it when none is listed, and when it cannot load', async () => {
    stubApi({ [`GET ${path}`]: () => ({ body: { schools: [] } }) });
    const { unmount } = renderScreen(<PostingSchools organisationId="co-1" kind="job" postingId="job-1" />);
    expect((await screen.findByTestId('posting-schools-empty')).textContent).toBe('Every school shows it to its students at once.');
    unmount();
    stubApi({ [`GET ${path}`]: () => problem.server() });
    renderScreen(<PostingSchools organisationId="co-1" kind="job" postingId="job-1" />);
    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');
  });
});
