/**
 * Tracing entry point, loaded before the app: `node --import tsx --import @fast-track/shared/telemetry/register main.ts`
 * (the API's and the worker's start scripts and Dockerfile targets). With no OTLP endpoint configured it does
 * nothing at all: the SDK is not even loaded, and the app's spans are @opentelemetry/api no-ops.
 */
import { telemetryEndpoint } from './telemetry.ts';

if (telemetryEndpoint()) {
  const { startTelemetry } = await import('./sdk.ts');
  await startTelemetry();
}
