import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale.ts';
import type { PendingInvitation } from '../api/get-members.ts';
import { dateTimeFormat } from '../../../lib/date-format.ts';

/** Invitations not yet accepted, with their expiry. */
export function PendingInvitations({ invitations }: { invitations: PendingInvitation[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (invitations.length === 0) return <p className="muted" data-testid="invitations-empty">{t('employer.team.invitations.empty')}</p>;
  const format = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? '' : dateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
  };
  return (
    <ul className="employer-list" role="list" data-testid="invitations-list">
      {invitations.map((i) => (
        <li key={i.invitationId} className="employer-list__item" data-testid="invitation-row">
          <span className="employer-list__main">{i.email}</span>
          <span className="muted">
            {t(`employer.roles.${i.role}`)}
            {format(i.expiresAt) && ` · ${t('employer.team.invitations.expires', { date: format(i.expiresAt) })}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
