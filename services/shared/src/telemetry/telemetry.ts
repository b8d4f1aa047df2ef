/**
 * The cheap half of tracing: what the app calls whether or not the OpenTelemetry SDK runs. Only
 * `@opentelemetry/api` is imported here; without the SDK (OTEL_EXPORTER_OTLP_ENDPOINT unset) every call below is
 * the API's no-op: no span is recorded, nothing is injected into jobs, shutdown resolves at once.
 * The SDK itself is started by ./register.ts (node --import) and lives in ./sdk.ts.
 */
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';

/** Where register.ts leaves the running SDK's shutdown, so callers never have to import the SDK to flush it. */
const shutdownKey = Symbol.for('fast-track.telemetry.shutdown');
type Holder = { [shutdownKey]?: () => Promise<void> };

/** Tracing is on when an OTLP endpoint is configured (the standard variables; the traces one wins for traces). */
export function telemetryEndpoint(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'] || env['OTEL_EXPORTER_OTLP_ENDPOINT'] || undefined;
}

export function setTelemetryShutdown(shutdown: () => Promise<void>): void {
  (globalThis as Holder)[shutdownKey] = shutdown;
}

/** Flushes spans still buffered and stops the SDK; call it last before process.exit. A no-op without the SDK. */
export async function shutdownTelemetry(): Promise<void> {
  const shutdown = (globalThis as Holder)[shutdownKey];
  delete (globalThis as Holder)[shutdownKey];
  await shutdown?.().catch(() => undefined);
}

const tracer = trace.getTracer('@fast-track/shared/telemetry');

/** Runs fn in an active span that ends with it; a throw marks the span as an error and is rethrown. */
export function inSpan<T>(
  name: string,
  options: { kind?: SpanKind; attributes?: Attributes },
  fn: (span: Span) => Promise<T>,
  parent = context.active(),
): Promise<T> {
  return tracer.startActiveSpan(name, options, parent, async (span) => {
    try {
      return await fn(span);
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
      throw error;
    } finally {
      span.end();
    }
  });
}

/**
 * Producer side of a background job: a PRODUCER span around `add`, whose context travels with the job as the
 * W3C trace headers serialised to one string (BullMQ keeps it as the job option `telemetry.metadata`, the field
 * its own telemetry uses). `add` receives undefined when tracing is off, and nothing extra is stored.
 */
export function publishJob<T>(queue: string, add: (traceMetadata: string | undefined) => Promise<T>): Promise<T> {
  return inSpan(
    `publish ${queue}`,
    { kind: SpanKind.PRODUCER, attributes: { 'messaging.system': 'bullmq', 'messaging.destination.name': queue, 'messaging.operation.type': 'send' } },
    () => {
      const carrier: Record<string, string> = {};
      propagation.inject(context.active(), carrier);
      return add(Object.keys(carrier).length > 0 ? JSON.stringify(carrier) : undefined);
    },
  );
}

/** Consumer side: the job's work in a CONSUMER span that is a child of the span that queued it (when it has one). */
export function processJob<T>(
  queue: string,
  job: { id?: string | undefined; attemptsMade?: number; traceMetadata?: string | undefined },
  work: () => Promise<T>,
): Promise<T> {
  const parent = job.traceMetadata ? propagation.extract(ROOT_CONTEXT, parseCarrier(job.traceMetadata)) : ROOT_CONTEXT;
  return inSpan(
    `process ${queue}`,
    {
      kind: SpanKind.CONSUMER,
      attributes: {
        'messaging.system': 'bullmq',
        'messaging.destination.name': queue,
        'messaging.operation.type': 'process',
        ...(job.id ? { 'messaging.message.id': job.id } : {}),
        ...(job.attemptsMade !== undefined ? { 'messaging.bullmq.attempts_made': job.attemptsMade } : {}),
      },
    },
    () => work(),
    parent,
  );
}

function parseCarrier(metadata: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(metadata);
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/** Longest SQL text kept on a database span: enough to recognise a statement, never a whole migration. */
export const maxStatementLength = 1000;

export function truncateStatement(sql: string): string {
  return sql.length > maxStatementLength ? `${sql.slice(0, maxStatementLength)}…` : sql;
}
