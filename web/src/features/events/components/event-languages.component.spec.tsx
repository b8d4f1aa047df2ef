import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render.tsx';
import { readEvent, type EventDto } from '../api/event-schema.ts';
import { EventCard } from './event-card.tsx';
import { EventPanel } from './event-panel.tsx';

// Content in several languages (issue 25): a student reads an event in their language (English here) when the host
// wrote it, else in its source language with a note saying which.

const german = (patch: Record<string, unknown> = {}): EventDto =>
  readEvent({
    uniqueId: 'ev-1',
    link: 'herbst-tag',
    title: 'Herbst-Tag der offenen Tür',
    description: '<p>Lerne das Team kennen.</p>',
    type: 'Live Stream',
    datetime: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    timezone: 'Europe/Berlin',
    sourceLanguage: 'de',
    ...patch,
  })!;
const now = new Date();

describe('an event in the reader’s language', () => {
  it('shows the source with "Written in German" when there is no English version', () => {
    renderScreen(<EventCard event={german()} now={now} onOpen={() => undefined} />);
    const title = screen.getByRole('button', { name: 'Herbst-Tag der offenen Tür' });
    expect(title.getAttribute('lang')).toBe('de');
    expect(screen.getByTestId('written-in').textContent).toBe('Written in German');
  });

  it('shows the English version without a note when the host wrote one', () => {
    const dto = german({ translations: { en: { title: 'Autumn Open Day', description: '<p>Meet the team.</p>' }, fr: { title: 'Journée', description: '' } } });
    renderScreen(<EventPanel event={dto} onClose={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Autumn Open Day' }).getAttribute('lang')).toBe('en');
    expect(screen.getByText('Meet the team.')).toBeTruthy();
    expect(screen.queryByTestId('written-in')).toBeNull();
  });

  it('an older event without language fields reads as English, with no note', () => {
    renderScreen(<EventCard event={german({ sourceLanguage: undefined, title: 'Spring Insight Day' })} now={now} onOpen={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Spring Insight Day' })).toBeTruthy();
    expect(screen.queryByTestId('written-in')).toBeNull();
  });

  it('a malformed version is left out and the source shown', () => {
    const dto = german({ translations: { en: { title: 42 }, xx: { title: 'x', description: '' } } });
    expect(dto.translations).toEqual({});
    renderScreen(<EventCard event={dto} now={now} onOpen={() => undefined} />);
    expect(screen.getByTestId('written-in').textContent).toBe('Written in German');
  });
});
