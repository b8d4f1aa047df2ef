import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { dateTimeFormat } from '../../../lib/date-format.ts';
import { toast } from '../../../lib/toast.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { cancelTeamRegistration, getWebinarOverview, registerTeamMember, type TeamRegistration, type Webinar } from '../api/webinar-teams.ts';
import './webinar-teams.css';

const firstShown = 3;

/** The cc dashboard's webinars: the upcoming ones, a form per webinar to register a member of the team, and who is registered (with cancel). */
export function WebinarTeamsPanel({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation();
  const loaded = useOutcome(organisationId, () => getWebinarOverview(organisationId));
  const [all, setAll] = useState(false);
  const webinars = loaded.status === 'ready' ? loaded.value.webinars : [];
  const registeredFor = new Set(loaded.status === 'ready' ? loaded.value.registrations.map((r) => r.eventId) : []);
  // The next few, and every webinar the team is registered for; the rest on request (there may be dozens).
  const shown = all ? webinars : webinars.filter((w, i) => i < firstShown || registeredFor.has(w.eventId));
  return (
    <section aria-labelledby="webinar-teams-title" data-testid="webinar-teams">
      <h2 id="webinar-teams-title">{t('webinarTeams.title')}</h2>
      <p className="muted">{t('webinarTeams.lead')}</p>
      {loaded.status === 'loading' && (
        <p className="muted" role="status">
          {t('common.loading')}
        </p>
      )}
      {loaded.status === 'failed' && (
        <div className="alert alert--error" role="alert">
          <p>{t('webinarTeams.loadFailed')}</p>
          <button type="button" className="button button--secondary button--small" onClick={loaded.reload}>
            {t('webinarTeams.retry')}
          </button>
        </div>
      )}
      {loaded.status === 'ready' && loaded.value.webinars.length === 0 && (
        <p className="muted" data-testid="webinar-teams-empty">
          {t('webinarTeams.empty')}
        </p>
      )}
      {loaded.status === 'ready' && loaded.value.webinars.length > 0 && (
        <ul className="webinar-teams__list">
          {shown.map((webinar) => (
            <WebinarItem
              key={webinar.eventId}
              organisationId={organisationId}
              webinar={webinar}
              registrations={loaded.value.registrations.filter((r) => r.eventId === webinar.eventId)}
              limit={loaded.value.limitPerWebinar}
              onChange={loaded.reload}
            />
          ))}
        </ul>
      )}
      {shown.length < webinars.length && (
        <button type="button" className="button button--secondary webinar-teams__more" onClick={() => setAll(true)} data-testid="webinar-teams-all">
          {t('webinarTeams.showAll', { total: webinars.length })}
        </button>
      )}
    </section>
  );
}

interface ItemProps {
  organisationId: string;
  webinar: Webinar;
  registrations: TeamRegistration[];
  limit: number;
  onChange: () => void;
}

function WebinarItem({ organisationId, webinar, registrations, limit, onChange }: ItemProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const id = (field: string) => `webinar-${webinar.eventId}-${field}`;
  const full = registrations.length >= limit;
  const when = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(webinar.startsAt));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setProblem(null);
    const done = await registerTeamMember(organisationId, webinar.eventId, { name, email }).catch(() => null);
    setBusy(false);
    if (done?.ok) {
      toast.success(t('webinarTeams.registered', { name: name.trim() }));
      setName('');
      setEmail('');
      onChange();
      return;
    }
    const code = done && !done.ok ? done.code : '';
    const known = ['ALREADY_REGISTERED', 'TEAM_LIMIT', 'WEBINAR_CLOSED', 'WEBINAR_NOT_FOUND', 'VALIDATION'];
    setProblem(t(`webinarTeams.problem.${known.includes(code) ? code : 'other'}`, { limit }));
  };

  const cancel = async (registration: TeamRegistration) => {
    const done = await cancelTeamRegistration(organisationId, registration.registrationId).catch(() => null);
    if (!done?.ok) return toast.error(t('webinarTeams.cancelFailed'));
    toast.success(t('webinarTeams.cancelled', { name: registration.name }));
    onChange();
  };

  return (
    <li className="webinar-teams__item" data-testid="webinar-team-item">
      <div className="webinar-teams__head">
        <h3>
          <Link to={paths.event.href(webinar.link)}>{webinar.title}</Link>
        </h3>
        <p className="muted">
          {webinar.host} · <time dateTime={webinar.startsAt}>{when}</time>
        </p>
      </div>
      <h4 className="webinar-teams__subtitle">{t('webinarTeams.registeredTitle', { registered: registrations.length, limit })}</h4>
      {registrations.length === 0 ? (
        <p className="muted">{t('webinarTeams.noneRegistered')}</p>
      ) : (
        <ul className="webinar-teams__people">
          {registrations.map((r) => (
            <li key={r.registrationId} data-testid="webinar-team-registration">
              <span>
                <strong>{r.name}</strong> <span className="muted">{r.email}</span>
              </span>
              <button type="button" className="button button--secondary button--small" onClick={() => void cancel(r)} aria-label={t('webinarTeams.cancelFor', { name: r.name })}>
                {t('webinarTeams.cancel')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className="muted">{t('webinarTeams.full', { limit })}</p>
      ) : (
        <form className="webinar-teams__form" onSubmit={(e) => void submit(e)} aria-label={t('webinarTeams.formLabel', { title: webinar.title })}>
          <div className="field">
            <label htmlFor={id('name')}>{t('webinarTeams.name')}</label>
            <input id={id('name')} className="input" value={name} onChange={(e) => setName(e.currentTarget.value)} required maxLength={100} autoComplete="off" />
          </div>
          <div className="field">
            <label htmlFor={id('email')}>{t('webinarTeams.email')}</label>
            <input id={id('email')} className="input" type="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} required maxLength={254} autoComplete="off" />
          </div>
          <button type="submit" className="button button--primary" disabled={busy} data-testid="webinar-team-register">
            {busy ? t('webinarTeams.registering') : t('webinarTeams.register')}
          </button>
          {problem && (
            <p className="field-error" role="alert">
              {problem}
            </p>
          )}
        </form>
      )}
    </li>
  );
}
