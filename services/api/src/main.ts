import { loadConfig } from '@fast-track/shared/config';
import { createLogger } from '@fast-track/shared/logger';
import { shutdownTelemetry } from '@fast-track/shared/telemetry/telemetry';
import { startServer } from './server.ts';

const config = loadConfig();
const logger = createLogger('api', config.LOG_LEVEL);

try {
  const running = await startServer(config, logger);
  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    // A stuck request must not keep a terminating container alive forever.
    const force = setTimeout(() => {
      logger.error('graceful shutdown timed out; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    running.stop().then(
      // Spans of the last requests are still buffered: flush them (no-op without OTEL_EXPORTER_OTLP_ENDPOINT).
      () => shutdownTelemetry().then(() => process.exit(0)),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
} catch (error) {
  logger.fatal({ err: error }, 'failed to start');
  process.exit(1);
}
