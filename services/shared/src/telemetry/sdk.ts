/**
 * The OpenTelemetry Node SDK, started by ./register.ts only when an OTLP endpoint is configured. Configured by the
 * standard variables (OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_EXPORTER_OTLP_PROTOCOL — http/protobuf by default,
 * http/json —, OTEL_EXPORTER_OTLP_HEADERS, OTEL_SERVICE_NAME, OTEL_TRACES_SAMPLER[_ARG], OTEL_RESOURCE_ATTRIBUTES,
 * OTEL_BSP_*). Traces only: metrics are scraped from GET /metrics (Prometheus), logs stay pino's.
 *
 * Our code is ESM, so instrumenting the libraries it imports needs the import-in-the-middle loader hook; it is told
 * (message channel) to wrap only the modules an instrumentation asked for, so everything else loads untouched.
 */
import type { IncomingMessage } from 'node:http';
import { register } from 'node:module';
import { ExpressInstrumentation, ExpressLayerType } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { createAddHookMessageChannel } from 'import-in-the-middle';
import { setTelemetryShutdown } from './telemetry.ts';

/** Probes and scrapes arrive every few seconds and would drown real traces. */
const untracedPaths = new Set(['/healthz', '/readyz', '/metrics']);

/** fast-track-api or fast-track-worker from the entry file, unless OTEL_SERVICE_NAME names it. */
function defaultServiceName(): string {
  const entry = process.argv[1] ?? '';
  return /[\\/]worker[\\/]/.test(entry) ? 'fast-track-worker' : 'fast-track-api';
}

export async function startTelemetry(): Promise<void> {
  // Libraries are still unloaded here: --import runs before the entry file, which imports them.
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

  const sdk = new NodeSDK({
    ...(process.env['OTEL_SERVICE_NAME'] ? {} : { serviceName: defaultServiceName() }),
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req: IncomingMessage) => untracedPaths.has((req.url ?? '').split('?')[0] ?? ''),
      }),
      // Routers and route handlers (they carry http.route); one span per middleware would only be noise.
      new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE] }),
      // Statement text without its parameters (they hold addresses and hashes).
      new PgInstrumentation({ enhancedDatabaseReporting: false }),
      new IORedisInstrumentation(),
    ],
  });
  sdk.start();
  setTelemetryShutdown(() => sdk.shutdown());
  await waitForAllMessagesAcknowledged();
}
