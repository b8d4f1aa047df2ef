import { useTranslation } from 'react-i18next';
import { LanguageTabs } from '../../../components/content-languages/language-tabs.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { RichTextEditor } from '../../../components/ui/rich-text-editor.tsx';
import { LANGUAGE_NAMES, type Language } from '../../../lib/languages.ts';
import { splitOptions } from '../utils/screening-form.ts';
import { emptyVersion, languageOfField, MAX_REQUIREMENTS, MAX_TITLE, type JobDraft, type JobErrors, type JobField, type JobVersionDraft } from '../utils/job-form.ts';

interface Props {
  draft: JobDraft;
  set: <K extends keyof JobDraft>(field: K, value: JobDraft[K]) => void;
  errors: JobErrors;
  message: (field: JobField) => string | undefined;
  /** Changes when another job is loaded: the description editor starts again. */
  resetKey: string;
  /** The language whose texts are shown (the editor keeps it, so a refusal can switch to it). */
  language: Language;
  setLanguage: (language: Language) => void;
}

/**
 * The job's texts in each language the company writes them in (docs/jobs.md § Languages): the source language's are
 * the job's own fields, the others its `translations`. One title, description and requirements field show the chosen
 * language's texts; in another language the screening questions' texts are there too (empty: asked in the source).
 */
export function JobTextFields({ draft, set, errors, message, resetKey, language, setLanguage }: Props) {
  const { t } = useTranslation();
  const source = language === draft.sourceLanguage;
  const version = draft.translations[language] ?? emptyVersion();
  const field = (base: 'title' | 'description' | 'requirements'): JobField => (source ? base : `${base}.${language}`);
  const setText = (base: 'title' | 'description' | 'requirements', value: string) => {
    if (source) set(base, value);
    else set('translations', { ...draft.translations, [language]: { ...version, [base]: value } });
  };
  const setQuestion = (id: string, texts: JobVersionDraft['screening'][string]) =>
    set('translations', { ...draft.translations, [language]: { ...version, screening: { ...version.screening, [id]: texts } } });
  const a11y = (f: JobField, id: string) => ({ id, 'aria-invalid': !!errors[f], 'aria-describedby': errors[f] ? `${id}-error` : undefined });
  // Only the texts are per language: a tab is marked for its own title, description, requirements or questions.
  const invalid = (Object.keys(errors) as JobField[])
    .filter((f) => errors[f] && /^(title|description|requirements)(\.|$)|^screening\./.test(f))
    .map((f) => languageOfField(f, draft.sourceLanguage));
  const questions = draft.applyBy === 'platform' ? draft.screening.filter((q) => q.prompt.trim()) : [];

  return (
    <LanguageTabs
      idBase="job"
      sourceLanguage={draft.sourceLanguage}
      versions={Object.keys(draft.translations) as Language[]}
      active={language}
      invalid={[...new Set(invalid)]}
      onSelect={setLanguage}
      onAdd={(lng) => {
        set('translations', { ...draft.translations, [lng]: emptyVersion() });
        setLanguage(lng);
      }}
      onRemove={(lng) => {
        const { [lng]: _removed, ...rest } = draft.translations;
        set('translations', rest);
        setLanguage(draft.sourceLanguage);
      }}
      onSourceChange={(lng) => {
        set('sourceLanguage', lng);
        setLanguage(lng);
      }}
    >
      <div className="field">
        <label htmlFor="job-title">{t('jobs.editor.title')}</label>
        <input
          {...a11y(field('title'), 'job-title')}
          className="input"
          lang={language}
          maxLength={MAX_TITLE + 20}
          value={source ? draft.title : version.title}
          onChange={(e) => setText('title', e.currentTarget.value)}
        />
        <FieldError id="job-title-error" message={message(field('title'))} />
      </div>
      <div className="field">
        <span id="job-description-label" className="field__label">
          {t('jobs.editor.description')}
        </span>
        <RichTextEditor
          id="job-description"
          labelledBy="job-description-label"
          describedBy={errors[field('description')] ? 'job-description-error' : undefined}
          invalid={!!errors[field('description')]}
          value={source ? draft.description : version.description}
          resetKey={`${resetKey}:${language}`}
          onChange={(html) => setText('description', html)}
          testId="job-description"
        />
        <FieldError id="job-description-error" message={message(field('description'))} />
      </div>
      <div className="field">
        <label htmlFor="job-requirements">{t('jobs.editor.requirements')}</label>
        <textarea
          {...a11y(field('requirements'), 'job-requirements')}
          aria-describedby={`job-requirements-hint${errors[field('requirements')] ? ' job-requirements-error' : ''}`}
          className="input job-editor__textarea"
          lang={language}
          rows={4}
          value={source ? draft.requirements : version.requirements}
          onChange={(e) => setText('requirements', e.currentTarget.value)}
        />
        <p id="job-requirements-hint" className="field__hint">
          {t('jobs.editor.requirementsHint', { max: MAX_REQUIREMENTS })}
        </p>
        <FieldError id="job-requirements-error" message={message(field('requirements'))} />
      </div>
      {!source && questions.length > 0 && (
        <fieldset className="job-editor__group" id="job-screening-versions" tabIndex={-1} data-testid="job-screening-versions">
          <legend>{t('jobs.languages.questions', { language: LANGUAGE_NAMES[language] })}</legend>
          <p className="field__hint">{t('jobs.languages.questionsHint')}</p>
          {questions.map((q, i) => {
            const texts = version.screening[q.id] ?? { prompt: '', options: '' };
            const id = `job-screening-${language}-${q.id}`;
            return (
              <div key={q.id} className="field">
                <label htmlFor={id}>{t('jobs.languages.question', { number: i + 1, prompt: q.prompt })}</label>
                <input id={id} className="input" lang={language} value={texts.prompt} onChange={(e) => setQuestion(q.id, { ...texts, prompt: e.currentTarget.value })} />
                {q.kind === 'choice' && (
                  <>
                    <label htmlFor={`${id}-options`}>{t('jobs.languages.options', { options: splitOptions(q.options).join(' · ') })}</label>
                    <textarea
                      id={`${id}-options`}
                      className="input job-editor__textarea"
                      lang={language}
                      rows={3}
                      value={texts.options}
                      onChange={(e) => setQuestion(q.id, { ...texts, options: e.currentTarget.value })}
                    />
                  </>
                )}
              </div>
            );
          })}
          <FieldError id="job-screening-versions-error" message={message(`screening.${language}`)} />
        </fieldset>
      )}
    </LanguageTabs>
  );
}
