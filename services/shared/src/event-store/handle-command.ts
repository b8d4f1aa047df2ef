import { SpanStatusCode, trace } from '@opentelemetry/api';
import { ConflictError, StreamVersionConflictError } from '../errors.ts';
import type { Db } from '../db/db.ts';
import { appendToStream } from './append.ts';
import { eventStoreMetrics } from './metrics.ts';
import { signalCommitted } from './commit-signal.ts';
import { applyProjections, splitChained, type Projection } from './projection.ts';
import { readStream, readStreamTail } from './read.ts';
import type { Decider, DomainCommand, DomainEvent, EventMetadata, RecordedEvent } from './types.ts';

const tracer = trace.getTracer('@fast-track/shared/event-store');

export interface HandleOptions<S = unknown> {
  /** Inline projections updated in the same transaction as the append. */
  projections?: readonly Projection[];
  /**
   * The state the stream's fold starts from, loaded in the command's transaction (each retry loads it again):
   * facts from outside the stream that the decision needs, such as another aggregate's settings kept by an inline
   * read table. Without it the fold starts from the decider's initialState.
   */
  initialState?: (tx: Db) => Promise<S>;
  /**
   * Fold only the stream's last `tail` events: for streams where they state the whole state (a toggle's position,
   * a vote), so a command costs the same however often it was given before. Whole stream when not given.
   */
  tail?: number;
  /**
   * initialState and the stream's last `tail` facts read by one statement (one round trip instead of two): the
   * loader joins the stream's tail to its own lookup (participation-facts.ts). Replaces initialState and the tail
   * read; needs `tail`. Called on a top-level handle it is first given that handle, outside any transaction (see
   * `decideAndAppend`): a loader whose read must take a lock answers `needsTransaction` there, without locking, and
   * is called again inside the command's transaction.
   */
  loadWithTail?: (tx: Db) => Promise<Loaded<S>>;
  /**
   * More work in the command's transaction once its facts and projections are written (and only then), e.g. a
   * freed place given to the next waiting student: it commits with the command or not at all, with no savepoint
   * around the command. Re-run with the command on a retry. A version clash inside it is not retried (409).
   */
  inSameTransaction?: (tx: Db, events: readonly RecordedEvent[]) => Promise<void>;
  /** Which decisions inSameTransaction has work for (every one when not given); the others may commit on their own. */
  inSameTransactionFor?: (events: readonly DomainEvent[]) => boolean;
  metadata?: EventMetadata;
  /** How often to re-run the loop after a version clash; defaultRetry when not given. */
  retry?: RetryPolicy;
}

/**
 * Bounded retries with full jitter: writers that clashed spread out instead of clashing again in lock-step, and
 * a hot stream (a crowd attending one event) still answers within a bounded time — the last clash is a 409.
 */
export interface RetryPolicy {
  /** Total tries, the first included. */
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const defaultRetry: RetryPolicy = { attempts: 10, baseDelayMs: 5, maxDelayMs: 200 };

/** What a fold needs of a stream's last facts: their types and data, oldest first, and the stream's version. */
export interface StreamTail {
  events: readonly { type: string; data: unknown }[];
  version: number;
}

/** What a loadWithTail loader answers: where the fold starts and the stream's tail. */
export interface Loaded<S> {
  start: S;
  tail: StreamTail;
  /** Only outside a transaction: this read must be taken again under a lock, inside the command's transaction. */
  needsTransaction?: boolean;
}

export interface HandleResult<S, E extends DomainEvent> {
  events: RecordedEvent<E>[];
  /** Stream version after the command. */
  version: number;
  /** State after the command (what the stream folds to once these events are in). */
  state: S;
}

/**
 * The whole command loop in one transaction: read the stream, fold evolve, decide, append with the version we
 * read, update inline projections. A concurrent writer makes the append clash; the decision may differ on
 * fresh state, so we re-run the whole loop (bounded, with jitter) and let the last clash reach the caller as a
 * 409 (StreamVersionConflictError is a ConflictError).
 *
 * Given a transaction handle (`db.transaction(tx => handleCommand(tx, …))`, e.g. registration writing its
 * identity row too), each attempt is a savepoint: a clash rolls back only that attempt, so the retry runs in
 * the same, still usable, outer transaction, and a final clash fails the outer one as a whole.
 */
export async function handleCommand<S, C extends DomainCommand, E extends DomainEvent>(
  db: Db,
  streamId: string,
  decider: Decider<S, C, E>,
  command: C,
  options: HandleOptions<S> = {},
): Promise<HandleResult<S, E>> {
  return tracer.startActiveSpan(`command ${command.type}`, async (span) => {
    span.setAttributes({ 'command.type': command.type, 'stream.id': streamId });
    try {
      const { result, attempts } = await oneAtATime(db, db.inTransaction ? wholeTransaction : streamId, () =>
        withRetry(options.retry ?? defaultRetry, () => decideAndAppend(db, streamId, decider, command, options)),
      );
      span.setAttributes({ 'events.appended': result.events.length, 'command.attempts': attempts });
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

/**
 * Commands on one stream take turns within this process: a crowd on one event then queues here (holding no
 * connection) instead of clashing and retrying against itself. Optimistic concurrency still settles clashes
 * between replicas. Never call handleCommand for a stream from inside a command on that same stream.
 *
 * Queues belong to the Db handle they were called with. A call inside an outer transaction may already hold
 * row locks (its identity row, an earlier append…); if it queued behind a top-level command that is itself
 * blocked in Postgres on those locks, neither could move, and Postgres cannot see a cycle that runs through
 * this queue. So a transaction handle has its own queue, which only that transaction's commands wait on: they
 * take turns whatever their stream, because their savepoints share one connection and must not interleave.
 * Clashes with other transactions are settled by the retry, one savepoint per attempt.
 */
const wholeTransaction = '*';
const queues = new WeakMap<Db, Map<string, Promise<unknown>>>();

function oneAtATime<T>(db: Db, key: string, work: () => Promise<T>): Promise<T> {
  let lines = queues.get(db);
  if (!lines) queues.set(db, (lines = new Map<string, Promise<unknown>>()));
  const previous = lines.get(key) ?? Promise.resolve();
  const run = previous.then(work, work);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  lines.set(key, tail);
  void tail.then(() => {
    if (lines.get(key) === tail) lines.delete(key);
  });
  return run;
}

async function withRetry<T>(policy: RetryPolicy, attempt: () => Promise<T>): Promise<{ result: T; attempts: number }> {
  for (let tries = 1; ; tries++) {
    try {
      return { result: await attempt(), attempts: tries };
    } catch (error) {
      if (!(error instanceof StreamVersionConflictError)) throw error;
      eventStoreMetrics().conflict(tries >= policy.attempts ? 'rejected' : 'retried');
      if (tries >= policy.attempts) throw error;
      const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (tries - 1));
      await new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling));
    }
  }
}

/**
 * One attempt. With a one-statement loader on a top-level handle, the read runs outside a transaction: under read
 * committed a plain read inside one sees nothing more (each statement takes its own snapshot and a plain SELECT keeps
 * no lock), and the append's unique stream position catches a writer that got in since, as it would in a transaction.
 * A decision whose whole write is the append's one statement (its projections chained, no follow-up work) then
 * commits on its own: no BEGIN and COMMIT, two round trips fewer. Anything more is written in a transaction; a loader
 * that must lock (a limited event's places) reads again inside it.
 */
async function decideAndAppend<S, C extends DomainCommand, E extends DomainEvent>(
  db: Db,
  streamId: string,
  decider: Decider<S, C, E>,
  command: C,
  options: HandleOptions<S>,
): Promise<HandleResult<S, E>> {
  if (options.loadWithTail && !db.inTransaction) {
    if (options.tail === undefined) throw new Error('loadWithTail needs tail');
    const loaded = await options.loadWithTail(db);
    if (!loaded.needsTransaction) {
      const decision = decideOn(decider, command, loaded);
      const { decided } = decision;
      if (decided.length === 0) return write(db, streamId, decider, decision, options);
      const needsMore = splitChained(options.projections ?? [], decided).after.length > 0 ||
        (options.inSameTransaction !== undefined && (options.inSameTransactionFor?.(decided) ?? true));
      return needsMore ? db.transaction((tx) => write(tx, streamId, decider, decision, options)) : write(db, streamId, decider, decision, options);
    }
  }
  return db.transaction(async (tx) => write(tx, streamId, decider, decideOn(decider, command, await startAndPast(tx, streamId, decider, options)), options));
}

interface Decision<S, E> {
  state: S;
  version: number;
  decided: E[];
}

function decideOn<S, C extends DomainCommand, E extends DomainEvent>(decider: Decider<S, C, E>, command: C, loaded: Loaded<S>): Decision<S, E> {
  const { events: past, version } = loaded.tail;
  const state = past.reduce((s, e) => decider.evolve(s, { type: e.type, data: e.data } as E), loaded.start);
  return { state, version, decided: decider.decide(command, state) };
}

/** The decision's append, its projections and follow-up work, on `tx` (a transaction, or the pool for one statement). */
async function write<S, C extends DomainCommand, E extends DomainEvent>(
  tx: Db,
  streamId: string,
  decider: Decider<S, C, E>,
  { state, version, decided }: Decision<S, E>,
  options: HandleOptions<S>,
): Promise<HandleResult<S, E>> {
  if (decided.length === 0) return { events: [], version, state };
  // A single event's projections that can chain their write run in the append's statement (one round trip).
  const { chained, after } = splitChained(options.projections ?? [], decided);
  const recorded = await appendToStream(tx, streamId, decided, {
    expectedVersion: version,
    versionRead: true,
    ...(options.metadata ? { metadata: options.metadata } : {}),
    ...(chained.length > 0 ? { chained } : {}),
  });
  await applyProjections(tx, after, recorded);
  if (options.inSameTransaction && (options.inSameTransactionFor?.(decided) ?? true)) {
    await notRetried(() => options.inSameTransaction!(tx, recorded));
  }
  return { events: recorded, version: version + recorded.length, state: decided.reduce(decider.evolve, state) };
}

async function startAndPast<S, C extends DomainCommand, E extends DomainEvent>(
  tx: Db,
  streamId: string,
  decider: Decider<S, C, E>,
  options: HandleOptions<S>,
): Promise<Loaded<S>> {
  if (options.loadWithTail) {
    if (options.tail === undefined) throw new Error('loadWithTail needs tail');
    return options.loadWithTail(tx);
  }
  const start = options.initialState ? await options.initialState(tx) : decider.initialState();
  const tail = options.tail === undefined ? await readStream<E>(tx, streamId) : await readStreamTail<E>(tx, streamId, options.tail);
  return { start, tail };
}

/** A clash in follow-up work already had its own retries: the command is not run again for it, the caller gets a 409. */
async function notRetried(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (error instanceof StreamVersionConflictError) throw new ConflictError(error.message, { cause: error });
    throw error;
  }
}
