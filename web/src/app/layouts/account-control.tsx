import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { useAppState } from '../../lib/app-state.ts';
import type { Session, SessionKind } from '../../lib/session.ts';
import { withTexts } from '../../lib/text-groups.ts';
import { useAccount } from '../../lib/use-account.ts';
import { AccountMenu } from './account-menu.tsx';
import { initialsOf } from './initials.ts';

/** The settings screen of each kind, where one exists (career centers and admins have none yet). */
const settingsOf: Record<SessionKind, string | null> = {
  student: paths.studentSettings.href(),
  employer: paths.employerArea.settings.href(),
  career_center: null,
  admin: null,
};

// The inbox link with its unread count (issue 14), a chunk of its own: only people with an inbox load it.
const UnreadLink = lazy(withTexts(['messaging'], () => import('../../features/messaging/components/unread-link.tsx')));
const inboxOf: Record<SessionKind, string | null> = {
  student: paths.studentMessages.href(),
  employer: paths.employerArea.chat.href(),
  career_center: null,
  admin: null,
};

/** The names the header shows for a session: the account's once loaded, the stored ones before. */
export function useDisplayName(session: Session) {
  const { user, employer, email } = useAppState();
  const account = useAccount();
  const me = account.status === 'ready' ? account.me.account : null;
  const firstName = me?.firstName || (session.kind === 'student' ? user?.firstName : session.kind === 'employer' ? employer?.firstName : '') || '';
  const lastName = me?.LastName || (session.kind === 'student' ? user?.LastName : '') || '';
  return { account, firstName, lastName, address: me?.email || email };
}

/**
 * The header's control for a signed-in person, in a chunk of its own (a visitor's header has only the login button,
 * issue 10): the account (`/api/account/me`) and the account menu.
 */
export default function AccountControl({ session }: { session: Session }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { account, firstName, lastName, address } = useDisplayName(session);

  const logout = async () => {
    // loaded on demand: the HTTP client stays off the first screen
    const { logout: endEverywhere } = await import('../../lib/logout.ts');
    await endEverywhere();
    void navigate(paths.home.href(), { replace: true });
  };

  const inbox = inboxOf[session.kind];
  return (
    <>
      {inbox && (
        <Suspense fallback={null}>
          <UnreadLink href={inbox} />
        </Suspense>
      )}
      <AccountMenu
        session={session}
        account={account}
        firstName={firstName}
        fullName={firstName ? `${firstName} ${lastName}`.trim() : address || t('header.myAccount')}
        initials={initialsOf(firstName, lastName, address)}
        settingsHref={settingsOf[session.kind]}
        onLogout={() => void logout()}
      />
    </>
  );
}
