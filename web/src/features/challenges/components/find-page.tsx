import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { companyName, percentOf, type Lookup } from '../api/challenge-schema.ts';
import { findById } from '../api/student-challenges.ts';
import { formatPercent } from '../utils/format.ts';
import { LoadStates } from './load-states.tsx';
import { RankFacts } from './rank-facts.tsx';

import './challenges.css';
import { useOutcome } from '../../../lib/use-outcome.ts';

interface Props {
  id: string;
  /** Where a new id is looked up (/Find/… or /career-center/find/…). */
  hrefFor: (id: string) => string;
  onLookup: (href: string) => void;
}

/**
 * /Find/{uniqueId} and /career-center/find/{uniqueId}: whether a certificate or result is genuine, and only what the
 * student allowed (no score or band when they hide their rank). Also a small form to look up another id.
 */
export function FindPage({ id, hrefFor, onLookup }: Props) {
  const { t } = useTranslation();
  const state = useOutcome(id, () => findById(id));
  const retry = state.reload;
  const [typed, setTyped] = useState('');
  useEffect(() => {
    document.title = t('challenges.find.documentTitle');
  }, [t]);
  return (
    <div className="container page" data-testid="find-page">
      <header className="page-header">
        <h1 className="page-title">{t('challenges.find.title')}</h1>
        <p className="page-lead">{t('challenges.find.lead')}</p>
      </header>
      {state.status === 'ready' ? (
        <LookupView lookup={state.value} />
      ) : state.status === 'failed' && state.refusal?.status === 404 ? (
        <p className="alert alert--error" role="alert" data-testid="find-not-genuine">
          {t('challenges.find.notFound')}
        </p>
      ) : (
        <LoadStates state={state} onRetry={retry} notFoundKey="challenges.find.notFound" />
      )}
      <form
        className="challenge-card builder-inline"
        onSubmit={(e) => {
          e.preventDefault();
          if (typed.trim()) onLookup(hrefFor(typed.trim()));
        }}
      >
        <label htmlFor="find-id" className="field__label">
          {t('challenges.find.another')}
        </label>
        <input id="find-id" className="input" value={typed} onChange={(e) => setTyped(e.currentTarget.value)} autoComplete="off" />
        <button type="submit" className="button button--secondary">
          {t('challenges.find.check')}
        </button>
      </form>
    </div>
  );
}

function LookupView({ lookup }: { lookup: Lookup }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const percent = percentOf(lookup.score);
  return (
    <section className="challenge-card" aria-labelledby="find-result-title" data-testid="find-genuine">
      <h2 id="find-result-title" className="section-title">
        {t(lookup.kind === 'certificate' ? 'challenges.find.genuineCertificate' : 'challenges.find.genuineResult')}
      </h2>
      <dl className="challenge-facts">
        <div>
          <dt>{t('challenges.find.student')}</dt>
          <dd>
            {lookup.student.firstName} {lookup.student.LastName}
          </dd>
        </div>
        {lookup.student.university && (
          <div>
            <dt>{t('challenges.find.university')}</dt>
            <dd>{lookup.student.university}</dd>
          </div>
        )}
        <div>
          <dt>{t('challenges.find.challenge')}</dt>
          <dd>
            {lookup.challenge.title} · {companyName(lookup.challenge.company)}
          </dd>
        </div>
        {lookup.issuedAt && (
          <div>
            <dt>{t('challenges.find.issued')}</dt>
            <dd>{new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(lookup.issuedAt))}</dd>
          </div>
        )}
        <div>
          <dt>{t('challenges.find.score')}</dt>
          <dd data-testid="find-score">
            {percent === null ? t('challenges.find.hidden') : formatPercent(percent, locale)}
          </dd>
        </div>
        {lookup.cohort && <RankFacts band={lookup.band} cohort={lookup.cohort} hidden={percent === null} />}
      </dl>
    </section>
  );
}
