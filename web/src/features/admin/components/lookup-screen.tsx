import { lookupLimits } from '@fast-track/shared/admin/lookup-limits';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field.tsx';
import { formatDay } from '../../../lib/date-format.ts';
import { toast } from '../../../lib/toast.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { lookUp, type OrganisationFound, type PersonFound } from '../api/admin-lookup.ts';
import { restoreAccount, suspendAccount } from '../api/decide-account.ts';
import { ReasonDialog } from './reason-dialog.tsx';

/** People by their exact address or part of a name, organisations by name: kind, status, created date, memberships. */
export function LookupScreen() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [asked, setAsked] = useState<string | null>(null);
  const found = useOutcome(asked, () => lookUp(asked ?? ''));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = typed.trim();
    if (q.length < lookupLimits.min) return setError(t('admin.lookup.tooShort', { min: lookupLimits.min }));
    setError(null);
    if (q === asked) found.reload();
    else setAsked(q);
  };

  return (
    <section aria-labelledby="admin-lookup-title" data-testid="admin-lookup">
      <h1 id="admin-lookup-title">{t('admin.lookup.title')}</h1>
      <form className="admin-lookup__form" role="search" onSubmit={submit} noValidate>
        <Field
          id="admin-lookup-q"
          label={t('admin.lookup.label')}
          hint={t('admin.lookup.hint')}
          error={error}
          type="search"
          value={typed}
          maxLength={lookupLimits.max}
          onChange={(e) => setTyped(e.currentTarget.value)}
        />
        <button type="submit" className="button button--primary">
          {t('admin.lookup.submit')}
        </button>
      </form>

      {asked !== null && found.status === 'loading' && (
        <p className="muted" role="status">
          {t('admin.lookup.loading')}
        </p>
      )}
      {found.status === 'failed' && (
        <div className="alert alert--error" role="alert">
          <p>{t('admin.lookup.failed')}</p>
          <button type="button" className="button button--secondary button--small" onClick={found.reload}>
            {t('admin.companies.retry')}
          </button>
        </div>
      )}
      {found.status === 'ready' && found.value.people.length + found.value.organisations.length === 0 && (
        <p data-testid="admin-lookup-empty">{t('admin.lookup.empty', { q: asked })}</p>
      )}
      {found.status === 'ready' && found.value.people.length > 0 && <People people={found.value.people} onChanged={found.reload} />}
      {found.status === 'ready' && found.value.organisations.length > 0 && <Organisations organisations={found.value.organisations} />}
    </section>
  );
}

/** People found, each with suspend (asks the reason) or restore; admins are not suspended from here. */
function People({ people, onChanged }: { people: PersonFound[]; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const [asking, setAsking] = useState<PersonFound | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const decide = async (p: PersonFound, reason: string | null) => {
    setBusy(p.accountId);
    const answer = await (reason === null ? restoreAccount(p.accountId) : suspendAccount(p.accountId, reason)).catch(() => null);
    setBusy(null);
    if (!answer?.ok) return toast.error(t('admin.lookup.decisionFailed'));
    toast.success(t(reason === null ? 'admin.lookup.restored' : 'admin.lookup.suspended', { name: p.name || p.email }));
    setAsking(null);
    onChanged();
  };
  return (
    <>
      <h2>{t('admin.lookup.people')}</h2>
      <ul className="admin-reports" data-testid="admin-lookup-people">
        {people.map((p) => (
          <li key={p.accountId} className="admin-report" data-testid="admin-lookup-person">
            <p className="admin-audit__action">
              <strong>{p.name || t('admin.lookup.noName')}</strong> · {p.email}
            </p>
            <p className="admin-report__meta">
              {t(`admin.lookup.kinds.${p.kind}`, { defaultValue: p.kind })} · {t(`admin.lookup.status.${p.status}`, { defaultValue: p.status })} ·{' '}
              {t('admin.lookup.created', { date: formatDay(p.createdAt, i18n.language) })}
            </p>
            <p className="admin-report__meta">
              {p.memberships.length === 0
                ? t('admin.lookup.noMemberships')
                : t('admin.lookup.memberOf', {
                    list: p.memberships.map((m) => `${m.name} (${t(`admin.lookup.kinds.${m.kind}`, { defaultValue: m.kind })}, ${t(`admin.lookup.roles.${m.role}`, { defaultValue: m.role })})`).join('; '),
                  })}
            </p>
            {p.kind !== 'admin' && (
              <div className="admin-report__actions">
                {p.status === 'suspended' ? (
                  <button type="button" className="button button--secondary button--small" disabled={busy === p.accountId} onClick={() => void decide(p, null)} data-testid="admin-lookup-restore">
                    {t('admin.lookup.restore')}
                  </button>
                ) : (
                  <button type="button" className="button button--danger button--small" disabled={busy === p.accountId} onClick={() => setAsking(p)} data-testid="admin-lookup-suspend">
                    {t('admin.lookup.suspend')}
                  </button>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
      {asking && (
        <ReasonDialog
          key={asking.accountId}
          open
          decision="suspendAccount"
          organisationName={asking.name || asking.email}
          busy={busy === asking.accountId}
          onCancel={() => setAsking(null)}
          onConfirm={(reason) => void decide(asking, reason)}
        />
      )}
    </>
  );
}

function Organisations({ organisations }: { organisations: OrganisationFound[] }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <h2>{t('admin.lookup.organisations')}</h2>
      <ul className="admin-reports" data-testid="admin-lookup-organisations">
        {organisations.map((o) => (
          <li key={o.organisationId} className="admin-report" data-testid="admin-lookup-organisation">
            <p className="admin-audit__action">
              <strong>{o.name}</strong>
            </p>
            <p className="admin-report__meta">
              {t(`admin.lookup.kinds.${o.kind}`, { defaultValue: o.kind })} · {t(`admin.status.${o.status}`, { defaultValue: o.status })} ·{' '}
              {t('admin.lookup.created', { date: formatDay(o.createdAt, i18n.language) })}
            </p>
            <p className="admin-report__meta">
              {o.memberCount === 0
                ? t('admin.lookup.noMembers')
                : t('admin.lookup.members', {
                    count: o.memberCount,
                    list: o.members.map((m) => `${m.name} (${t(`admin.lookup.roles.${m.role}`, { defaultValue: m.role })})`).join('; '),
                  })}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
