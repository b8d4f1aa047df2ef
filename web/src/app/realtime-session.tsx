import { useEffect } from 'react';
import { afterLoadIdle } from '../lib/after-load-idle.ts';
import { setAppState, useAppState } from '../lib/app-state.ts';
import { identityOf } from '../lib/realtime-identity.ts';
import { useSession } from '../lib/session.ts';
import type * as SocketModule from '../lib/socket.ts';

/**
 * Keeps the realtime connection in step with the session (spec §4 Login state): it opens when a user exists and
 * closes when they are gone (logout, a 401, another tab's sign-out). Renders nothing. Everything it needs beyond
 * the store is imported on demand, so the first screen of a visitor carries neither socket.io-client nor the HTTP
 * client; a signed-in person's connection opens once their first screen has loaded and its requests have settled.
 */
export function RealtimeSession() {
  const session = useSession();
  const { user } = useAppState();
  const isStudent = session?.kind === 'student';
  const token = session?.token ?? null;
  // A student's presence id is their user id; the other kinds are known by their account id (lib/realtime-identity.ts).
  const userId = identityOf(session, user?._id)?.userId ?? null;

  // A student token without a stored user (e.g. an old persisted state): learn who it is, so presence and votes know the id.
  useEffect(() => {
    if (!isStudent || !token || user) return undefined;
    let live = true;
    import('../features/student/api/get-me.ts')
      .then(({ getMe }) => getMe())
      .then((me) => {
        if (live) setAppState({ user: { _id: me._id, firstName: me.firstName, LastName: me.LastName ?? '', email: me.email ?? '' } });
      })
      .catch(() => undefined); // a 401 already ended the session (lib/http); anything else: try again next time
    return () => {
      live = false;
    };
  }, [isStudent, token, user]);

  useEffect(() => {
    if (!token || !userId) {
      // Only a connection that was ever opened needs closing; otherwise do not load the module for nothing.
      if (socketModule) void socketModule.then(({ realtime }) => realtime.setIdentity(null));
      return;
    }
    // After the first screen (lib/after-load-idle.ts): its requests and render come first, the connection soon after;
    // what arrived meanwhile is fetched on connect (chat and unread listeners' onConnected, event watchers' onJoined).
    let current = true;
    const cancelWait = afterLoadIdle(() => {
      socketModule ??= import('../lib/socket.ts');
      void socketModule.then(({ realtime }) => {
        if (current) realtime.setIdentity({ userId, token });
      });
    });
    return () => {
      current = false;
      cancelWait();
    };
  }, [token, userId]);

  // Signing out unmounts this keeper (layouts/root-layout.tsx mounts it for a session only): the identity goes too.
  useEffect(
    () => () => {
      if (socketModule) void socketModule.then(({ realtime }) => realtime.setIdentity(null));
    },
    [],
  );

  return null;
}

let socketModule: Promise<typeof SocketModule> | null = null;
