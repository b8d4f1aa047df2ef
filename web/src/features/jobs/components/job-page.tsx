import { useEffect, useMemo } from 'react';
import { readableJob } from '@fast-track/shared/jobs/job-languages';
import { WrittenInNote } from '../../../components/content-languages/written-in-note.tsx';
import { useLocale } from '../../../lib/use-locale.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { getMyApplication, getPublicJob } from '../api/student-jobs.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { RichTextView } from '../../../components/ui/rich-text-view.tsx';
import { ResponseTransparency } from '../../../components/company/response-transparency.tsx';
import { ApplyBox } from './apply-box.tsx';
import { JobFacts, JobStatusBadge } from './job-facts.tsx';
import { LoadFailed } from './load-failed.tsx';
import './jobs.css';

/** /jobs/{uniqueId}: a job of an approved company, readable by anyone; students apply, withdraw and follow it here. */
export function JobPage({ jobId }: { jobId: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const isStudent = session?.kind === 'student';
  const job = useOutcome(jobId, () => getPublicJob(jobId));
  const application = useOutcome(isStudent ? `${jobId}/${session.token}` : null, () => getMyApplication(jobId));
  const reader = useLocale();
  // The texts in the reader's language when the company wrote them, else the source's with a note (docs/jobs.md § Languages).
  const readable = useMemo(() => (job.status === 'ready' ? readableJob(job.value.job, reader) : null), [job, reader]);

  useEffect(() => {
    document.title = readable ? readable.title : t('jobs.page.documentTitle');
  }, [t, readable]);

  if (job.status === 'loading') return <PageSpinner />;
  if (job.status === 'failed') {
    return (
      <div className="container page" data-testid="job-page">
        {job.refusal?.status === 404 ? (
          <p className="alert alert--info" data-testid="job-not-found">
            {t('jobs.page.notFound')} <Link to={paths.events.href()}>{t('jobs.page.browse')}</Link>
          </p>
        ) : (
          <LoadFailed message={t('jobs.page.failed')} onRetry={job.reload} />
        )}
      </div>
    );
  }
  const value = readable ?? { ...job.value.job, lang: reader, writtenIn: undefined };

  return (
    <div className="container page" data-testid="job-page">
      <div className="job-page">
        <article className="job-page__card">
          <div className="job-page__company">
            <ImageWithFallback src={value.company.logo ?? ''} fallback="/images/default-company.svg" alt="" width={48} height={48} />
            <span>{value.company.name}</span>
          </div>
          <ResponseTransparency companyId={value.company.organisationId} />
          <div className="job-card__head">
            <h1 className="page-title" data-testid="job-title" lang={value.lang}>
              {value.title}
            </h1>
            <JobStatusBadge job={value} />
          </div>
          <WrittenInNote language={value.writtenIn} />
          <JobFacts job={value} />
          <section aria-labelledby="job-about">
            <h2 id="job-about" className="section-title">
              {t('jobs.page.about')}
            </h2>
            <div lang={value.lang}>
              <RichTextView html={value.description} className="job-page__about" empty={null} />
            </div>
          </section>
          {value.requirements.length > 0 && (
            <section aria-labelledby="job-requirements">
              <h2 id="job-requirements" className="section-title">
                {t('jobs.page.requirements')}
              </h2>
              <ul className="job-page__requirements" lang={value.lang}>
                {value.requirements.map((r, i) => (
                  <li key={`${i}-${r}`}>{r}</li>
                ))}
              </ul>
            </section>
          )}
        </article>
        <aside className="job-page__card" aria-labelledby="job-apply-title">
          <h2 id="job-apply-title" className="section-title">
            {t('jobs.page.applyTitle')}
          </h2>
          <ApplyBox job={value} session={session} application={application} />
        </aside>
      </div>
    </div>
  );
}
