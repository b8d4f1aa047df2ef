import { screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { heldAnswer, problem } from '../../../testing/deferred.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import type { Interview } from '../api/interview-schema.ts';
import { MyInterview } from './my-interview.tsx';

const jobId = 'b5000000-0000-4000-8000-000000000001';
const path = `/api/jobs/${jobId}/interview`;
const day = 86_400_000;
const start1 = new Date(Math.ceil(Date.now() / day) * day + 2 * day + 13 * 3_600_000).toISOString();
const end1 = new Date(Date.parse(start1) + 45 * 60_000).toISOString();
const start2 = new Date(Date.parse(start1) + day).toISOString();
const end2 = new Date(Date.parse(start2) + 30 * 60_000).toISOString();

const proposed: Interview = {
  applicationId: 'a5000000-0000-4000-8000-000000000001',
  jobId,
  status: 'proposed',
  timeZone: 'Asia/Tokyo',
  slots: [
    { slotId: 's1', start: start1, end: end1, taken: false },
    { slotId: 's2', start: start2, end: end2, taken: false },
  ],
  booked: null,
  lastSide: 'company',
  message: 'Video call, the link follows.',
  updatedAt: start1,
};
const booked: Interview = { ...proposed, status: 'booked', booked: { slotId: 's2', start: start2, end: end2 }, lastSide: 'student', message: '' };

describe('the student’s interview on an application', () => {
  it('shows nothing while no interview was proposed', async () => {
    const seen = stubApi({ [`GET ${path}`]: () => ({ body: { interview: null } }) });
    const { container } = renderScreen(<MyInterview jobId={jobId} stage="shortlisted" />);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(container.textContent).toBe('');
    expect(seen).toHaveLength(1);
  });

  it('says an interview of an application that ended no longer takes place, and offers nothing (never "booked")', async () => {
    stubApi({ [`GET ${path}`]: () => ({ body: { interview: { ...booked, status: 'ended', booked: null, lastSide: 'company' } } }) });
    renderScreen(<MyInterview jobId={jobId} stage="rejected" />);
    expect((await screen.findByTestId('interview-ended')).textContent).toBe('This interview no longer takes place: the application has ended.');
    expect(screen.getByRole('heading').textContent).toContain('Ended');
    expect(screen.queryByText('Booked')).toBeNull();
    expect(screen.queryByTestId('interview-booked')).toBeNull();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('says it is loading, then offers the times in the student’s zone with the company’s named, and books the one picked', async () => {
    const held = heldAnswer({ body: { interview: proposed } });
    const seen = stubApi({ [`GET ${path}`]: held.route, [`POST ${path}/pick`]: () => ({ body: { msg: 'success', interview: booked } }) });
    const { user } = renderScreen(<MyInterview jobId={jobId} stage="interview" />);
    expect(screen.getByRole('status').textContent).toBe('Loading the interview…');
    held.release();
    const options = await screen.findAllByRole('radio');
    expect(options).toHaveLength(2);
    expect(screen.getByTestId('my-interview').textContent).toContain('in Asia/Tokyo (UTC+09:00)');
    expect(screen.getByText(/^Times are shown in your time zone:/)).toBeTruthy();
    expect(screen.getByText('Video call, the link follows.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByText('Choose one of the times first.')).toBeTruthy();
    await user.click(options[1]!);
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect((await screen.findByTestId('interview-booked')).textContent).toContain('Your interview is booked:');
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ slotId: 's2' });
  });

  it('a time just taken by someone else: says so and shows the times as they are now', async () => {
    let loads = 0;
    stubApi({
      [`GET ${path}`]: () => ({ body: { interview: ++loads === 1 ? proposed : { ...proposed, slots: [proposed.slots[0], { ...proposed.slots[1], taken: true }] } } }),
      [`POST ${path}/pick`]: () => ({ status: 409, body: { ...problem.conflict('taken').body as object, code: 'SLOT_TAKEN' } }),
    });
    const { user } = renderScreen(<MyInterview jobId={jobId} stage="interview" />);
    await user.click((await screen.findAllByRole('radio'))[1]!);
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect((await screen.findByTestId('interview-error')).textContent).toBe('Someone else has just booked this time. Pick another one or ask for another time.');
    await waitFor(() => expect(screen.getAllByRole<HTMLInputElement>('radio')[1]!.disabled).toBe(true));
    expect(screen.getByText('No longer available')).toBeTruthy();
  });

  it('asks for another time with a short message', async () => {
    const seen = stubApi({
      [`GET ${path}`]: () => ({ body: { interview: booked } }),
      [`POST ${path}/new-time`]: () => ({ body: { msg: 'success', interview: { ...booked, status: 'new-time-requested', booked: null, message: 'Mornings?' } } }),
    });
    const { user } = renderScreen(<MyInterview jobId={jobId} stage="interview" />);
    await user.click(await screen.findByRole('button', { name: 'Ask for another time' }));
    await user.type(screen.getByLabelText('Message (optional)'), 'Mornings?');
    expect(screen.getByText('9 / 500 characters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('You asked for another time. The company will propose new times.')).toBeTruthy();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ message: 'Mornings?' });
  });

  it('cancels, and a cancelled interview says who cancelled', async () => {
    const seen = stubApi({
      [`GET ${path}`]: () => ({ body: { interview: booked } }),
      [`POST ${path}/cancel`]: () => ({ body: { msg: 'success', interview: { ...booked, status: 'cancelled', booked: null } } }),
    });
    const { user } = renderScreen(<MyInterview jobId={jobId} stage="interview" />);
    await user.click(await screen.findByRole('button', { name: 'Cancel the interview' }));
    await user.click(screen.getByRole('button', { name: 'Confirm the cancellation' }));
    expect(await screen.findByText('You cancelled this interview.')).toBeTruthy();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ message: '' });
    expect(screen.queryByRole('button', { name: 'Cancel the interview' })).toBeNull();
  });

  it('a failed load offers to try again', async () => {
    let calls = 0;
    stubApi({ [`GET ${path}`]: () => (++calls === 1 ? problem.server() : { body: { interview: proposed } }) });
    const { user } = renderScreen(<MyInterview jobId={jobId} stage="interview" />);
    expect((await screen.findByTestId('interview-failed')).textContent).toContain('The interview could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('radio')).toHaveLength(2);
  });
});
