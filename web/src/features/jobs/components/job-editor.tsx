import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { VisibilityField } from '../../../components/ui/visibility-field.tsx';
import { TRACK_IDS } from '../../../config/tracks.ts';
import { trackLabel } from '../../../lib/fixed-labels.ts';
import { checkPublish, type PublishChoice, type PublishProblem } from '../utils/publish-form.ts';
import { PublishChoiceField } from './publish-choice-field.tsx';
import { ScreeningQuestionsField } from './screening-questions-field.tsx';
import { JobTextFields } from './job-text-fields.tsx';
import { isLanguage, type Language } from '../../../lib/languages.ts';
import {
  checkJob,
  deadlineInstant,
  fieldOf,
  JOB_TYPES,
  MAX_REQUIREMENTS,
  MAX_TITLE,
  SALARY_CURRENCIES,
  SALARY_PERIODS,
  toRequest,
  type JobDraft,
  type JobErrors,
  type JobField,
  type JobRequestBody,
} from '../utils/job-form.ts';
import './jobs.css';

/** What saving answered: nothing (saved, the page moves on) or the server's refusal by field. */
export type SaveResult = { ok: true } | { ok: false; fields: { path: string; message: string }[]; message: string | null };

interface Props {
  initial: JobDraft;
  /** Changes when another job (or a reloaded version) is loaded: the form starts again from `initial`. */
  resetKey: string;
  /** The button's words when the job goes live now (or is saved, for a live job). */
  submitLabel: string;
  /** For a new job or a draft: when it goes live (now, kept as a draft, or scheduled); absent for a live job. */
  publishing?: PublishChoice;
  onSubmit: (body: JobRequestBody, publish?: PublishChoice) => Promise<SaveResult>;
  /** Shown under the buttons (a "cancel" link, for instance). */
  actions?: ReactNode;
  /** Who the job may be for, by the host's kind (none for companies: everyone). */
  visibilityChoices?: readonly string[];
}

/**
 * The one job editor of every audience (/create/job, /edit/job; later /so/… and /cc/…): it knows the job's fields
 * and rules, not who posts it. The page around it loads the job, calls the right organisation's API and says where
 * to go afterwards.
 */
export function JobEditor({ initial, resetKey, submitLabel, publishing, onSubmit, actions, visibilityChoices = [] }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<JobDraft>(initial);
  const [publish, setPublish] = useState<PublishChoice | undefined>(publishing);
  const [publishProblem, setPublishProblem] = useState<PublishProblem | null>(null);
  const [errors, setErrors] = useState<JobErrors>({});
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [loadedKey, setLoadedKey] = useState(resetKey);
  const [language, setLanguage] = useState<Language>(initial.sourceLanguage);
  if (loadedKey !== resetKey) {
    setLoadedKey(resetKey);
    setDraft(initial);
    setLanguage(initial.sourceLanguage);
    setPublish(publishing);
    setPublishProblem(null);
    setErrors({});
    setTried(false);
  }

  const set = <K extends keyof JobDraft>(field: K, value: JobDraft[K]) => setDraft((d) => ({ ...d, [field]: value }));
  const text = (field: keyof JobDraft) => (e: { currentTarget: { value: string } }) => set(field, e.currentTarget.value as never);
  const message = (field: JobField) => {
    const problem = errors[field];
    if (!problem) return undefined;
    // 'server': the server refused a value the browser's rules let through (its detail is shown above the buttons).
    if (problem === 'server') return t('jobs.editor.errors.server');
    // The questions' own problems are shown beside each question.
    if (field === 'screening') return t('jobs.screening.errors.some');
    const [base] = field.split('.');
    // A language version's question texts (job-text-fields.tsx).
    if (base === 'screening') return t(`jobs.languages.errors.${problem}`);
    return t(`jobs.editor.errors.${base}.${problem}`, { max: base === 'title' ? MAX_TITLE : MAX_REQUIREMENTS });
  };
  const a11y = (field: JobField, id = `job-${field}`) => ({
    id,
    'aria-invalid': !!errors[field],
    'aria-describedby': errors[field] ? `job-${field}-error` : undefined,
  });

  /** Focus the first field with a problem; a language version's field is shown by switching to its tab first. */
  const showFirst = (first: JobField | undefined) => {
    const [base, lng] = (first ?? '').split('.');
    if (lng && isLanguage(lng)) {
      setLanguage(lng);
      const id = base === 'screening' ? 'job-screening-versions' : `job-${base}`;
      setTimeout(() => document.getElementById(id)?.focus(), 0);
      return;
    }
    document.getElementById(first ? `job-${first}` : 'job-publish-at')?.focus();
  };

  const submit = async () => {
    const found = checkJob(draft);
    const scheduleProblem = publish ? checkPublish(publish, deadlineInstant(draft.deadline)) : null;
    setErrors(found);
    setPublishProblem(scheduleProblem);
    setTried(true);
    setFailure(null);
    if (Object.keys(found).length > 0 || scheduleProblem) {
      showFirst(Object.keys(found)[0] as JobField | undefined);
      return;
    }
    setBusy(true);
    try {
      const result = publish ? await onSubmit(toRequest(draft), publish) : await onSubmit(toRequest(draft));
      if (!result.ok) {
        const fromServer: JobErrors = {};
        for (const f of result.fields) {
          if (f.path === 'at') setPublishProblem('past');
          const field = fieldOf(f.path);
          if (field) fromServer[field] = 'server';
        }
        setErrors(fromServer);
        if (Object.keys(fromServer).some((f) => f.includes('.'))) showFirst(Object.keys(fromServer).find((f) => f.includes('.')) as JobField);
        setFailure(result.message ?? (Object.keys(fromServer).length > 0 ? t('jobs.editor.check') : t('jobs.editor.failed')));
      }
    } catch {
      setFailure(t('jobs.editor.failed'));
    }
    setBusy(false);
  };

  return (
    <form
      className="job-editor"
      noValidate
      data-testid="job-editor"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <JobTextFields draft={draft} set={set} errors={errors} message={message} resetKey={resetKey} language={language} setLanguage={setLanguage} />
      <div className="job-editor__row">
        <div className="field">
          <label htmlFor="job-type">{t('jobs.editor.type')}</label>
          <select {...a11y('type')} className="input" value={draft.type} onChange={text('type')}>
            <option value="">{t('jobs.editor.typePlaceholder')}</option>
            {JOB_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`jobs.types.${type}`)}
              </option>
            ))}
          </select>
          <FieldError id="job-type-error" message={message('type')} />
        </div>
        <div className="field">
          <label htmlFor="job-track">{t('jobs.editor.track')}</label>
          <select {...a11y('track')} className="input" value={draft.track} onChange={text('track')}>
            {TRACK_IDS.map((id) => (
              <option key={id} value={id}>
                {trackLabel(t, id)}
              </option>
            ))}
          </select>
          <FieldError id="job-track-error" message={message('track')} />
        </div>
      </div>
      <div className="field">
        <label htmlFor="job-locations">{t('jobs.editor.locations')}</label>
        <input
          {...a11y('locations')}
          aria-describedby={`job-locations-hint${errors.locations ? ' job-locations-error' : ''}`}
          className="input"
          value={draft.locations}
          onChange={text('locations')}
        />
        <p id="job-locations-hint" className="field__hint">
          {t('jobs.editor.locationsHint')}
        </p>
        <FieldError id="job-locations-error" message={message('locations')} />
        <label className="checkbox">
          <input type="checkbox" checked={draft.remote} onChange={(e) => set('remote', e.currentTarget.checked)} data-testid="job-remote" />
          {t('jobs.editor.remote')}
        </label>
      </div>
      <fieldset className="job-editor__group">
        <legend>{t('jobs.editor.salary')}</legend>
        <label className="checkbox">
          <input type="checkbox" checked={draft.salaryShown} onChange={(e) => set('salaryShown', e.currentTarget.checked)} data-testid="job-salary-shown" />
          {t('jobs.editor.salaryShown')}
        </label>
        {draft.salaryShown && (
          <div className="job-editor__salary">
            <div className="field">
              <label htmlFor="job-salary">{t('jobs.editor.salaryMin')}</label>
              <input {...a11y('salary')} className="input" inputMode="numeric" value={draft.salaryMin} onChange={text('salaryMin')} />
            </div>
            <div className="field">
              <label htmlFor="job-salary-max">{t('jobs.editor.salaryMax')}</label>
              <input {...a11y('salary', 'job-salary-max')} className="input" inputMode="numeric" value={draft.salaryMax} onChange={text('salaryMax')} />
            </div>
            <div className="field">
              <label htmlFor="job-currency">{t('jobs.editor.currency')}</label>
              <select id="job-currency" className="input" value={draft.currency} onChange={text('currency')}>
                {SALARY_CURRENCIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="job-period">{t('jobs.editor.period')}</label>
              <select id="job-period" className="input" value={draft.period} onChange={text('period')}>
                {SALARY_PERIODS.map((p) => (
                  <option key={p} value={p}>
                    {t(`jobs.periods.${p}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        )}
        <FieldError id="job-salary-error" message={message('salary')} />
      </fieldset>
      <div className="field">
        <label htmlFor="job-deadline">{t('jobs.editor.deadline')}</label>
        <input
          {...a11y('deadline')}
          aria-describedby={`job-deadline-hint${errors.deadline ? ' job-deadline-error' : ''}`}
          className="input job-editor__date"
          type="date"
          value={draft.deadline}
          onChange={text('deadline')}
        />
        <p id="job-deadline-hint" className="field__hint">
          {t('jobs.editor.deadlineHint')}
        </p>
        <FieldError id="job-deadline-error" message={message('deadline')} />
      </div>
      <fieldset className="job-editor__group">
        <legend>{t('jobs.editor.applyBy')}</legend>
        <label className="checkbox">
          <input type="radio" name="job-apply" checked={draft.applyBy === 'platform'} onChange={() => set('applyBy', 'platform')} />
          {t('jobs.editor.applyPlatform')}
        </label>
        <label className="checkbox">
          <input type="radio" name="job-apply" checked={draft.applyBy === 'external'} onChange={() => set('applyBy', 'external')} data-testid="job-apply-external" />
          {t('jobs.editor.applyExternal')}
        </label>
        {draft.applyBy === 'external' && (
          <div className="field">
            <label htmlFor="job-applyUrl">{t('jobs.editor.applyUrl')}</label>
            <input {...a11y('applyUrl')} className="input" type="url" inputMode="url" placeholder="https://" value={draft.applyUrl} onChange={text('applyUrl')} />
            <FieldError id="job-applyUrl-error" message={message('applyUrl')} />
          </div>
        )}
      </fieldset>
      {draft.applyBy === 'platform' && (
        <div id="job-screening" tabIndex={-1}>
          <ScreeningQuestionsField questions={draft.screening} onChange={(questions) => set('screening', questions)} showErrors={tried} />
          <FieldError id="job-screening-error" message={message('screening')} />
        </div>
      )}
      <VisibilityField className="job-editor__group" name="job" choices={visibilityChoices} value={draft.visibility} onChange={(value) => set('visibility', value)} />
      {publish && <PublishChoiceField choice={publish} onChange={setPublish} problem={publishProblem} />}
      {failure && (
        <p className="alert alert--error" role="alert" data-testid="job-editor-failure">
          {failure}
        </p>
      )}
      <div className="job-editor__actions">
        <button type="submit" className="button button--primary" disabled={busy} data-testid="job-submit">
          {busy ? t('jobs.editor.saving') : publish && publish.mode !== 'now' ? t(`jobs.publishing.submit.${publish.mode}`) : submitLabel}
        </button>
        {actions}
      </div>
    </form>
  );
}
