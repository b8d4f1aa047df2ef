import { dateTimeFormat } from '../../lib/date-format.ts';
import { useLocale } from '../../lib/use-locale.ts';
import './team-list.css';

export interface InvitationRow {
  invitationId: string;
  email: string;
  /** The role's label in the reader's language. */
  role: string;
  expiresAt: string;
}

interface Props {
  invitations: readonly InvitationRow[];
  /** Said when no invitation is open. */
  empty: string;
  /** 'Expires on {date}' in the team's words. */
  expires: (date: string) => string;
  /** The team's list look (its stylesheet's classes) and test ids. */
  look: { list: string; item: string; role: string };
  testIds: { empty: string; list: string; item: string };
}

/** Invitations not yet accepted, with their role and expiry, for every organisation's team. */
export function InvitationRows({ invitations, empty, expires, look, testIds }: Props) {
  const locale = useLocale();
  if (invitations.length === 0) {
    return (
      <p className="muted" data-testid={testIds.empty}>
        {empty}
      </p>
    );
  }
  const format = dateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
  // An unreadable expiry is left out rather than shown as 'Invalid Date'.
  const expiry = (iso: string) => (iso && !Number.isNaN(Date.parse(iso)) ? expires(format.format(new Date(iso))) : '');
  return (
    <ul className={look.list} role="list" data-testid={testIds.list}>
      {invitations.map((inv) => (
        <li key={inv.invitationId} className={look.item} data-testid={testIds.item}>
          <span className="team-list__who">
            <span className="team-list__name">{inv.email}</span>
            {expiry(inv.expiresAt) && <span className="team-list__email muted">{expiry(inv.expiresAt)}</span>}
          </span>
          <span className={look.role}>{inv.role}</span>
        </li>
      ))}
    </ul>
  );
}
