import { screen } from '@testing-library/preact';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { renderScreen, stubApi, type Answer } from '../../../testing/render.tsx';
import { readEvent, type EventDto } from '../api/event-schema.ts';
import { useAttendance } from '../hooks/use-attendance.ts';
import { RegistrationBox } from './registration-box.tsx';

const event = (patch: Record<string, unknown> = {}): EventDto =>
  readEvent({ uniqueId: 'ev-1', link: 'inside-ma', title: 'Inside M&A', datetime: new Date(Date.now() + 86_400_000).toISOString(), participants: ['s-2'], ...patch })!;

function Box({ dto, signedIn }: { dto: EventDto; signedIn: boolean }) {
  const attendance = useAttendance(dto, signedIn, signedIn ? 's-1' : null);
  return <RegistrationBox approval={dto.approval} attendance={attendance} />;
}

function renderBox(dto: EventDto, signedIn: boolean, apply: () => Answer | 'network-error' = () => ({ body: { msg: 'added' } })) {
  const seen = stubApi({ 'POST /api/event/apply': apply });
  const view = renderScreen(
    <Routes>
      <Route path="/event/inside-ma" element={<Box dto={dto} signedIn={signedIn} />} />
      <Route path="/login" element={<p>Sign-in page</p>} />
    </Routes>,
    { path: '/event/inside-ma' },
  );
  const button = () => screen.getByTestId('attend-button');
  return { ...view, seen, button };
}

describe('attending an event (the attendance machine on screen)', () => {
  it('a visitor’s Attend leads to sign-in, with no call made', async () => {
    const { user, seen, button } = renderBox(event(), false);
    expect(screen.getByTestId('participants-count').dataset['count']).toBe('1');
    await user.click(button());
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    expect(seen).toHaveLength(0);
  });

  it('a student attends, the count moves; leaving asks first and Cancel keeps the place', async () => {
    let answer = 'added';
    const added = vi.spyOn(toast, 'success');
    const { user, seen, button } = renderBox(event(), true, () => ({ body: { msg: answer } }));
    await vi.waitFor(() => expect(button().hasAttribute('disabled')).toBe(false));
    await user.click(button());
    await vi.waitFor(() => expect(button().dataset['state']).toBe('attending'));
    expect(screen.getByTestId('participants-count').dataset['count']).toBe('2');
    expect(added).toHaveBeenCalledWith('Successfully added to participants');
    expect(seen[0]?.body).toEqual({ eventId: 'ev-1' });
    await user.click(button());
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(button().dataset['state']).toBe('attending');
    expect(seen).toHaveLength(1);
    answer = 'removed';
    await user.click(button());
    await user.click(await screen.findByRole('button', { name: 'Leave Event' }));
    await vi.waitFor(() => expect(button().dataset['state']).toBe('none'));
    expect(screen.getByTestId('participants-count').dataset['count']).toBe('1');
  });

  it('a full event offers its waitlist; a waiting student can leave it, and a place given to them shows as attending', async () => {
    let answer = 'waitlisted';
    const told = vi.spyOn(toast, 'success');
    const { user, button } = renderBox(event({ capacity: 1 }), true, () => ({ body: { msg: answer } }));
    await vi.waitFor(() => expect(button().hasAttribute('disabled')).toBe(false));
    expect(button().textContent).toBe('Join the waitlist');
    expect(screen.getByText(/Every place is taken\. Join the waitlist/)).toBeTruthy();
    await user.click(button());
    await vi.waitFor(() => expect(button().dataset['state']).toBe('waiting'));
    expect(button().textContent).toBe('On the waitlist');
    expect(told).toHaveBeenCalledWith('You are on the waitlist. If a place frees up, it is yours and we will email you.');
    expect(screen.getByTestId('participants-count').dataset['count']).toBe('1');
    answer = 'left-waitlist';
    await user.click(button());
    await vi.waitFor(() => expect(button().dataset['state']).toBe('none'));
    expect(told).toHaveBeenCalledWith('You left the waitlist');
  });

  it('a student who waits when the page opens sees where they stand', async () => {
    const { button } = renderBox(event({ capacity: 1, attendance: 'waiting' }), true);
    await vi.waitFor(() => expect(button().dataset['state']).toBe('waiting'));
    expect(screen.getByText(/you are on the waitlist/)).toBeTruthy();
  });

  it('an event with approval takes a request; a failed call leaves the button as it was', async () => {
    let fail = false;
    const { user, button } = renderBox(event({ approval: true }), true, () => (fail ? 'network-error' : { body: { msg: 'requested' } }));
    expect(screen.getByTestId('approval-required')).toBeTruthy();
    await vi.waitFor(() => expect(button().hasAttribute('disabled')).toBe(false));
    await user.click(button());
    await vi.waitFor(() => expect(button().dataset['state']).toBe('pending'));
    expect(screen.getByText('Your request is waiting for the host’s approval. Press the button to withdraw it.')).toBeTruthy();
    fail = true;
    // Spec §8: a failed toggle is only logged; the button tells the truth (still pending).
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await user.click(button());
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('event/apply failed', expect.any(TypeError)));
    expect(button().dataset['state']).toBe('pending');
    expect(button().hasAttribute('disabled')).toBe(false);
  });
});
