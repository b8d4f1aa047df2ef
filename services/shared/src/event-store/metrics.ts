/**
 * What the event store reports about itself, as a port: the API plugs its Prometheus registry in
 * (services/api/src/observability), so services/shared stays free of any metrics library. Nothing is recorded
 * until a sink is set; the default costs one no-op call.
 */
export type AppendOutcome = 'ok' | 'conflict' | 'error';

export interface EventStoreMetrics {
  /** One append (INSERT of a command's events), successful or not. */
  append(durationSeconds: number, outcome: AppendOutcome): void;
  /**
   * A stream version clash: `retried` when the command loop will try again, `rejected` when the retries are used
   * up and the caller gets the conflict (a 409).
   */
  conflict(resolution: 'retried' | 'rejected'): void;
}

const silent: EventStoreMetrics = { append: () => undefined, conflict: () => undefined };
let current: EventStoreMetrics = silent;

/** Sets where the event store reports (one per process); no argument restores the silent default. */
export function setEventStoreMetrics(metrics: EventStoreMetrics = silent): void {
  current = metrics;
}

export function eventStoreMetrics(): EventStoreMetrics {
  return current;
}
