import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { VisibilityField } from '../../../components/ui/visibility-field.tsx';
import { TimeZonePicker } from '../../../components/ui/time-zone-picker.tsx';
import { TRACK_IDS } from '../../../config/tracks.ts';
import { trackLabel } from '../../../lib/fixed-labels.ts';
import type { Language } from '../../../lib/languages.ts';
import { checkEvent, EVENT_TYPES, fieldOf, languageOfField, MAX_DESCRIPTION, TITLE_LENGTH, toRequest, type EventDraft, type EventErrors, type EventField, type EventRequestBody } from '../utils/event-form.ts';
import { CoverField } from './cover-field.tsx';
import { errorId, fieldId, hintId, type SectionProps } from './editor-fields.ts';
import { RequirementFields } from './requirement-fields.tsx';
import { EventTextFields } from './text-fields.tsx';
import { WhereFields } from './where-fields.tsx';
import './hosted-events.css';

/** What saving answered: nothing (saved, the page moves on) or the server's refusal by field. */
export type SaveResult = { ok: true } | { ok: false; fields: { path: string; message: string }[]; message: string | null };

/** A way to save the form (draft, publish, save changes): its label and what it does. */
export interface SaveAction {
  key: string;
  label: string;
  primary?: boolean;
  run: (body: EventRequestBody) => Promise<SaveResult>;
}

interface Props {
  initial: EventDraft;
  /** Changes when another event (or a reloaded version) is loaded: the form starts again from `initial`. */
  resetKey: string;
  actions: SaveAction[];
  /** Shown beside the buttons (a "cancel" link, for instance). */
  extra?: ReactNode;
  /** Who the event may be for, by the host's kind (none for companies: everyone). */
  visibilityChoices?: readonly string[];
}

/**
 * The one event editor of every host (/create/event and /edit/event; later /so/… and /cc/…): it knows the event's
 * fields and rules, not who hosts it. The page around it loads the event, calls the right organisation's API and
 * says where to go afterwards.
 */
export function EventEditor({ initial, resetKey, actions, extra, visibilityChoices = [] }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<EventDraft>(initial);
  const [errors, setErrors] = useState<EventErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [language, setLanguage] = useState<Language>(initial.sourceLanguage);
  const [loadedKey, setLoadedKey] = useState(resetKey);
  if (loadedKey !== resetKey) {
    setLoadedKey(resetKey);
    setDraft(initial);
    setErrors({});
    setLanguage(initial.sourceLanguage);
  }

  const set: SectionProps['set'] = (field, value) => setDraft((d) => ({ ...d, [field]: value }));
  const message = (field: EventField) => {
    const problem = errors[field];
    if (!problem) return undefined;
    // 'server': the server refused a value the browser's rules let through (its detail is shown above the buttons).
    if (problem === 'server') return t('hostedEvents.errors.server');
    // A language version's field (`title.de`) says what the source's field says.
    const base = field.split('.')[0];
    return t(`hostedEvents.errors.${base}.${problem}`, { min: TITLE_LENGTH.min, max: base === 'title' ? TITLE_LENGTH.max : MAX_DESCRIPTION });
  };
  const a11y: SectionProps['a11y'] = (field, options = {}) => {
    const described = [options.hint ? hintId(field) : null, errors[field] ? errorId(field) : null].filter(Boolean).join(' ');
    return { id: options.id ?? fieldId(field), 'aria-invalid': !!errors[field], 'aria-describedby': described || undefined };
  };
  const section: SectionProps = { draft, set, errors, message, a11y, resetKey };

  const save = async (action: SaveAction) => {
    const found = checkEvent(draft);
    setErrors(found);
    setFailure(null);
    const first = Object.keys(found)[0] as EventField | undefined;
    if (first) {
      // A version's field lives in its language's tab, under the source field's id.
      setLanguage(languageOfField(first, draft.sourceLanguage));
      document.getElementById(fieldId(first.split('.')[0] as EventField))?.focus();
      setFailure(t('hostedEvents.editor.check'));
      return;
    }
    setBusy(action.key);
    try {
      const result = await action.run(toRequest(draft));
      if (!result.ok) {
        const fromServer: EventErrors = {};
        for (const f of result.fields) {
          const field = fieldOf(f.path);
          if (field) fromServer[field] = 'server';
        }
        setErrors(fromServer);
        const refused = Object.keys(fromServer)[0] as EventField | undefined;
        if (refused) setLanguage(languageOfField(refused, draft.sourceLanguage));
        setFailure(result.message ?? (Object.keys(fromServer).length > 0 ? t('hostedEvents.editor.check') : t('hostedEvents.editor.failed')));
      }
    } catch {
      setFailure(t('hostedEvents.editor.failed'));
    }
    setBusy(null);
  };

  return (
    <form
      className="event-editor"
      noValidate
      data-testid="event-editor"
      onSubmit={(e) => {
        e.preventDefault();
        const primary = actions.find((a) => a.primary) ?? actions[0];
        if (primary) void save(primary);
      }}
    >
      <EventTextFields {...section} language={language} setLanguage={setLanguage} />
      <div className="field">
        <label htmlFor="event-type">{t('hostedEvents.editor.type')}</label>
        <select {...a11y('type')} className="input" value={draft.type} onChange={(e) => set('type', e.currentTarget.value as EventDraft['type'])}>
          <option value="">{t('hostedEvents.editor.typePlaceholder')}</option>
          {EVENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`hostedEvents.types.${type.replace(' ', '')}`)}
            </option>
          ))}
        </select>
        <FieldError id={errorId('type')} message={message('type')} />
      </div>
      <div className="field">
        <label htmlFor="event-track">{t('jobs.editor.track')}</label>
        <select id="event-track" className="input" aria-describedby="event-track-hint" value={draft.track} onChange={(e) => set('track', e.currentTarget.value)} data-testid="event-track">
          <option value="">{t('hostedEvents.editor.trackNone')}</option>
          {TRACK_IDS.map((id) => (
            <option key={id} value={id}>
              {trackLabel(t, id)}
            </option>
          ))}
        </select>
        <p id="event-track-hint" className="field__hint">
          {t('hostedEvents.editor.trackHint')}
        </p>
      </div>
      <CoverField draft={draft} set={set} message={message} />
      <fieldset className="event-editor__group">
        <legend>{t('hostedEvents.editor.when')}</legend>
        <div className="event-editor__row event-editor__row--when">
          <div className="field">
            <label htmlFor="event-date">{t('hostedEvents.editor.date')}</label>
            <input {...a11y('date')} className="input" type="date" value={draft.date} onChange={(e) => set('date', e.currentTarget.value)} />
            <FieldError id={errorId('date')} message={message('date')} />
          </div>
          <div className="field">
            <label htmlFor="event-startTime">{t('hostedEvents.editor.startTime')}</label>
            <input {...a11y('startTime')} className="input" type="time" value={draft.startTime} onChange={(e) => set('startTime', e.currentTarget.value)} />
            <FieldError id={errorId('startTime')} message={message('startTime')} />
          </div>
          <div className="field">
            <label htmlFor="event-endTime">{t('hostedEvents.editor.endTime')}</label>
            <input {...a11y('endTime')} className="input" type="time" value={draft.endTime} onChange={(e) => set('endTime', e.currentTarget.value)} />
            <FieldError id={errorId('endTime')} message={message('endTime')} />
          </div>
        </div>
        <div className="field">
          <label htmlFor="event-timezone">{t('hostedEvents.editor.timezone')}</label>
          <TimeZonePicker id="event-timezone" value={draft.timezone} onChange={(zone) => set('timezone', zone)} invalid={!!errors.timezone} describedBy={a11y('timezone', { hint: true })['aria-describedby']} />
          <p id={hintId('timezone')} className="field__hint">
            {t('hostedEvents.editor.timezoneHint')}
          </p>
          <FieldError id={errorId('timezone')} message={message('timezone')} />
        </div>
      </fieldset>
      <WhereFields {...section} />
      <fieldset className="event-editor__group">
        <legend>{t('hostedEvents.editor.registration')}</legend>
        <label className="checkbox">
          <input type="checkbox" checked={draft.approval} onChange={(e) => set('approval', e.currentTarget.checked)} data-testid="event-approval" />
          {t('hostedEvents.editor.approval')}
        </label>
        <p className="field__hint">{t('hostedEvents.editor.approvalHint')}</p>
        <div className="field">
          <label htmlFor="event-capacity">{t('hostedEvents.editor.capacity')}</label>
          <input {...a11y('capacity', { hint: true })} className="input event-editor__capacity" inputMode="numeric" value={draft.capacity} onChange={(e) => set('capacity', e.currentTarget.value)} />
          <p id={hintId('capacity')} className="field__hint">
            {t('hostedEvents.editor.capacityHint')}
          </p>
          <FieldError id={errorId('capacity')} message={message('capacity')} />
        </div>
      </fieldset>
      <VisibilityField className="event-editor__group" name="event" choices={visibilityChoices} value={draft.visibility} onChange={(value) => set('visibility', value)} />
      <RequirementFields draft={draft} set={set} message={message} />
      {failure && (
        <p className="alert alert--error" role="alert" data-testid="event-editor-failure">
          {failure}
        </p>
      )}
      <div className="event-editor__actions">
        {actions.map((action) => (
          <button
            key={action.key}
            type={action.primary ? 'submit' : 'button'}
            className={`button ${action.primary ? 'button--primary' : 'button--secondary'}`}
            disabled={busy !== null}
            onClick={action.primary ? undefined : () => void save(action)}
            data-testid={`event-${action.key}`}
          >
            {busy === action.key ? t('hostedEvents.editor.saving') : action.label}
          </button>
        ))}
        {extra}
      </div>
    </form>
  );
}
