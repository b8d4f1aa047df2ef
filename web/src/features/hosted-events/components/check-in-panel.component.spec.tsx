import { screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { CheckInPanel } from './check-in-panel.tsx';

const path = '/api/organisations/org-1/events/ev-1/check-in';
const person = (uniqueId: string, firstName: string, checkedInAt: string | null = null) => ({
  uniqueId,
  firstName,
  LastName: 'Example',
  university: 'UCL',
  status: 'attending',
  since: '2026-11-20T10:00:00.000Z',
  checkedInAt,
});

function renderPanel(props: Partial<Parameters<typeof CheckInPanel>[0]> = {}) {
  const view = renderScreen(
    <CheckInPanel
      organisationId="org-1"
      eventId="ev-1"
      timezone="Europe/London"
      participants={[person('u-1', 'Anna'), person('u-2', 'Ben', '2026-12-01T17:05:00.000Z')]}
      waitlist={[{ ...person('u-3', 'Cleo'), status: 'waiting' }]}
      open
      {...props}
    />,
  );
  return view;
}

describe('the host’s check-in', () => {
  it('checks a student in by the code on their ticket and says who came in', async () => {
    const seen = stubApi({ [`POST ${path}`]: () => ({ body: { msg: 'checked-in', attendee: { ...person('u-1', 'Anna'), checkedInAt: '2026-12-01T17:10:00.000Z' } } }) });
    const { user } = renderPanel();
    expect(screen.getByTestId('checked-in-count').textContent).toBe('1 of 2 checked in');
    await user.type(screen.getByLabelText('Ticket code'), 'k7qx-3m9p');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect((await screen.findByRole('status')).textContent).toBe('Anna Example is checked in.');
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ code: 'k7qx-3m9p' });
    // The row and the count follow at once, and the field is ready for the next ticket.
    expect(screen.getByTestId('checked-in-count').textContent).toBe('2 of 2 checked in');
    expect(screen.getAllByTestId('event-participant')[0]!.dataset['checkedIn']).toBe('yes');
    expect(screen.getByLabelText<HTMLInputElement>('Ticket code').value).toBe('');
    expect(document.activeElement).toBe(screen.getByLabelText('Ticket code'));
  });

  it('says so for an unknown code, a burst of wrong codes and an empty field, and changes nothing', async () => {
    let answer = { status: 404, body: { title: 'Not found', status: 404, code: 'NOT_FOUND' } };
    stubApi({ [`POST ${path}`]: () => answer });
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the code on the ticket first.');
    await user.type(screen.getByLabelText('Ticket code'), 'AAAAAAAA');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect((await screen.findByText(/No ticket with this code/)).getAttribute('role')).toBe('alert');
    answer = { status: 429, body: { title: 'Too many', status: 429, code: 'THROTTLED' } };
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText(/Too many wrong codes/)).toBeTruthy();
    expect(screen.getByTestId('checked-in-count').textContent).toBe('1 of 2 checked in');
  });

  it('checks a student in from the list; who came shows the time instead of the button', async () => {
    const seen = stubApi({ [`POST ${path}`]: () => ({ body: { msg: 'checked-in', attendee: { ...person('u-1', 'Anna'), checkedInAt: '2026-12-01T17:10:00.000Z' } } }) });
    const { user } = renderPanel();
    const rows = screen.getAllByTestId('event-participant');
    expect(within(rows[1]!).getByText(/Checked in/)).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    await user.click(within(rows[0]!).getByRole('button', { name: 'Check in Anna Example' }));
    expect(await screen.findByText('Anna Example is checked in.')).toBeTruthy();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ userId: 'u-1' });
  });

  it('lists the waitlist in line order, and offers no check-in once the event is over', () => {
    stubApi({});
    renderPanel({ open: false });
    expect(within(screen.getByTestId('event-waitlist')).getAllByTestId('event-waiting').map((li) => li.textContent)).toEqual(['Cleo ExampleUCL']);
    expect(screen.queryByLabelText('Ticket code')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Check in/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
  });
});
