import { SpanStatusCode, trace } from '@opentelemetry/api';
import { StreamVersionConflictError } from '../errors.ts';
import type { Db } from '../db/db.ts';
import { appendToStream } from './append.ts';
import { signalCommitted } from './commit-signal.ts';
import { applyProjections, type Projection } from './projection.ts';
import { readStream } from './read.ts';
import type { Decider, DomainCommand, DomainEvent, EventMetadata, RecordedEvent } from './types.ts';

const tracer = trace.getTracer('@fast-track/shared/event-store');

export interface HandleOptions {
  /** Inline projections updated in the same transaction as the append. */
  projections?: readonly Projection[];
  metadata?: EventMetadata;
}

export interface HandleResult<E extends DomainEvent> {
  events: RecordedEvent<E>[];
  /** Stream version after the command. */
  version: number;
}

/**
 * The whole command loop in one transaction: read the stream, fold evolve, decide, append with the version we
 * read, update inline projections. A concurrent writer makes the append clash; the decision may differ on
 * fresh state, so we re-run the loop once and let a second clash reach the caller as a 409.
 */
export async function handleCommand<S, C extends DomainCommand, E extends DomainEvent>(
  db: Db,
  streamId: string,
  decider: Decider<S, C, E>,
  command: C,
  options: HandleOptions = {},
): Promise<HandleResult<E>> {
  return tracer.startActiveSpan(`command ${command.type}`, async (span) => {
    span.setAttributes({ 'command.type': command.type, 'stream.id': streamId });
    try {
      const result = await withOneRetry(() => decideAndAppend(db, streamId, decider, command, options));
      span.setAttribute('events.appended', result.events.length);
      signalCommitted(result.events);
      return result;
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

async function withOneRetry<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (!(error instanceof StreamVersionConflictError)) throw error;
    return attempt();
  }
}

function decideAndAppend<S, C extends DomainCommand, E extends DomainEvent>(
  db: Db,
  streamId: string,
  decider: Decider<S, C, E>,
  command: C,
  options: HandleOptions,
): Promise<HandleResult<E>> {
  return db.transaction(async (tx) => {
    const { events: past, version } = await readStream<E>(tx, streamId);
    const state = past.reduce(
      (s, e) => decider.evolve(s, { type: e.type, data: e.data } as E),
      decider.initialState(),
    );
    const decided = decider.decide(command, state);
    if (decided.length === 0) return { events: [], version };
    const recorded = await appendToStream(tx, streamId, decided, {
      expectedVersion: version,
      ...(options.metadata ? { metadata: options.metadata } : {}),
    });
    await applyProjections(tx, options.projections ?? [], recorded);
    return { events: recorded, version: version + recorded.length };
  });
}
