import { useTranslation } from 'react-i18next';
import { InvitationRows } from '../../../components/team/invitation-rows.tsx';
import type { PendingInvitation } from '../api/get-members.ts';

/** Invitations not yet accepted, with their expiry. */
export function PendingInvitations({ invitations }: { invitations: PendingInvitation[] }) {
  const { t } = useTranslation();
  return (
    <InvitationRows
      invitations={invitations.map((i) => ({ invitationId: i.invitationId, email: i.email, role: t(`employer.roles.${i.role}`), expiresAt: i.expiresAt }))}
      empty={t('employer.team.invitations.empty')}
      expires={(date) => t('employer.team.invitations.expires', { date })}
      look={{ list: 'employer-list', item: 'employer-list__item', role: 'muted' }}
      testIds={{ empty: 'invitations-empty', list: 'invitations-list', item: 'invitation-row' }}
    />
  );
}
