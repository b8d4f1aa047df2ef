import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { TRACK_IDS } from '../../../config/tracks.ts';
import { useInView } from '../../../lib/use-in-view.ts';
import { getChosenJob } from '../api/get-chosen-job.ts';
import type { FeedItem } from '../api/get-feed.ts';
import { useFeed } from '../hooks/use-feed.ts';
import { feedCallParams, filtersFrom, isFiltered, withFilter, type FeedFilters } from '../utils/feed-params.ts';
import { FeedCard } from './feed-card.tsx';
import { FeedFilterBar } from './feed-filters.tsx';
import './feed.css';

interface Props {
  /** The dashboard's selected track: its items come first. */
  selectedTrack: string | undefined;
}

/**
 * The student feed (spec §2: the student area's index is a feed): open jobs, upcoming events and open ranked
 * challenges, the selected track's first; filters in the URL query; more pages as the end comes into view.
 */
export function Feed({ selectedTrack }: Props) {
  const trackIds = TRACK_IDS;
  const { t } = useTranslation();
  const [query, setQuery] = useSearchParams();
  const filters = filtersFrom(query, trackIds);
  // useFeed keys on the parameters' text: a new object each render starts nothing again.
  const feed = useFeed(feedCallParams(filters, selectedTrack));
  const chosen = useChosenJob(filters.job);
  const { ref: sentinelRef, inView } = useInView<HTMLDivElement>();

  // Links into the feed (the spec's old paths, the dashboard's Opportunities) end in #feed: bring it into view.
  useEffect(() => {
    if (window.location.hash === '#feed') document.getElementById('feed')?.scrollIntoView();
  }, []);

  const { status, loadMore } = feed;
  useEffect(() => {
    if (inView && status === 'idle') loadMore();
  }, [inView, status, loadMore]);

  // One search can change two filters (the text and the place) in the same handler, before a render brings the new
  // query: each change builds on the one before it, or the second would drop the first.
  const latest = useRef(query);
  latest.current = query;
  const change = (key: keyof FeedFilters, value: string) => {
    latest.current = withFilter(latest.current, key, value);
    setQuery(latest.current, { replace: true, preventScrollReset: true });
  };
  const clear = () => setQuery(new URLSearchParams(), { replace: true, preventScrollReset: true });
  const companyName = feed.items.find((i) => i.company.id === filters.company)?.company.name;
  const items = chosen ? feed.items.filter((i) => !(i.kind === 'job' && i.id === chosen.id)) : feed.items;

  return (
    <section className="feed" id="feed" aria-labelledby="feed-title" aria-busy={feed.status === 'loading'}>
      <h2 id="feed-title" className="feed__title">
        {t('feed.title')}
      </h2>
      <FeedFilterBar filters={filters} trackIds={trackIds} onChange={change} />
      {filters.company && (
        <p className="feed__company-filter">
          {t('feed.onlyCompany', { company: companyName ?? t('feed.thisCompany') })}{' '}
          <button type="button" className="link-button" onClick={() => change('company', '')} data-testid="feed-clear-company">
            {t('feed.showAllCompanies')}
          </button>
        </p>
      )}
      {chosen && (
        <div className="feed__chosen" data-testid="feed-chosen">
          <p className="feed__chosen-label">{t('feed.chosenJob')}</p>
          <FeedCard item={chosen} chosen onCompany={(id) => change('company', id)} />
        </div>
      )}
      {feed.saveFailed && (
        <p className="alert alert--error" role="alert">
          {t('feed.saveFailed')}
        </p>
      )}
      {feed.status === 'loading' && items.length === 0 && (
        <p className="feed__status" role="status" data-testid="feed-loading">
          <span className="spinner" aria-hidden="true" /> {t('common.loading')}
        </p>
      )}
      {items.length > 0 && (
        <ul className="feed__list" data-testid="feed-list">
          {items.map((item: FeedItem) => (
            <li key={`${item.kind}:${item.id}`}>
              <FeedCard item={item} onToggleSaved={feed.toggleSaved} onCompany={(id) => change('company', id)} />
            </li>
          ))}
        </ul>
      )}
      {feed.status === 'failed' && (
        <div className="feed__status" role="alert" data-testid="feed-error">
          <p>{t('feed.failed')}</p>
          <button type="button" className="button button--secondary" onClick={feed.retry} data-testid="feed-retry">
            {t('common.retry')}
          </button>
        </div>
      )}
      <div ref={sentinelRef} className="feed__sentinel" aria-hidden="true" />
      {feed.status === 'idle' && (
        <button type="button" className="button button--secondary feed__more" onClick={feed.loadMore} data-testid="feed-more">
          {t('feed.more')}
        </button>
      )}
      {feed.status === 'loading' && items.length > 0 && (
        <p className="feed__status" role="status">
          <span className="spinner" aria-hidden="true" /> {t('common.loading')}
        </p>
      )}
      {feed.status === 'done' && (
        <div className="feed__status" data-testid="feed-end">
          <p role="status">{items.length === 0 ? t(isFiltered(filters) ? 'feed.emptyFiltered' : 'feed.empty') : t('feed.end')}</p>
          {items.length === 0 && isFiltered(filters) && (
            <button type="button" className="button button--secondary" onClick={clear} data-testid="feed-clear">
              {t('feed.clearFilters')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

/** The job a /student/job/{id} link named, fetched once per id. */
function useChosenJob(jobId: string): FeedItem | null {
  const [job, setJob] = useState<FeedItem | null>(null);
  useEffect(() => {
    let live = true;
    setJob(null);
    if (jobId) getChosenJob(jobId).then((found) => live && setJob(found), () => undefined);
    return () => {
      live = false;
    };
  }, [jobId]);
  return job;
}
