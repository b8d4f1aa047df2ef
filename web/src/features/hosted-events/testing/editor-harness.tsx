import { screen } from '@testing-library/preact';
import { vi } from 'vitest';
import { renderScreen } from '../../../testing/render.tsx';
import { EventEditor, type SaveResult } from '../components/event-editor.tsx';
import { emptyDraft, type EventDraft } from '../utils/event-form.ts';

// The event editor's component specs share this: a complete online event a month ahead, and the editor with one
// "Publish" action whose calls the spec reads.

const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

export const liveStream: EventDraft = {
  ...emptyDraft('Europe/London'),
  title: 'Inside M&A: a day on the deal team',
  type: 'Live Stream',
  date: inAMonth,
  virtualLink: 'https://meet.example.com/deal-team',
};

export function renderEditor(initial: EventDraft, run: () => Promise<SaveResult> = () => Promise.resolve({ ok: true })) {
  const publish = vi.fn(run);
  const view = renderScreen(<EventEditor initial={initial} resetKey="k" actions={[{ key: 'publish', label: 'Publish', primary: true, run: publish }]} />);
  return { ...view, publish, save: () => view.user.click(screen.getByRole('button', { name: 'Publish' })) };
}
