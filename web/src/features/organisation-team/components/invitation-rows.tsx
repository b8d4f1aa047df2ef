import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../../lib/date-format.ts';
import type { Invitation } from '../../../lib/team.ts';
import { useLocale } from '../../../lib/use-locale.ts';

/** Invitations not yet accepted, with their role and expiry. */
export function InvitationRows({ invitations }: { invitations: readonly Invitation[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (invitations.length === 0) {
    return (
      <p className="muted" data-testid="team-no-invitations">
        {t('careerCenter.team.noInvitations')}
      </p>
    );
  }
  const format = dateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
  // An unreadable expiry is left out rather than shown as 'Invalid Date'.
  const expiry = (iso: string) => (iso && !Number.isNaN(Date.parse(iso)) ? t('careerCenter.team.expires', { date: format.format(new Date(iso)) }) : '');
  return (
    <ul className="team-list" role="list" data-testid="team-invitations">
      {invitations.map((inv) => (
        <li key={inv.invitationId} className="team-list__item" data-testid="team-invitation">
          <span className="team-list__who">
            <span className="team-list__name">{inv.email}</span>
            {expiry(inv.expiresAt) && <span className="team-list__email muted">{expiry(inv.expiresAt)}</span>}
          </span>
          <span className={`team-role team-role--${inv.role}`}>{t(`careerCenter.team.role.${inv.role}`)}</span>
        </li>
      ))}
    </ul>
  );
}
