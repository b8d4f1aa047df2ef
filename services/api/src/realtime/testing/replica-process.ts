// A replica in its own process, so a test can kill it outright (SIGKILL: no shutdown hook, no cleanup).
import { loadConfig } from '@fast-track/shared/config';
import { createPgDb } from '@fast-track/shared/db/pg-db';
import { realtimeConfigFrom } from '../socket-server.ts';
import { startReplica } from './replica.ts';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const db = createPgDb({ connectionString: env('REPLICA_DATABASE_URL'), schema: env('REPLICA_DB_SCHEMA'), max: 2 });
// REPLICA_FROM_CONFIG=1: REDIS_URL, REDIS_PREFIX and PRESENCE_TTL_MS go through loadConfig and server.ts's mapping,
// as in production; otherwise the REPLICA_* values are used as they are (TTLs below the config's minimum allowed).
const options = process.env['REPLICA_FROM_CONFIG']
  ? realtimeConfigFrom(
      loadConfig({ REDIS_URL: env('REDIS_URL'), REDIS_PREFIX: env('REDIS_PREFIX'), PRESENCE_TTL_MS: env('PRESENCE_TTL_MS') }),
    )
  : {
      redisUrl: env('REPLICA_REDIS_URL'),
      redisPrefix: env('REPLICA_REDIS_PREFIX'),
      presenceTtlMs: Number(env('REPLICA_PRESENCE_TTL_MS')),
    };
const replica = await startReplica(db, { ...options, broadcastIntervalMs: 100 });
process.stdout.write(`listening ${replica.url}\n`);
