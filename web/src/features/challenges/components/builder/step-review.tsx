import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from '../../../../lib/toast.ts';
import { createInvite, publishChallenge } from '../../api/employer-challenges.ts';
import { missingForPublish, type BuilderStep, type ChallengeBody } from '../../utils/challenge-draft.ts';
import type { useAutosave } from './use-autosave.ts';

interface Props {
  organisationId: string;
  body: ChallengeBody;
  autosave: ReturnType<typeof useAutosave>;
  onGoTo: (step: BuilderStep) => void;
  previewHref: (uniqueId: string) => string;
  publicHref: (uniqueId: string) => string;
}

/** What is still missing (each with a way to its step), the preview, Publish, and once published: links to share. */
export function StepReview({ organisationId, body, autosave, onGoTo, previewHref, publicHref }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ path: string; message: string }[] | string | null>(null);
  const [invite, setInvite] = useState<string | null>(null);
  const missing = missingForPublish(body);
  const challenge = autosave.challenge;

  const publish = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      if (!(await autosave.save())) return;
      const id = autosave.latestId();
      if (!id) return;
      const outcome = await publishChallenge(organisationId, id, autosave.latestEtag());
      if (outcome.ok) {
        autosave.adopt(outcome.value, outcome.etag);
        toast.success(t('challenges.builder.published'));
      } else if (outcome.status === 400) setRefusal(outcome.fields);
      else setRefusal(t(outcome.code === 'CHALLENGE_CLOSED' ? 'challenges.builder.closed' : 'challenges.builder.publishFailed'));
    } catch {
      setRefusal(t('challenges.builder.publishFailed'));
    } finally {
      setBusy(false);
    }
  };

  const makeInvite = async () => {
    if (!challenge) return;
    const outcome = await createInvite(organisationId, challenge.uniqueId).catch(() => null);
    if (outcome?.ok) setInvite(new URL(outcome.value.path, window.location.origin).toString());
    else toast.error(t('challenges.builder.inviteFailed'));
  };

  return (
    <>
      {missing.length > 0 ? (
        <div className="alert alert--info" data-testid="builder-missing">
          <p>{t('challenges.builder.missingTitle')}</p>
          <ul>
            {missing.map((m) => (
              <li key={m.key}>
                {t(`challenges.builder.missing.${m.key}`)}{' '}
                <button type="button" className="link-button" onClick={() => onGoTo(m.step)}>
                  {t('challenges.builder.goToStep', { step: t(`challenges.builder.steps.${m.step}`) })}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="muted">{t('challenges.builder.readyToPublish')}</p>
      )}
      {challenge && (
        <p>
          {t(`challenges.statusAuthor.${challenge.status}`)}
          {challenge.hasUnpublishedChanges && <> · {t('challenges.builder.unpublishedChanges')}</>}
        </p>
      )}
      {Array.isArray(refusal) && (
        <div className="alert alert--error" role="alert" data-testid="builder-publish-refused">
          <p>{t('challenges.builder.publishRefused')}</p>
          <ul>
            {refusal.map((f) => (
              <li key={`${f.path}:${f.message}`}>
                <code>{f.path}</code>: {f.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {typeof refusal === 'string' && (
        <p className="alert alert--error" role="alert">
          {refusal}
        </p>
      )}
      <div className="builder-actions">
        {challenge && (
          <Link to={previewHref(challenge.uniqueId)} className="button button--secondary" target="_blank" rel="noopener">
            {t('challenges.builder.preview')}
          </Link>
        )}
        {challenge?.status !== 'closed' && (
          <button type="button" className="button button--primary" disabled={busy || !challenge} onClick={() => void publish()} data-testid="builder-publish">
            {challenge?.status === 'published' ? t('challenges.builder.publishChanges') : t('challenges.builder.publish')}
          </button>
        )}
      </div>
      {challenge && challenge.status !== 'draft' && (
        <div className="builder-group" data-testid="builder-published">
          <p>
            {t('challenges.builder.publicPage')} <Link to={publicHref(challenge.uniqueId)}>{new URL(publicHref(challenge.uniqueId), window.location.origin).toString()}</Link>
          </p>
          <button type="button" className="button button--secondary button--small" onClick={() => void makeInvite()} data-testid="builder-invite">
            {t('challenges.builder.makeInvite')}
          </button>
          {invite && (
            <p className="certificate__link" data-testid="builder-invite-link">
              {invite}
            </p>
          )}
        </div>
      )}
    </>
  );
}
