import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { setAppState, useAppState } from '../../../lib/app-state.ts';
import { useSession } from '../../../lib/session.ts';
import { getMe, toStoredUser } from '../api/get-me.ts';
import { logout } from '../../../lib/logout.ts';

/**
 * The logged-in student: the stored user at once, refreshed from /api/student/me whenever the token changes.
 * `status` is 'anonymous' without a token.
 */
export function useStudent() {
  const session = useSession();
  const token = session?.kind === 'student' ? session.token : null;
  const { user } = useAppState();
  const [status, setStatus] = useState<'anonymous' | 'loading' | 'ready' | 'failed'>(token ? 'loading' : 'anonymous');

  useEffect(() => {
    if (!token) {
      setStatus('anonymous');
      return undefined;
    }
    let live = true;
    setStatus('loading');
    getMe()
      .then((me) => {
        if (!live) return;
        setAppState({ user: toStoredUser(me) });
        setStatus('ready');
      })
      .catch(() => {
        if (live) setStatus('failed'); // a 401 already cleared the session (lib/http)
      });
    return () => {
      live = false;
    };
  }, [token]);

  return { token, user: token ? user : null, status };
}

/** Logout (spec §4 Login state): revoke on the server (best effort), clear user and token, go home. */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    void navigate(paths.home.href(), { replace: true });
  }, [navigate]);
}
