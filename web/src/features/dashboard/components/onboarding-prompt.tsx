import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';

const dismissedKey = (studentId: string) => `onboarding-prompt-dismissed:${studentId}`;

/** Dismissed for this browser session only: the dashboard asks again next time until the onboarding is done. */
function wasDismissed(studentId: string): boolean {
  try {
    return sessionStorage.getItem(dismissedKey(studentId)) === '1';
  } catch {
    return false;
  }
}

function rememberDismissed(studentId: string): void {
  try {
    sessionStorage.setItem(dismissedKey(studentId), '1');
  } catch {
    // Storage off: the card stays hidden until the page is reloaded, which is all "Not now" promises.
  }
}

/** The dashboard's reminder of a skipped onboarding (issue 10): complete it, or not now. */
export function OnboardingPrompt({ studentId }: { studentId: string }) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(() => wasDismissed(studentId));
  if (dismissed) return null;

  return (
    <section className="dash-card onboarding-prompt" aria-labelledby="onboarding-prompt-title" data-testid="onboarding-prompt">
      <div>
        <h2 id="onboarding-prompt-title" className="dash-card__title">
          {t('onboarding.prompt.title')}
        </h2>
        <p className="muted">{t('onboarding.prompt.body')}</p>
      </div>
      <div className="onboarding-prompt__actions">
        <Link to={paths.studentOnboarding.href()} className="button button--primary" data-testid="onboarding-prompt-open">
          {t('onboarding.prompt.action')}
        </Link>
        <button
          type="button"
          className="button button--secondary"
          data-testid="onboarding-prompt-dismiss"
          onClick={() => {
            rememberDismissed(studentId);
            setDismissed(true);
          }}
        >
          {t('onboarding.prompt.dismiss')}
        </button>
      </div>
    </section>
  );
}
