import { screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '../../../testing/render.tsx';
import { CheckInPanel } from './check-in-panel.tsx';
import { canScanQr } from './ticket-scanner.tsx';

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

/** A stand-in for the browser's BarcodeDetector: formats it supports, and what each detect() call sees in turn. */
function stubDetector(formats: string[], frames: { rawValue: string }[][] = []) {
  const detect = vi.fn(() => Promise.resolve(frames.shift() ?? []));
  const created: unknown[] = [];
  class FakeDetector {
    static getSupportedFormats = () => Promise.resolve(formats);
    constructor(options: unknown) {
      created.push(options);
    }
    detect = detect;
  }
  vi.stubGlobal('BarcodeDetector', FakeDetector);
  return { detect, created };
}

/** navigator.mediaDevices.getUserMedia answering with a one-track stream, or failing with a DOMException name. */
function stubCamera(failWith?: string) {
  const stop = vi.fn();
  const stream = { getTracks: () => [{ stop }] };
  const getUserMedia = vi.fn((_constraints: unknown) => (failWith ? Promise.reject(new DOMException('camera', failWith)) : Promise.resolve(stream)));
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  return { getUserMedia, stop };
}

describe('scanning a ticket’s QR code', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  it('opens the back camera, checks in the code it reads through the same call, and stops the camera', async () => {
    const { detect, created } = stubDetector(['ean_13', 'qr_code'], [[], [{ rawValue: ' K7QX3M9P ' }]]);
    const { getUserMedia, stop } = stubCamera();
    const seen = stubApi({ [`POST ${path}`]: () => ({ body: { msg: 'checked-in', attendee: { ...person('u-1', 'Anna'), checkedInAt: '2026-12-01T17:10:00.000Z' } } }) });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Scan' }));
    expect(screen.getByRole('button', { name: 'Scan' }).getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close camera' }));
    expect(await screen.findByText('Anna Example is checked in.')).toBeTruthy();
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: { ideal: 'environment' } }, audio: false });
    expect(created).toEqual([{ formats: ['qr_code'] }]);
    expect(detect).toHaveBeenCalledTimes(2);
    expect(seen.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ code: 'K7QX3M9P' }]);
    expect(stop).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('ticket-scanner')).toBeNull();
    expect(screen.getByTestId('checked-in-count').textContent).toBe('2 of 2 checked in');
  });

  it('offers no Scan button where the browser cannot read QR codes; typing the code stays', async () => {
    stubApi({});
    expect(await canScanQr()).toBe(false); // neither BarcodeDetector nor a camera API
    stubDetector(['qr_code']);
    expect(await canScanQr()).toBe(false); // a detector, but no getUserMedia
    vi.unstubAllGlobals();
    stubCamera();
    expect(await canScanQr()).toBe(false); // a camera, but no detector
    const first = renderPanel();
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('button', { name: 'Scan' })).toBeNull();
    first.unmount();
    stubDetector(['ean_13', 'code_128']);
    expect(await canScanQr()).toBe(false); // a detector that cannot read QR codes
    renderPanel();
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('button', { name: 'Scan' })).toBeNull();
    expect(screen.getByLabelText('Ticket code')).toBeTruthy();
  });

  it('says when the camera is denied or missing; Close and Escape shut it and give focus back to Scan', async () => {
    stubDetector(['qr_code']);
    stubCamera('NotAllowedError');
    stubApi({});
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Scan' }));
    expect((await screen.findByTestId('ticket-scanner-problem')).textContent).toBe(
      'The camera is blocked. Allow camera access for this site in the browser, or type the code.',
    );
    await user.click(screen.getByRole('button', { name: 'Close camera' }));
    expect(screen.queryByTestId('ticket-scanner')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Scan' }));

    stubCamera('NotFoundError');
    await user.keyboard('{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('No camera was found on this device. Type the code instead.');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('ticket-scanner')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Scan' }));
  });

  it('stops the camera when closed while looking', async () => {
    stubDetector(['qr_code']);
    const { stop } = stubCamera();
    stubApi({});
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Scan' }));
    expect((await screen.findByText('Hold the ticket’s QR code in front of the camera.')).getAttribute('role')).toBe('status');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(stop).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('ticket-scanner')).toBeNull();
  });
});
