import { fireEvent, screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { problem } from '../../../testing/deferred.ts';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import type { Interview } from '../api/interview-schema.ts';
import { viewerTimeZone } from '../utils/slot-time.ts';
import { ProposeInterview } from './propose-interview.tsx';

const ref = { organisationId: 'c5000000-0000-4000-8000-000000000001', jobId: 'b5000000-0000-4000-8000-000000000001', applicationId: 'a5000000-0000-4000-8000-000000000001' };
const path = `/api/organisations/${ref.organisationId}/jobs/${ref.jobId}/applications/${ref.applicationId}/interview`;
const day = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * day).toISOString().slice(0, 10);

const proposed = (slots: { start: string; minutes: number }[]): Interview => ({
  applicationId: ref.applicationId,
  jobId: ref.jobId,
  status: 'proposed',
  timeZone: viewerTimeZone(),
  slots: slots.map((s, i) => ({ slotId: `s${i}`, start: s.start, end: new Date(Date.parse(s.start) + s.minutes * 60_000).toISOString(), taken: false })),
  booked: null,
  lastSide: 'company',
  message: '',
  updatedAt: new Date().toISOString(),
});

const rows = () => screen.getAllByTestId('interview-slot-row');
const setRow = (index: number, date: string, time: string) => {
  const row = within(rows()[index]!);
  fireEvent.input(row.getByLabelText('Date'), { target: { value: date } });
  fireEvent.input(row.getByLabelText('Start'), { target: { value: time } });
};

describe('the company’s interview panel', () => {
  it('with none yet, proposes two times in the chosen zone with a message', async () => {
    const seen = stubApi({
      [`GET ${path}`]: () => ({ body: { interview: null } }),
      [`POST ${path}`]: (req) => ({ status: 201, body: { msg: 'success', interview: proposed((req.body as { slots: { start: string; minutes: number }[] }).slots) } }),
    });
    const { user } = renderScreen(<ProposeInterview {...ref} />);
    expect(await screen.findByText('No interview proposed yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Propose interview times' }));
    expect(screen.getByLabelText('Your time zone')).toBeTruthy();
    setRow(0, inDays(3), '09:30');
    await user.click(screen.getByRole('button', { name: 'Add a time' }));
    // The new row starts when the one above ends.
    expect(within(rows()[1]!).getByLabelText<HTMLInputElement>('Start').value).toBe('10:00');
    await user.selectOptions(within(rows()[1]!).getByLabelText('Length'), '60');
    await user.type(screen.getByLabelText('Message to the candidate (optional)'), 'On Teams');
    await user.click(screen.getByRole('button', { name: 'Send the times' }));
    expect(await screen.findByText('Waiting for the candidate to pick one of these times:')).toBeTruthy();
    const sent = seen.find((r) => r.method === 'POST')!.body as { timeZone: string; slots: { start: string; minutes: number }[]; message: string };
    expect(sent.timeZone).toBe(viewerTimeZone());
    expect(sent.slots.map((s) => s.minutes)).toEqual([30, 60]);
    expect(Date.parse(sent.slots[1]!.start) - Date.parse(sent.slots[0]!.start)).toBe(30 * 60_000);
    expect(sent.message).toBe('On Teams');
  });

  it('checks the times as the server does before sending: past, overlapping', async () => {
    const seen = stubApi({ [`GET ${path}`]: () => ({ body: { interview: null } }) });
    const { user } = renderScreen(<ProposeInterview {...ref} />);
    await user.click(await screen.findByRole('button', { name: 'Propose interview times' }));
    setRow(0, inDays(-2), '09:00');
    await user.click(screen.getByRole('button', { name: 'Add a time' }));
    setRow(1, inDays(-2), '09:15');
    await user.click(screen.getByRole('button', { name: 'Send the times' }));
    expect(within(rows()[0]!).getByRole('alert').textContent).toBe('This time has already passed.');
    setRow(0, inDays(2), '09:00');
    setRow(1, inDays(2), '09:15');
    expect(within(rows()[1]!).getByRole('alert').textContent).toBe('This time overlaps another one above.');
    expect(within(rows()[1]!).getByLabelText('Date').getAttribute('aria-invalid')).toBe('true');
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('offers at most ten times', async () => {
    stubApi({ [`GET ${path}`]: () => ({ body: { interview: null } }) });
    renderScreen(<ProposeInterview {...ref} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Propose interview times' }));
    // Plain clicks: user-event's pointer walk per click is slow on a busy machine.
    for (let n = 1; n < 10; n++) fireEvent.click(screen.getByRole('button', { name: 'Add a time' }));
    expect(rows()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Add a time' })).toBeNull();
  });

  it('a time the server still refuses shows its reason on that row', async () => {
    stubApi({
      [`GET ${path}`]: () => ({ body: { interview: null } }),
      [`POST ${path}`]: () => problem.badRequest('slots.0.start: must start within 120 days', { errors: [{ path: 'slots.0.start', message: 'must start within 120 days' }] }),
    });
    const { user } = renderScreen(<ProposeInterview {...ref} />);
    await user.click(await screen.findByRole('button', { name: 'Propose interview times' }));
    setRow(0, inDays(5), '11:00');
    await user.click(screen.getByRole('button', { name: 'Send the times' }));
    expect((await within(rows()[0]!).findByRole('alert')).textContent).toBe('must start within 120 days');
  });

  it('shows the candidate’s request for another time with their message, and cancels with one', async () => {
    const asked: Interview = { ...proposed([]), status: 'new-time-requested', lastSide: 'student', message: 'Could we do a morning?' };
    const seen = stubApi({
      [`GET ${path}`]: () => ({ body: { interview: asked } }),
      [`POST ${path}/cancel`]: () => ({ body: { msg: 'success', interview: { ...asked, status: 'cancelled', lastSide: 'company', message: 'Filled' } } }),
    });
    const { user } = renderScreen(<ProposeInterview {...ref} />);
    expect(await screen.findByText('The candidate asked for another time. Propose new times.')).toBeTruthy();
    expect(screen.getByText('Could we do a morning?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Propose other times' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel the interview' }));
    await user.type(screen.getByLabelText('Message (optional)'), 'Filled');
    await user.click(screen.getByRole('button', { name: 'Confirm the cancellation' }));
    expect(await screen.findByText('Your company cancelled the interview.')).toBeTruthy();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ message: 'Filled' });
  });

  it('an interview whose application ended reads "Ended", not booked, and offers no new times or cancellation', async () => {
    const ended: Interview = { ...proposed([{ start: new Date(Date.now() + 2 * day).toISOString(), minutes: 30 }]), status: 'ended', slots: [] };
    stubApi({ [`GET ${path}`]: () => ({ body: { interview: ended } }) });
    renderScreen(<ProposeInterview {...ref} />);
    expect((await screen.findByTestId('interview-ended')).textContent).toBe('The application has ended, so this interview no longer takes place.');
    expect(screen.getByRole('heading').textContent).toContain('Ended');
    expect(screen.queryByTestId('interview-booked')).toBeNull();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
