import { useEffect, useReducer, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { studentTracks } from '../../../config/tracks.ts';
import {
  initialTrackCarousel,
  selectCanGoBack,
  selectCanGoForward,
  selectPosition,
  selectShowButtons,
  selectTrack,
  trackCarouselTransition,
} from '../machines/track-carousel.machine.ts';
import { NextSteps } from './next-steps.tsx';
import { OnboardingPrompt } from './onboarding-prompt.tsx';
import { OpportunitiesList } from './opportunities-list.tsx';
import { RankingGauge } from './ranking-gauge.tsx';
import { TrackCarousel } from './track-carousel.tsx';
import { TrackPanel } from './track-panel.tsx';
import { useProgress } from './use-progress.ts';
import { selectedTrackView } from '../utils/track-view.ts';
import './dashboard.css';

interface Props {
  studentId: string;
  /** The student's chosen tracks as /api/student/me gives them (spec §3 User.selectedItem). */
  selectedItem: readonly { id: string }[] | undefined;
  /** Until the onboarding is done, the dashboard asks for it (issue 10). */
  onboarded: boolean;
  /** Start Now (the route passes the challenges feature's link to the next challenge of the track). */
  startNow?: (track: string) => ReactNode;
  /** The challenges of the student's tracks (from the challenges feature, composed by the route). */
  challenges?: ReactNode;
  /** The feed below the dashboard, its selected track first (the feed feature, composed by the route). */
  feed?: (track: string) => ReactNode;
}

/**
 * The Fast-Track dashboard (spec §2 Student dashboard) below the greeting: track carousel, Start Now, the welcome
 * message, RANKING, next steps, opportunities of the selected track and the track panel.
 */
export function Dashboard({ studentId, selectedItem, onboarded, startNow, challenges, feed }: Props) {
  const { t } = useTranslation();
  const tracks = studentTracks(selectedItem);
  const tracksKey = tracks.join('|');
  const [carousel, send] = useReducer(trackCarouselTransition, { tracks }, initialTrackCarousel);
  const track = selectTrack(carousel);
  const position = selectPosition(carousel);
  const progress = useProgress(tracksKey);

  useEffect(() => {
    send({ type: 'TRACKS_CHANGED', tracks: tracksKey.split('|') });
  }, [tracksKey]);

  const ready = progress.status === 'ready' ? progress.progress : null;
  const steps = ready?.nextSteps ?? [];
  const side = selectedTrackView(ready, track);
  const opportunities = progress.status === 'ready' ? progress.progress.oppor.filter((o) => o.trackId === track) : [];

  return (
    <>
      {!onboarded && <OnboardingPrompt studentId={studentId} />}
      <div className="dashboard">
        <div className="dashboard__main">
          <TrackCarousel
            track={track}
            index={position.index}
            count={position.count}
            showButtons={selectShowButtons(carousel)}
            canGoBack={selectCanGoBack(carousel)}
            canGoForward={selectCanGoForward(carousel)}
            onPrevious={() => send({ type: 'PREVIOUS' })}
            onNext={() => send({ type: 'NEXT' })}
          />
          <div className="dash-card dashboard__welcome">
            <p data-testid="track-welcome">{t(`tracks.${track}.text2`)}</p>
            {startNow ? (
              startNow(track)
            ) : (
              <Link to={paths.events.href()} className="button button--primary" data-testid="start-now">
                {t('dashboard.startNow')}
              </Link>
            )}
          </div>
          <NextSteps track={track} progress={steps} />
          {challenges}
          {progress.status === 'loading' ? (
            <DashboardSpinner />
          ) : (
            <OpportunitiesList items={opportunities} track={track} failed={progress.status === 'failed'} />
          )}
        </div>
        <aside className="dashboard__side">
          {progress.status === 'loading' ? (
            <DashboardSpinner />
          ) : (
            <RankingGauge line={side.line} nextAction={side.nextAction} failed={progress.status === 'failed'} />
          )}
          <TrackPanel track={track} progress={side.progress} />
        </aside>
      </div>
      {feed?.(track)}
    </>
  );
}

function DashboardSpinner() {
  const { t } = useTranslation();
  return (
    <div className="dash-card dashboard__spinner" role="status" data-testid="dashboard-spinner">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('dashboard.loading')}</span>
    </div>
  );
}
