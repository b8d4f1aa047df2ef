import { yearsOfStudy } from '@fast-track/shared/year-of-study';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { paths } from '../../../config/paths.ts';
import { TRACK_IDS, isTrackId } from '../../../config/tracks.ts';
import { setAppState } from '../../../lib/app-state.ts';
import { trackLabel } from '../../../lib/fixed-labels.ts';
import type { StoredUser } from '../../../lib/storage.ts';
import { saveOnboarding, type OnboardingAnswers } from '../api/save-onboarding.ts';
import { checkOnboarding, type OnboardingErrors } from '../utils/onboarding-rules.ts';
import './auth.css';

type Field = keyof OnboardingErrors;
const FIELD_IDS: Record<Field, string> = {
  firstName: 'onboarding-first-name',
  lastName: 'onboarding-last-name',
  yearOfStudy: 'onboarding-year',
  tracks: 'onboarding-track-Finance',
};

/** What the form starts with: what the student already has (names, year), the tracks they registered with. */
function initialAnswers(user: StoredUser | null): OnboardingAnswers {
  const tracks = (user?.selectedItem ?? []).map((item) => item.id).filter(isTrackId);
  return { firstName: user?.firstName ?? '', lastName: user?.LastName ?? '', yearOfStudy: user?.yearOfStudy ?? '', tracks };
}

/**
 * The short onboarding after the code step (issue 10): first and last name, year of study, tracks. Skippable: the
 * dashboard then asks again until it is done. `user` is null when /me could not be read; the form still works.
 * `doneHref`: where a saved onboarding goes (the dashboard, or the challenge a firm invited the student to).
 */
export function OnboardingForm({ user, doneHref = paths.student.href() }: { user: StoredUser | null; doneHref?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [answers, setAnswers] = useState(() => initialAnswers(user));
  const [errors, setErrors] = useState<OnboardingErrors>({});
  const [status, setStatus] = useState<'idle' | 'saving' | 'failed'>('idle');

  useEffect(() => {
    document.title = t('onboarding.documentTitle');
  }, [t]);

  const set = (patch: Partial<OnboardingAnswers>) => {
    setAnswers((now) => ({ ...now, ...patch }));
    setErrors((now) => {
      const next = { ...now };
      for (const key of Object.keys(patch) as Field[]) delete next[key];
      return next;
    });
  };
  const toggleTrack = (id: string, on: boolean) =>
    set({ tracks: on ? TRACK_IDS.filter((known) => known === id || answers.tracks.includes(known)) : answers.tracks.filter((known) => known !== id) });

  const submit = async () => {
    const found = checkOnboarding(answers);
    setErrors(found);
    const firstInvalid = (Object.keys(FIELD_IDS) as Field[]).find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(FIELD_IDS[firstInvalid])?.focus();
      return;
    }
    setStatus('saving');
    try {
      setAppState({ user: await saveOnboarding(answers) });
      void navigate(doneHref, { replace: true });
    } catch {
      setStatus('failed');
    }
  };

  const message = (field: Field) => (errors[field] ? t(`onboarding.errors.${errors[field]}`) : null);
  const a11y = (field: Field) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${FIELD_IDS[field]}-error` : undefined,
  });
  const saving = status === 'saving';

  return (
    <div className="auth-page">
      <div className="auth-card" data-testid="onboarding">
        <p className="eyebrow">{t('onboarding.eyebrow')}</p>
        <h1>{t('onboarding.title')}</h1>
        <p className="auth-card__lead">{t('onboarding.lead')}</p>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <div className="onboarding-names">
            <div className="field">
              <label htmlFor={FIELD_IDS.firstName}>{t('onboarding.firstName')}</label>
              <input
                id={FIELD_IDS.firstName}
                className="input"
                autoComplete="given-name"
                value={answers.firstName}
                {...a11y('firstName')}
                onChange={(e) => set({ firstName: e.currentTarget.value })}
              />
              <FieldError id={`${FIELD_IDS.firstName}-error`} message={message('firstName')} />
            </div>
            <div className="field">
              <label htmlFor={FIELD_IDS.lastName}>{t('onboarding.lastName')}</label>
              <input
                id={FIELD_IDS.lastName}
                className="input"
                autoComplete="family-name"
                value={answers.lastName}
                {...a11y('lastName')}
                onChange={(e) => set({ lastName: e.currentTarget.value })}
              />
              <FieldError id={`${FIELD_IDS.lastName}-error`} message={message('lastName')} />
            </div>
          </div>
          <div className="field">
            <label htmlFor={FIELD_IDS.yearOfStudy}>{t('onboarding.year')}</label>
            <select
              id={FIELD_IDS.yearOfStudy}
              className="input"
              value={answers.yearOfStudy}
              {...a11y('yearOfStudy')}
              onChange={(e) => set({ yearOfStudy: e.currentTarget.value })}
            >
              <option value="">{t('onboarding.yearChoose')}</option>
              {yearsOfStudy.map((year) => (
                <option key={year} value={year}>
                  {t(`fixedValues.schoolYear.${year}`)}
                </option>
              ))}
            </select>
            <FieldError id={`${FIELD_IDS.yearOfStudy}-error`} message={message('yearOfStudy')} />
          </div>
          <fieldset className="onboarding-tracks" aria-describedby={errors.tracks ? `${FIELD_IDS.tracks}-error` : 'onboarding-tracks-hint'}>
            <legend>{t('onboarding.tracks')}</legend>
            <p id="onboarding-tracks-hint" className="muted onboarding-tracks__hint">
              {t('onboarding.tracksHint')}
            </p>
            <div className="onboarding-tracks__options">
              {TRACK_IDS.map((id) => (
                <label key={id} className="onboarding-track">
                  <input
                    type="checkbox"
                    id={`onboarding-track-${id}`}
                    checked={answers.tracks.includes(id)}
                    data-testid={`onboarding-track-${id}`}
                    onChange={(e) => toggleTrack(id, e.currentTarget.checked)}
                  />
                  <span>{trackLabel(t, id)}</span>
                </label>
              ))}
            </div>
            <FieldError id={`${FIELD_IDS.tracks}-error`} message={message('tracks')} />
          </fieldset>
          {status === 'failed' && (
            <p className="field-error" role="alert" data-testid="onboarding-failed">
              {t('onboarding.errors.failed')}
            </p>
          )}
          <button type="submit" className="button button--primary button--block" disabled={saving} aria-busy={saving} data-testid="onboarding-save">
            {saving ? t('onboarding.saving') : t('onboarding.save')}
          </button>
        </form>
        <div className="auth-actions onboarding-skip">
          <button type="button" className="link-button" disabled={saving} data-testid="onboarding-skip" onClick={() => void navigate(paths.student.href())}>
            {t('onboarding.skip')}
          </button>
          <span className="muted">{t('onboarding.skipHint')}</span>
        </div>
      </div>
    </div>
  );
}
