import { screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { heldAnswer, problem } from '../../../testing/deferred.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import type { DecidedItem, Modes, QueueItem } from '../api/school-gate.ts';
import { PostingReviewPanel } from './posting-review-panel.tsx';

const base = '/api/organisations/cc-1/posting-review';
const job: QueueItem = { kind: 'job', postingId: 'job-1', title: 'Summer Analyst', companyId: 'co-1', companyName: 'Kestrel Partners', at: '2026-11-20T10:00:00.000Z' };
const event: QueueItem = { kind: 'event', postingId: 'ev-1', title: 'Insight Day', companyId: 'co-1', companyName: 'Kestrel Partners', at: null };
const publishAll: Modes = { job: 'publish', event: 'publish', challenge: 'publish' };
const review = (modes: Modes, queue: QueueItem[] = [], decided: DecidedItem[] = []) => ({ body: { modes, queue, decided } });

describe('the career center’s posting review', () => {
  it('loading, then the settings; with everything published at once it says so', async () => {
    const held = heldAnswer(review(publishAll));
    stubApi({ [`GET ${base}`]: held.route });
    renderScreen(<PostingReviewPanel organisationId="cc-1" role="owner" />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    held.release();
    expect((await screen.findByLabelText<HTMLSelectElement>('Jobs')).value).toBe('publish');
    expect(screen.getByTestId('posting-queue-empty').textContent).toContain('reach your students at once');
  });

  it('an owner sets jobs to review first; a plain member sees the setting but cannot change it', async () => {
    let modes = publishAll;
    const seen = stubApi({
      [`GET ${base}`]: () => review(modes),
      [`PUT ${base}/modes/job`]: (r) => {
        modes = { ...modes, job: (r.body as { mode: 'review' }).mode };
        return { body: { msg: 'success', modes } };
      },
    });
    const { user, unmount } = renderScreen(<PostingReviewPanel organisationId="cc-1" role="owner" />);
    await user.selectOptions(await screen.findByLabelText('Jobs'), 'Review first');
    expect(await screen.findByTestId('posting-mode-saved')).toBeTruthy();
    expect(seen.find((r) => r.method === 'PUT')?.body).toEqual({ mode: 'review' });
    expect(await screen.findByText('Nothing is waiting for your review.')).toBeTruthy();
    unmount();
    stubApi({ [`GET ${base}`]: () => review(modes) });
    renderScreen(<PostingReviewPanel organisationId="cc-1" role="member" />);
    const select = await screen.findByLabelText<HTMLSelectElement>('Jobs');
    expect(select.disabled).toBe(true);
    expect(select.value).toBe('review');
    expect(screen.getByText('Owners and admins of your career center choose these settings.')).toBeTruthy();
  });

  it('approves one posting and declines another with a reason for the company; an empty reason is refused first', async () => {
    let queue = [job, event];
    let decided: DecidedItem[] = [];
    const seen = stubApi({
      [`GET ${base}`]: () => review({ ...publishAll, job: 'review', event: 'review' }, queue, decided),
      [`POST ${base}/job/job-1/approve`]: () => {
        queue = queue.filter((q) => q !== job);
        decided = [{ ...job, decision: 'approved', reason: null, decidedAt: '2026-11-29T10:00:00.000Z', decidedBy: 'acc-1' }];
        return { body: { msg: 'success' } };
      },
      [`POST ${base}/event/ev-1/decline`]: (r) => {
        queue = [];
        decided = [{ ...event, decision: 'declined', reason: (r.body as { reason: string }).reason, decidedAt: '2026-11-29T10:01:00.000Z', decidedBy: 'acc-1' }, ...decided];
        return { body: { msg: 'success' } };
      },
    });
    const { user } = renderScreen(<PostingReviewPanel organisationId="cc-1" role="member" />);
    expect(await screen.findByRole('heading', { name: 'Waiting for review (2)' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Approve Summer Analyst' }));
    expect(await screen.findByRole('heading', { name: 'Waiting for review (1)' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Decline Insight Day' }));
    const form = screen.getByRole('form', { name: 'Decline Insight Day' });
    await user.click(within(form).getByRole('button', { name: 'Decline and tell the company' }));
    expect(within(form).getByRole('alert').textContent).toBe('Please give the company a reason.');
    expect(seen.filter((r) => r.path.endsWith('/decline'))).toHaveLength(0);
    await user.type(within(form).getByLabelText('Reason for the company'), 'Not for us');
    await user.click(within(form).getByRole('button', { name: 'Decline and tell the company' }));
    expect(await screen.findByText(/^Declined/)).toBeTruthy();
    const list = screen.getByTestId('posting-decided');
    expect(within(list).getByText(/Not for us/)).toBeTruthy();
    expect(seen.find((r) => r.path.endsWith('/decline'))?.body).toEqual({ reason: 'Not for us' });
    // A decision can be changed: the declined one offers Approve, the approved one Decline.
    expect(within(list).getByRole('button', { name: 'Approve Insight Day' })).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Decline Summer Analyst' })).toBeTruthy();
  }, 15_000);

  it('says when the review cannot be loaded, and when a posting is gone', async () => {
    let fail = true;
    stubApi({
      [`GET ${base}`]: () => (fail ? problem.server() : review({ ...publishAll, job: 'review' }, [job])),
      [`POST ${base}/job/job-1/approve`]: () => problem.notFound(),
    });
    const { user } = renderScreen(<PostingReviewPanel organisationId="cc-1" role="owner" />);
    expect((await screen.findByRole('alert')).textContent).toContain('The employer postings could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(await screen.findByRole('button', { name: 'Approve Summer Analyst' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This posting is no longer published.');
  });
});

describe('a long queue', () => {
  it('shows the first five postings, the rest on request', async () => {
    const many = Array.from({ length: 7 }, (_, i): QueueItem => ({ ...job, postingId: `job-${i}`, title: `Role ${i}` }));
    stubApi({ [`GET ${base}`]: () => review({ ...publishAll, job: 'review' }, many) });
    const { user } = renderScreen(<PostingReviewPanel organisationId="cc-1" role="owner" />);
    expect(await screen.findAllByTestId('posting-item')).toHaveLength(5);
    expect(screen.getAllByText('Job')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Show all (7)' }));
    expect(screen.getAllByTestId('posting-item')).toHaveLength(7);
  });
});
