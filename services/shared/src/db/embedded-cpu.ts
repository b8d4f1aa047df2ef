/**
 * CPU time this process spent inside the embedded database (PGlite), summed over every PGlite instance it opened.
 * PGlite runs PostgreSQL as WebAssembly on the calling thread, synchronously inside each protocol exchange, so the
 * process's CPU clock read around that call is the database's own work (its executor, its storage calls, its
 * encoding of the answer). The write bench subtracts it from the process's CPU to judge the API's own share per
 * commit on both databases (docs/performance.md, "API CPU per committed command"). Always 0 on Postgres.
 */
let microseconds = 0;

export function embeddedDbCpuSeconds(): number {
  return microseconds / 1e6;
}

/** Runs a synchronous call and adds the process CPU (user + system) it took to the total. */
export function countingEmbeddedDbCpu<T>(work: () => T): T {
  const start = process.cpuUsage();
  try {
    return work();
  } finally {
    const spent = process.cpuUsage(start);
    microseconds += spent.user + spent.system;
  }
}
