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
    },
    // Asynchronous: a slow log pipe must not stall request handling. pino flushes what is buffered on exit.
    pino.destination({ dest: 1, sync: false }),
  );
}
