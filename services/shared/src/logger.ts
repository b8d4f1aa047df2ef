import { isSpanContextValid, trace } from '@opentelemetry/api';
import { pino, type Logger, type LevelWithSilent } from 'pino';

export type { Logger };

/** One JSON logger per process; `service` tells api and worker lines apart in a shared log stream. */
export function createLogger(service: string, level: LevelWithSilent = 'info'): Logger {
  return pino(
    {
      level,
      base: { service, pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // With tracing on (OTEL_EXPORTER_OTLP_ENDPOINT), a line written inside a span names its trace: search the
      // trace backend for the traceId of a logged request. Without the SDK there is never an active span.
      mixin: () => {
        const span = trace.getActiveSpan()?.spanContext();
        return span && isSpanContextValid(span) ? { traceId: span.traceId, spanId: span.spanId } : {};
      },
    },
    // Asynchronous: a slow log pipe must not stall request handling. pino flushes what is buffered on exit.
    pino.destination({ dest: 1, sync: false }),
  );
}
