import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { setAppState, useAppState } from '../../../lib/app-state.ts';
import { answered } from '../../../lib/outcome-request.ts';
import { useSession } from '../../../lib/session.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { getMe, toStoredUser, type Student } from '../api/get-me.ts';
import { logout } from '../../../lib/logout.ts';

/**
 * The logged-in student: the stored user at once, refreshed from /api/student/me whenever the token changes.
 * `status` is 'anonymous' without a token, and 'ready' only once the fresh answer is the stored user (so a screen that
 * fills a form from it never starts from the older stored one). A 401 already cleared the session (lib/http).
 */
export function useStudent() {
  const session = useSession();
  const token = session?.kind === 'student' ? session.token : null;
  const { user } = useAppState();
  const me = useOutcome(token, () => answered(getMe()));
  const fresh = me.status === 'ready' ? me.value : null;
  const [stored, setStored] = useState<Student | null>(null);

  useEffect(() => {
    if (!fresh) return;
    setAppState({ user: toStoredUser(fresh) });
    setStored(fresh);
  }, [fresh]);

  const status = !token ? 'anonymous' : me.status === 'ready' ? (stored === fresh ? 'ready' : 'loading') : me.status;
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
