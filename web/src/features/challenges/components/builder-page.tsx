import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { AuthorChallenge } from '../api/author-schema.ts';
import { getAuthorChallenge } from '../api/employer-challenges.ts';
import { BUILDER_STEPS, type BuilderStep } from '../utils/challenge-draft.ts';
import { ChallengeBuilder } from './builder/challenge-builder.tsx';
import { LoadStates } from './load-states.tsx';

import './challenges.css';
import { useOutcome } from '../../../lib/use-outcome.ts';

interface Props {
  organisationId: string;
  /** null: a new challenge (/new/challenge, /create/challenge); else the one /edit/challenge edits. */
  challengeId: string | null;
  nav?: ReactNode;
  listHref: string;
  onCreated: (challenge: AuthorChallenge, step: BuilderStep) => void;
  previewHref: (uniqueId: string) => string;
  publicHref: (uniqueId: string) => string;
}

/** The builder's page: a new challenge, or the one being edited loaded first. */
export function BuilderPage(props: Props) {
  const { t } = useTranslation();
  const { challengeId, nav, listHref } = props;
  useEffect(() => {
    document.title = t(challengeId ? 'challenges.builder.documentTitleEdit' : 'challenges.builder.documentTitleCreate');
  }, [t, challengeId]);
  return (
    <div className="container page" data-testid="builder-page">
      <header className="page-header">
        <h1 className="page-title">{t(challengeId ? 'challenges.builder.editTitle' : 'challenges.builder.createTitle')}</h1>
        <p className="page-lead">{t('challenges.builder.lead')}</p>
      </header>
      {nav}
      <p>
        <Link to={listHref}>{t('challenges.details.back')}</Link>
      </p>
      {challengeId ? <EditBuilder {...props} challengeId={challengeId} /> : <Builder {...props} initial={null} />}
    </div>
  );
}

function EditBuilder(props: Props & { challengeId: string }) {
  const state = useOutcome(props.challengeId, () => getAuthorChallenge(props.organisationId, props.challengeId));
  const retry = state.reload;
  if (state.status !== 'ready') return <LoadStates state={state} onRetry={retry} notFoundKey="challenges.builder.notFound" />;
  return <Builder key={state.value.uniqueId} {...props} initial={state.value} />;
}

function Builder({ organisationId, onCreated, previewHref, publicHref, initial }: Props & { initial: AuthorChallenge | null }) {
  // The step survives the move from /create/challenge to /edit/challenge after the first save.
  const from = (useLocation().state as { step?: string } | null)?.step;
  const step = BUILDER_STEPS.find((s) => s === from);
  return (
    <ChallengeBuilder
      organisationId={organisationId}
      initial={initial}
      {...(step ? { initialStep: step } : {})}
      onCreated={onCreated}
      previewHref={previewHref}
      publicHref={publicHref}
    />
  );
}
