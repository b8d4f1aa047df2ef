#!/usr/bin/env node
// Safety net of the topology test (e2e/topology/topology.ts). Started detached with the pid of the Playwright worker
// and a state file that the harness rewrites whenever it spawns something or creates a resource. When the worker
// disappears without having cleaned up (crash, SIGKILL, Ctrl-C during a hung teardown) this process kills every
// process group the state names, drops the scratch database, empties the claimed Redis database and removes the
// folders. A normal teardown deletes the state file itself, and the reaper then simply exits.
//   node e2e/topology/reaper.mjs <parentPid> <stateFile>
import { existsSync, readFileSync, rmSync } from 'node:fs';

const [parentArg, stateFile] = process.argv.slice(2);
const parentPid = Number(parentArg);
if (!parentPid || !stateFile) {
  console.error('usage: reaper.mjs <parentPid> <stateFile>');
  process.exit(2);
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Kills a process group (every child was spawned detached, so its pid is its group id); falls back to the pid. */
function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
}

/** @param {{ pids?: number[], database?: { adminUrl: string, name: string }, redis?: { url: string, db: number, claim: string }, dirs?: string[] }} state */
export async function cleanUp(state) {
  for (const pid of state.pids ?? []) killGroup(pid, 'SIGKILL');
  if (state.database) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: state.database.adminUrl });
    try {
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${state.database.name.replace(/"/g, '')}" WITH (FORCE)`);
    } catch (err) {
      console.error(`reaper: could not drop ${state.database.name}: ${err}`);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  if (state.redis) {
    const { Redis } = await import('ioredis');
    const redis = new Redis(state.redis.url, { db: state.redis.db, lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await redis.connect();
      // Only a database this run claimed (and still holds) is emptied.
      if ((await redis.get('fast-track-topology:claim')) === state.redis.claim) await redis.flushdb();
    } catch (err) {
      console.error(`reaper: could not release redis db ${state.redis.db}: ${err}`);
    } finally {
      redis.disconnect();
    }
  }
  for (const dir of state.dirs ?? []) rmSync(dir, { recursive: true, force: true });
}

async function watch() {
  for (;;) {
    if (!existsSync(stateFile)) return; // the harness cleaned up itself
    if (!alive(parentPid)) {
      let state = {};
      try {
        state = JSON.parse(readFileSync(stateFile, 'utf8'));
      } catch {
        // half-written: use what we can
      }
      await cleanUp(state);
      rmSync(stateFile, { force: true });
      return;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

await watch();
process.exit(0);
