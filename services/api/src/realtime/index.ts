// The realtime slice's public surface: other code imports only from here.
export { createRealtime, realtimeConfigFrom, type RealtimeOptions } from './socket-server.ts';
export { createRealtimeAccess, type RealtimeAccess } from './realtime-access.ts';
