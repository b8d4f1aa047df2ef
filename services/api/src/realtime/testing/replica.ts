import type { AddressInfo } from 'node:net';
import type { Db } from '@fast-track/shared/db/db';
import { createLogger } from '@fast-track/shared/logger';
import { createApp } from '../../app.ts';
import { createSessionStore } from '../../accounts/index.ts';
import { createHttpServer } from '../../http/http-server.ts';
import { attachMessagingSockets, socketMessagingNotifier } from '../../messaging/index.ts';
import { createRealtimeAccess } from '../realtime-access.ts';
import { createRealtime, type RealtimeOptions } from '../socket-server.ts';

export type ReplicaOptions = Pick<RealtimeOptions, 'redisUrl' | 'redisPrefix' | 'presenceTtlMs' | 'heartbeatMs' | 'broadcastIntervalMs'>;

export interface Replica {
  url: string;
  close(): Promise<void>;
}

/** One API replica as server.ts wires it (app + Socket.IO on one http server), on an ephemeral port. */
export async function startReplica(db: Db, options: ReplicaOptions): Promise<Replica> {
  const logger = createLogger('test', 'silent');
  const sessions = createSessionStore(db);
  const realtime = createRealtime({ ...options, logger, identify: (token) => sessions.resolve(token, Date.now()), access: createRealtimeAccess(db) });
  const { app, dispose } = createApp({ db, logger, eventNotifier: realtime.notifier, messagingNotifier: socketMessagingNotifier(realtime.io), messageDigestEveryMs: 0 });
  attachMessagingSockets(realtime.io, db, logger);
  const server = createHttpServer(app);
  realtime.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await realtime.close();
      await closed;
      dispose();
    },
  };
}
