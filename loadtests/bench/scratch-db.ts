// A throw-away Postgres database for one bench run (created from DATABASE_URL's server, dropped afterwards), and the
// clean-up of a run's own Redis key prefix.
import { Redis } from 'ioredis';
import pg from 'pg';

export interface ScratchDb {
  url: string;
  drop: () => Promise<void>;
}

export async function createScratchDb(adminUrl: string): Promise<ScratchDb> {
  const name = `fast_track_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Deletes a run's own Redis keys (its prefix); best effort: keys left behind expire or stay harmless. */
export async function dropRedisPrefix(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    for (let cursor = '0'; ; ) {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      if ((cursor = next) === '0') break;
    }
  } catch {
    // Best effort, as above.
  } finally {
    redis.disconnect();
  }
}
