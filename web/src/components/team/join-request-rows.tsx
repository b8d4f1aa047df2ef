import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import './team-list.css';

export interface JoinRequestRow {
  /** The asker's account id. */
  id: string;
  name: string;
  email: string;
}

interface Props {
  requests: readonly JoinRequestRow[];
  /** Records the answer: true when the server took it. */
  decide: (id: string, accept: boolean) => Promise<boolean>;
  onDecided: () => void;
  /** The team's list look (its stylesheet's classes) and test ids. */
  look: { list: string; item: string; actions: string };
  testIds: { list: string; item: string };
}

/**
 * People who asked to join an organisation (same e-mail domain, or career center staff at registration), for its
 * owners and admins: accept (they become members) or decline. One list for every organisation's team.
 */
export function JoinRequestRows({ requests, decide, onDecided, look, testIds }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);

  const answer = async (request: JoinRequestRow, accept: boolean) => {
    setBusy(request.id);
    const ok = await decide(request.id, accept).catch(() => false);
    setBusy(null);
    if (!ok) return toast.error(t('employer.team.failed'));
    toast.success(t(accept ? 'employer.team.requests.accepted' : 'employer.team.requests.declined', { name: request.name }));
    onDecided();
  };

  return (
    <ul className={look.list} role="list" data-testid={testIds.list}>
      {requests.map((r) => (
        <li key={r.id} className={look.item} data-testid={testIds.item}>
          <span className="team-list__who">
            <span className="team-list__name">{r.name}</span>
            {r.email && r.email !== r.name && <span className="team-list__email muted">{r.email}</span>}
          </span>
          <span className={look.actions}>
            <button
              type="button"
              className="button button--primary button--small"
              disabled={busy === r.id}
              aria-label={t('employer.team.requests.acceptOf', { name: r.name })}
              onClick={() => void answer(r, true)}
            >
              {t('employer.team.requests.accept')}
            </button>
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={busy === r.id}
              aria-label={t('employer.team.requests.declineOf', { name: r.name })}
              onClick={() => void answer(r, false)}
            >
              {t('employer.team.requests.decline')}
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}
