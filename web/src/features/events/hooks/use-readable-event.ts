import { useMemo } from 'react';
import { inReaderLanguage } from '../../../components/content-languages/reader-version.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import type { EventDto } from '../api/event-schema.ts';

const textFields = ['title', 'description'] as const;

/**
 * The event with its title and description in the reader's language when the host wrote them, else in its source
 * language with `writtenIn` set (the page shows the note). The same object while the event and language stay.
 */
export function useReadableEvent(event: EventDto) {
  const reader = useLocale();
  return useMemo(() => inReaderLanguage(event, textFields, reader), [event, reader]);
}
