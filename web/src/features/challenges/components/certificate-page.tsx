import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { companyName, percentOf, type Certificate } from '../api/challenge-schema.ts';
import { getCertificate } from '../api/student-challenges.ts';
import { formatPercent } from '../utils/format.ts';
import { linkedInAddUrl } from '../utils/linkedin.ts';
import { LoadStates } from './load-states.tsx';
import { RankFacts } from './rank-facts.tsx';

import './challenges.css';
import { useOutcome } from '../../../lib/use-outcome.ts';

/** /student/certificate/{id}: the student's certificate, printable, with the public link anyone can check it at. */
export function CertificatePage({ certificateId }: { certificateId: string }) {
  const state = useOutcome(certificateId, () => getCertificate(certificateId));
  const retry = state.reload;
  if (state.status !== 'ready') return <LoadStates state={state} onRetry={retry} notFoundKey="challenges.certificate.notFound" />;
  return <CertificateView certificate={state.value} />;
}

function CertificateView({ certificate }: { certificate: Certificate }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const verifyUrl = new URL(certificate.verifyPath, window.location.origin).toString();
  const percent = percentOf(certificate.score);
  // A hidden rank shows no band here either: this is the page the student hands on.
  const visible = certificate.visibleToEmployers;
  useEffect(() => {
    document.title = t('challenges.certificate.documentTitle');
  }, [t]);
  return (
    <div className="container page" data-testid="certificate-page">
      <article className="certificate" aria-labelledby="certificate-title">
        <p className="eyebrow">{t('challenges.certificate.eyebrow')}</p>
        <h1 id="certificate-title" className="page-title">
          {certificate.challenge.title}
        </h1>
        <p>{t('challenges.certificate.awardedTo')}</p>
        <p className="certificate__name" data-testid="certificate-name">
          {certificate.student.firstName} {certificate.student.LastName}
        </p>
        {certificate.student.university && <p className="muted">{certificate.student.university}</p>}
        <p>
          {t('challenges.certificate.by', { firm: companyName(certificate.challenge.company) })} ·{' '}
          {new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(certificate.issuedAt))}
        </p>
        <dl className="challenge-facts certificate__facts">
          {percent !== null && (
            <div>
              <dt>{t('challenges.find.score')}</dt>
              <dd data-testid="certificate-score">{formatPercent(percent, locale)}</dd>
            </div>
          )}
          {certificate.cohort && <RankFacts band={certificate.band} cohort={certificate.cohort} hidden={!visible} />}
        </dl>
        <p className="muted">
          {t('challenges.certificate.verify')}{' '}
          <Link to={certificate.verifyPath} className="certificate__link" data-testid="certificate-verify-link">
            {verifyUrl}
          </Link>
        </p>
      </article>
      <p className="no-print builder-actions">
        <button type="button" className="button button--primary" onClick={() => window.print()} data-testid="certificate-print">
          {t('challenges.certificate.printPdf')}
        </button>{' '}
        <a
          className="button button--secondary"
          href={linkedInAddUrl({ name: certificate.challenge.title, organisation: companyName(certificate.challenge.company), issuedAt: certificate.issuedAt, verifyUrl, certificateId: certificate.certificateId })}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="certificate-linkedin"
        >
          {t('challenges.certificate.linkedin')}
          <span className="visually-hidden"> {t('challenges.certificate.newTab')}</span>
        </a>
      </p>
    </div>
  );
}
