import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { PUBLISH_MODES, type PublishChoice, type PublishProblem } from '../utils/publish-form.ts';

interface Props {
  choice: PublishChoice;
  onChange: (choice: PublishChoice) => void;
  problem: PublishProblem | null;
}

/** When a new job or a draft goes live: now, kept as a draft, or at a chosen time (docs/jobs.md "Drafts and scheduling"). */
export function PublishChoiceField({ choice, onChange, problem }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className="job-editor__group" data-testid="job-publish-choice">
      <legend>{t('jobs.publishing.legend')}</legend>
      {PUBLISH_MODES.map((mode) => (
        <label key={mode} className="checkbox">
          <input type="radio" name="job-publish" checked={choice.mode === mode} onChange={() => onChange({ ...choice, mode })} data-testid={`job-publish-${mode}`} />
          {t(`jobs.publishing.${mode}`)}
        </label>
      ))}
      {choice.mode === 'schedule' && (
        <div className="field">
          <label htmlFor="job-publish-at">{t('jobs.publishing.at')}</label>
          <input
            id="job-publish-at"
            className="input job-editor__date"
            type="datetime-local"
            value={choice.at}
            aria-invalid={!!problem}
            aria-describedby={`job-publish-at-hint${problem ? ' job-publish-at-error' : ''}`}
            onChange={(e) => onChange({ ...choice, at: e.currentTarget.value })}
          />
          <p id="job-publish-at-hint" className="field__hint">
            {t('jobs.publishing.atHint')}
          </p>
          <FieldError id="job-publish-at-error" message={problem ? t(`jobs.publishing.errors.${problem}`) : undefined} />
        </div>
      )}
    </fieldset>
  );
}
