// A replica in its own process, so a test can kill it outright (SIGKILL: no shutdown hook, no cleanup).
import { createPgDb } from '@fast-track/shared/db/pg-db';
import { startReplica } from './replica.ts';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const db = createPgDb({ connectionString: env('REPLICA_DATABASE_URL'), schema: env('REPLICA_DB_SCHEMA'), max: 2 });
const replica = await startReplica(db, {
  redisUrl: env('REPLICA_REDIS_URL'),
  redisPrefix: env('REPLICA_REDIS_PREFIX'),
  presenceTtlMs: Number(env('REPLICA_PRESENCE_TTL_MS')),
  broadcastIntervalMs: 100,
});
process.stdout.write(`listening ${replica.url}\n`);
