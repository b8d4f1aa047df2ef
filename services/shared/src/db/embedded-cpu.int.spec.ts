// The embedded database's CPU, counted around PGlite's synchronous protocol call, is real and never more than the
// process used: the write bench subtracts it from the API process's CPU to get the API's own share.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db.ts';
import { embeddedDbCpuSeconds } from './embedded-cpu.ts';
import { createPgliteDb } from './pglite-db.ts';

const processCpuSeconds = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

describe('embedded database CPU', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createPgliteDb();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('grows with the work done inside PGlite, within the process total', async () => {
    const [dbBefore, processBefore] = [embeddedDbCpuSeconds(), processCpuSeconds()];
    const { rows } = await db.query<{ n: string }>('SELECT sum(i)::text AS n FROM generate_series(1, 2000000) AS i');
    const [dbSpent, processSpent] = [embeddedDbCpuSeconds() - dbBefore, processCpuSeconds() - processBefore];
    expect(rows[0]?.n).toBe('2000001000000');
    // Two million rows summed take tens of milliseconds of CPU, all of it inside the WebAssembly call.
    expect(dbSpent).toBeGreaterThan(0.01);
    expect(dbSpent).toBeLessThanOrEqual(processSpent);
    expect(dbSpent).toBeGreaterThan(processSpent * 0.5);
  });

  it('does not count time the process spends elsewhere', () => {
    const before = embeddedDbCpuSeconds();
    let spin = 0;
    const until = process.cpuUsage().user + 50_000;
    while (process.cpuUsage().user < until) spin++;
    expect(spin).toBeGreaterThan(0);
    expect(embeddedDbCpuSeconds()).toBe(before);
  });
});
