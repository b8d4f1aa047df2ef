import { useTranslation } from 'react-i18next';
import { LanguageTabs } from '../../../components/content-languages/language-tabs.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { RichTextEditor } from '../../../components/ui/rich-text-editor.tsx';
import type { Language } from '../../../lib/languages.ts';
import { languageOfField, TITLE_LENGTH, type EventField } from '../utils/event-form.ts';
import { errorId, fieldId, type SectionProps } from './editor-fields.ts';

interface Props extends SectionProps {
  /** The language whose title and description are shown (the editor keeps it, so a refusal can switch to it). */
  language: Language;
  setLanguage: (language: Language) => void;
}

/**
 * The event's title and description in each language the host writes them in (docs/events.md § Languages): the
 * source language's are the event's own fields, the others its `translations`. One title input and one description
 * editor show the chosen language's texts; their errors are that language's.
 */
export function EventTextFields({ draft, set, errors, message, a11y, resetKey, language, setLanguage }: Props) {
  const { t } = useTranslation();
  const source = language === draft.sourceLanguage;
  const version = draft.translations[language] ?? { title: '', description: '' };
  const titleField: EventField = source ? 'title' : `title.${language}`;
  const descriptionField: EventField = source ? 'description' : `description.${language}`;
  const setText = (field: 'title' | 'description', value: string) => {
    if (source) set(field, value);
    else set('translations', { ...draft.translations, [language]: { ...version, [field]: value } });
  };
  // Only the texts are per language: a tab is marked for its own title or description.
  const invalid = Object.keys(errors)
    .filter((field) => errors[field as EventField] && /^(title|description)(\.|$)/.test(field))
    .map((field) => languageOfField(field as EventField, draft.sourceLanguage));
  const versions = Object.keys(draft.translations) as Language[];

  return (
    <LanguageTabs
      idBase="event"
      sourceLanguage={draft.sourceLanguage}
      versions={versions}
      active={language}
      invalid={[...new Set(invalid)]}
      onSelect={setLanguage}
      onAdd={(lng) => {
        set('translations', { ...draft.translations, [lng]: { title: '', description: '' } });
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
        <label htmlFor={fieldId('title')}>{t('hostedEvents.editor.title')}</label>
        <input
          {...a11y(titleField, { id: fieldId('title') })}
          className="input"
          lang={language}
          maxLength={TITLE_LENGTH.max + 20}
          value={source ? draft.title : version.title}
          onChange={(e) => setText('title', e.currentTarget.value)}
        />
        <FieldError id={errorId(titleField)} message={message(titleField)} />
      </div>
      <div className="field">
        <span id="event-description-label" className="field__label">
          {t('hostedEvents.editor.description')}
        </span>
        <RichTextEditor
          id={fieldId('description')}
          labelledBy="event-description-label"
          describedBy={errors[descriptionField] ? errorId(descriptionField) : undefined}
          invalid={!!errors[descriptionField]}
          value={source ? draft.description : version.description}
          resetKey={`${resetKey}:${language}`}
          onChange={(html) => setText('description', html)}
          testId="event-description"
        />
        <FieldError id={errorId(descriptionField)} message={message(descriptionField)} />
      </div>
    </LanguageTabs>
  );
}
