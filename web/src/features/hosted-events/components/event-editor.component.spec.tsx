import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { emptyDraft } from '../utils/event-form.ts';
import { liveStream, renderEditor } from '../testing/editor-harness.tsx';

describe('the event editor', () => {
  it('an empty event names every missing field, focuses the first and sends nothing', async () => {
    const { save, publish } = renderEditor(emptyDraft('Europe/London'));
    await save();
    for (const message of ['Please enter a title.', 'Please choose the type of event.', 'Please enter a valid date.', 'Please enter the link.']) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(screen.getByText('Please check the highlighted fields.')).toBeTruthy();
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement?.id).toBe('event-title');
    expect(publish).not.toHaveBeenCalled();
  });

  it('an end before the start and a link that is not https are refused before sending', async () => {
    const { save, publish } = renderEditor({ ...liveStream, startTime: '19:00', endTime: '18:00', virtualLink: 'http://meet.example.com/x' });
    await save();
    expect(screen.getByText('The end time must be after the start time.')).toBeTruthy();
    expect(screen.getByText('The link must start with https:// and be a complete web address.')).toBeTruthy();
    expect(publish).not.toHaveBeenCalled();
  });

  it('a place event with coordinates off the globe says the range', async () => {
    const { save, publish } = renderEditor({ ...liveStream, type: 'Physical Event', where: 'place', placeLabel: 'Canary Wharf, London', placeLat: '95', placeLng: '0' });
    await save();
    expect(screen.getByText('Latitude must be between -90 and 90, longitude between -180 and 180.')).toBeTruthy();
    expect(publish).not.toHaveBeenCalled();
  });

  it('a complete online event is sent with its link and no place', async () => {
    const { save, publish } = renderEditor(liveStream);
    await save();
    expect(publish).toHaveBeenCalledTimes(1);
    expect(publish.mock.calls[0]).toEqual([
      expect.objectContaining({ title: liveStream.title, type: 'Live Stream', virtualLink: 'https://meet.example.com/deal-team', physicalLocation: null, timezone: 'Europe/London' }),
    ]);
  });

  it('a field the server refuses is marked, with the server’s message', async () => {
    const { save } = renderEditor(liveStream, () => Promise.resolve({ ok: false, fields: [{ path: 'title', message: 'taken' }], message: 'The title is already used by another event.' }));
    await save();
    expect(await screen.findByText('The title is already used by another event.')).toBeTruthy();
    expect(screen.getByText('This value was not accepted. Please check it.')).toBeTruthy();
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
  });

  it('a save that fails on the way says so and keeps what was typed', async () => {
    const { save } = renderEditor(liveStream, () => Promise.reject(new TypeError('Failed to fetch')));
    await save();
    expect(await screen.findByText('The event could not be saved. Please try again.')).toBeTruthy();
    expect((screen.getByLabelText<HTMLInputElement>('Title')).value).toBe(liveStream.title);
  });
});
