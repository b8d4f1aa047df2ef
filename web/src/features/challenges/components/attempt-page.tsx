import { WrittenInNote } from '../../../components/content-languages/written-in-note.tsx';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { attemptMachine, timeLeft } from '../machines/attempt.machine.ts';
import { AttemptIntro } from './attempt-intro.tsx';
import { AttemptReview } from './attempt-review.tsx';
import { AttemptTask } from './attempt-task.tsx';
import { Countdown } from './countdown.tsx';
import './challenges.css';

/** /challenge/attempt/{uniqueId}: the attempt machine on screen (machines/attempt.machine.ts). */
export function AttemptPage({ challengeId }: { challengeId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actor = useActorRef(attemptMachine, { input: { challengeId } });
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = context.attempt ? context.attempt.challenge.title : t('challenges.attempt.documentTitle');
  }, [context.attempt, t]);

  // Submitted: the result page takes over (it shows "being scored" while written answers wait for the firm).
  useEffect(() => {
    if (snapshot.status === 'done' && context.resultId) {
      void navigate(paths.challenges.result.href(context.resultId), { replace: true, state: { timedOut: context.timedOut } });
    }
  }, [snapshot.status, context.resultId, context.timedOut, navigate]);

  // Each new task or the review takes focus, so keyboard and screen-reader users start at its heading.
  const where = snapshot.hasTag('review') ? 'review' : snapshot.hasTag('task') ? `task-${context.index}` : 'elsewhere';
  useEffect(() => {
    heading.current?.focus();
  }, [where]);

  if (snapshot.matches('Loading') || snapshot.matches('Starting')) return <PageSpinner />;
  if (snapshot.matches('LoadFailed')) {
    return (
      <div className="container page">
        <div className="alert alert--error" role="alert" data-testid="attempt-load-failed">
          <p>{t(context.error === 'CHALLENGE_NOT_FOUND' ? 'challenges.attempt.notFound' : 'challenges.attempt.loadFailed')}</p>
          <button type="button" className="button button--secondary button--small" onClick={() => actor.send({ type: 'RETRY' })}>
            {t('challenges.retry')}
          </button>
        </div>
      </div>
    );
  }
  if (snapshot.matches('Intro')) {
    return <AttemptIntro challengeId={challengeId} error={context.error} onStart={() => actor.send({ type: 'START' })} />;
  }
  if (snapshot.status === 'done' || snapshot.matches('TimeUp') || snapshot.matches('Submitting')) {
    return (
      <div className="container page" data-testid="attempt-finished">
        <p className="alert alert--info" role="status">
          {context.timedOut ? t('challenges.attempt.timeUp') : t('challenges.attempt.submitting')}
        </p>
        {snapshot.status === 'done' && !context.resultId && <Link to={paths.student.href()}>{t('challenges.attempt.toDashboard')}</Link>}
      </div>
    );
  }

  const attempt = context.attempt!;
  const task = attempt.tasks[context.index]!;
  return (
    <div className="container page attempt" data-testid="attempt-page" lang={attempt.challenge.lang}>
      <header className="attempt__bar">
        <p className="attempt__title">{attempt.challenge.title}</p>
        <WrittenInNote language={attempt.challenge.writtenIn} />
        <Countdown msLeft={() => timeLeft(actor.getSnapshot().context) ?? 0} />
        <p className="attempt__saving muted" role="status" data-testid="attempt-saving">
          {context.saveFailing
            ? t('challenges.attempt.saveRetrying')
            : snapshot.hasTag('saving')
              ? t('challenges.attempt.saving')
              : t('challenges.attempt.saved')}
        </p>
      </header>
      {context.error === 'ANSWER_REFUSED' && (
        <p className="alert alert--error" role="alert">
          {t('challenges.attempt.answerRefused')}
        </p>
      )}
      {snapshot.hasTag('review') ? (
        <AttemptReview
          headingRef={heading}
          attempt={attempt}
          answers={context.answers}
          failed={context.error !== null && context.error !== 'ANSWER_REFUSED'}
          onEdit={(index) => actor.send({ type: 'GO_TO', index })}
          onBack={() => actor.send({ type: 'PREVIOUS' })}
          onSubmit={() => actor.send({ type: 'SUBMIT' })}
        />
      ) : (
        <AttemptTask
          headingRef={heading}
          attempt={attempt}
          task={task}
          index={context.index}
          answers={context.answers}
          onAnswer={(answer) => actor.send({ type: 'ANSWER', taskId: task.id, answer })}
          onGoTo={(index) => actor.send({ type: 'GO_TO', index })}
          onPrevious={() => actor.send({ type: 'PREVIOUS' })}
          onNext={() => actor.send({ type: 'NEXT' })}
          onReview={() => actor.send({ type: 'REVIEW' })}
        />
      )}
    </div>
  );
}
