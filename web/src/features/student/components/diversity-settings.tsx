import {
  ethnicityConventions,
  ethnicityCountries,
  genders,
  yesNo,
  type DiversityAnswers,
  type EthnicityCountry,
} from '@fast-track/shared/diversity';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getMyDiversity, saveMyDiversity, withdrawMyDiversity, type MyDiversity } from '../api/diversity.ts';
import { StatusLine, type SettingsStatus } from '../../../components/ui/status-line.tsx';

const empty: DiversityAnswers = { gender: null, firstGeneration: null, ethnicity: null, disability: null };

/**
 * Optional DE&I self-description (issue 14): every question may stay unanswered or be "prefer not to say"; nothing is
 * saved without the consent box; withdrawing deletes the answers (employers only ever see groups of five or more).
 */
export function DiversitySettings() {
  const { t, i18n } = useTranslation();
  const [loaded, setLoaded] = useState<'loading' | 'failed' | 'ready'>('loading');
  const [saved, setSaved] = useState<MyDiversity>(null);
  const [answers, setAnswers] = useState<DiversityAnswers>(empty);
  const [country, setCountry] = useState<EthnicityCountry | ''>('');
  const [consent, setConsent] = useState(false);
  const [status, setStatus] = useState<SettingsStatus>({ kind: 'idle' });
  const [withdrawn, setWithdrawn] = useState(false);

  const apply = (mine: MyDiversity) => {
    setSaved(mine);
    setAnswers(mine?.answers ?? empty);
    const c = mine?.answers.ethnicity?.split(':')[0];
    setCountry(ethnicityCountries.find((x) => x === c) ?? '');
    setConsent(mine !== null);
  };
  const load = () => {
    setLoaded('loading');
    getMyDiversity().then(
      (mine) => {
        apply(mine);
        setLoaded('ready');
      },
      () => setLoaded('failed'),
    );
  };
  useEffect(load, []);

  const pick = <K extends keyof DiversityAnswers>(key: K, value: string) => {
    setAnswers((a) => ({ ...a, [key]: value === '' ? null : value }));
    setStatus({ kind: 'idle' });
    setWithdrawn(false);
  };

  const save = async () => {
    if (!consent) {
      setStatus({ kind: 'error', message: t('analytics.mine.consentRequired') });
      return;
    }
    setStatus({ kind: 'busy' });
    try {
      apply(await saveMyDiversity(answers));
      setStatus({ kind: 'saved' });
    } catch {
      setStatus({ kind: 'error', message: t('analytics.mine.failed') });
    }
  };
  const withdraw = async () => {
    setStatus({ kind: 'busy' });
    try {
      await withdrawMyDiversity();
      apply(null);
      setStatus({ kind: 'idle' });
      setWithdrawn(true);
    } catch {
      setStatus({ kind: 'error', message: t('analytics.mine.failed') });
    }
  };

  const option = (value: string, label: string) => (
    <option key={value} value={value}>
      {label}
    </option>
  );
  const select = (id: keyof DiversityAnswers, values: readonly string[], label: (v: string) => string) => (
    <div className="field">
      <label htmlFor={`dei-${id}`}>{t(`analytics.dei.attribute.${id}`)}</label>
      <select id={`dei-${id}`} className="input" value={answers[id] ?? ''} onChange={(e) => pick(id, e.currentTarget.value)} data-testid={`dei-${id}`}>
        {option('', t('analytics.mine.notAnswered'))}
        {values.map((v) => option(v, label(v)))}
      </select>
    </div>
  );
  const category = (v: string) => t(`analytics.dei.category.${v.replace(':', '_')}`);

  return (
    <section className="student-card" aria-labelledby="dei-title" data-testid="dei-settings">
      <h2 id="dei-title">{t('analytics.mine.title')}</h2>
      <p className="muted">{t('analytics.mine.intro', { count: 5 })}</p>
      {loaded === 'loading' && (
        <p className="muted" role="status">
          {t('common.loading')}
        </p>
      )}
      {loaded === 'failed' && (
        <p className="alert alert--error" role="alert">
          {t('analytics.mine.loadFailed')}{' '}
          <button type="button" className="link-button" onClick={load}>
            {t('common.retry')}
          </button>
        </p>
      )}
      {loaded === 'ready' && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          {select('gender', genders, category)}
          {select('firstGeneration', yesNo, category)}
          <div className="field">
            <label htmlFor="dei-convention">{t('analytics.mine.convention')}</label>
            <select
              id="dei-convention"
              className="input"
              value={country}
              onChange={(e) => {
                const next = ethnicityCountries.find((c) => c === e.currentTarget.value) ?? '';
                setCountry(next);
                pick('ethnicity', '');
              }}
              data-testid="dei-convention"
            >
              {option('', t('analytics.mine.conventionNone'))}
              {ethnicityCountries.map((c) => option(c, t(`analytics.mine.conventions.${c}`)))}
            </select>
          </div>
          {country && select('ethnicity', ethnicityConventions[country].map((v) => `${country}:${v}`), category)}
          {select('disability', yesNo, category)}
          <label className="settings-option">
            <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.currentTarget.checked)} data-testid="dei-consent" />
            <span>{t('analytics.mine.consent')}</span>
          </label>
          {saved && <p className="muted" data-testid="dei-consented">{t('analytics.mine.consentedAt', { date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(saved.consentedAt)) })}</p>}
          {withdrawn && (
            <p className="alert alert--info" role="status" data-testid="dei-withdrawn">
              {t('analytics.mine.withdrawn')}
            </p>
          )}
          <StatusLine status={status} saved={t('analytics.mine.saved')} testId="dei" />
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 12 }}>
            <button type="submit" className="button button--primary" disabled={status.kind === 'busy'} data-testid="dei-save">
              {t('analytics.mine.save')}
            </button>
            {saved && (
              <button type="button" className="button button--secondary" disabled={status.kind === 'busy'} onClick={() => void withdraw()} data-testid="dei-withdraw">
                {t('analytics.mine.withdraw')}
              </button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
