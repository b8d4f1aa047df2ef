import { EventEmitter } from 'node:events';
import type { RecordedEvent } from './types.ts';

/**
 * Process-local "new events were committed here" signal. It lets in-process caches drop stale entries and
 * wakes the in-process async runner early instead of waiting for its next poll. Other processes learn about
 * commits by polling the log, so nothing depends on this for correctness across processes.
 */
const emitter = new EventEmitter();
emitter.setMaxListeners(100);

export function signalCommitted(events: readonly RecordedEvent[]): void {
  if (events.length > 0) emitter.emit('committed', events);
}

export function onCommitted(listener: (events: readonly RecordedEvent[]) => void): () => void {
  emitter.on('committed', listener);
  return () => emitter.off('committed', listener);
}
