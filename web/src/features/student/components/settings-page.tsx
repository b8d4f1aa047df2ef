import { PERSON_NAME_MAX } from '@fast-track/shared/person-name';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { setAppState } from '../../../lib/app-state.ts';
import { nameSettingsProblem } from '../../../lib/person-name-check.ts';
import { toStoredUser } from '../api/get-me.ts';
import { updateProfile } from '../api/update-profile.ts';
import { useStudent } from '../hooks/use-student.ts';
import { DeleteAccount } from './delete-account.tsx';
import { DiversitySettings } from './diversity-settings.tsx';
import { LanguageSettings } from './language-settings.tsx';
import { PasswordSettings } from './password-settings.tsx';
import { SavedCvSettings } from './saved-cv-settings.tsx';
import { TracksSettings } from './tracks-settings.tsx';
import './student.css';

type Status = { kind: 'idle' | 'busy' } | { kind: 'saved' } | { kind: 'error'; message: string };

/** /student/settings: name, tracks, language, password and account deletion, each with its own success/error line. */
export function SettingsPage({ privacy }: { privacy?: ReactNode } = {}) {
  const { t } = useTranslation();
  const { user } = useStudent();
  const [firstName, setFirstName] = useState(user?.firstName ?? '');
  const [lastName, setLastName] = useState(user?.LastName ?? '');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  useEffect(() => {
    document.title = t('settings.documentTitle');
  }, [t]);

  // The stored user can arrive after the first render (a fresh /api/student/me): refill only when another user arrives.
  const userId = user?._id;
  useEffect(() => {
    if (!user) return;
    setFirstName(user.firstName);
    setLastName(user.LastName ?? '');
  }, [userId]);

  const save = async () => {
    const problem = nameSettingsProblem(firstName, lastName);
    if (problem) {
      setStatus({ kind: 'error', message: t(problem.key, problem.values) });
      return;
    }
    setStatus({ kind: 'busy' });
    try {
      const me = await updateProfile({ firstName: firstName.trim(), LastName: lastName.trim() });
      setAppState({ user: toStoredUser(me) });
      setStatus({ kind: 'saved' });
    } catch {
      setStatus({ kind: 'error', message: t('settings.profile.failed') });
    }
  };

  return (
    <div className="container student-page">
      <p>
        <Link to={paths.student.href()}>{t('settings.back')}</Link>
      </p>
      <section className="student-card" aria-labelledby="profile-title">
        <h1 id="profile-title">{t('settings.title')}</h1>
        <h2 className="section-title">{t('settings.profile.title')}</h2>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <div className="field">
            <label htmlFor="settings-first-name">{t('settings.profile.firstName')}</label>
            <input id="settings-first-name" className="input" autoComplete="given-name" maxLength={PERSON_NAME_MAX + 20} value={firstName} onChange={(e) => setFirstName(e.currentTarget.value)} />
          </div>
          <div className="field">
            <label htmlFor="settings-last-name">{t('settings.profile.lastName')}</label>
            <input id="settings-last-name" className="input" autoComplete="family-name" maxLength={PERSON_NAME_MAX + 20} value={lastName} onChange={(e) => setLastName(e.currentTarget.value)} />
          </div>
          {status.kind === 'saved' && (
            <p className="alert alert--info" role="status" data-testid="settings-saved">
              {t('settings.profile.saved')}
            </p>
          )}
          {status.kind === 'error' && (
            <p className="alert alert--error" role="alert" data-testid="settings-error">
              {status.message}
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={status.kind === 'busy'} data-testid="settings-save">
            {t('settings.profile.save')}
          </button>
        </form>
      </section>
      <TracksSettings user={user} />
      {privacy}
      <SavedCvSettings />
      <DiversitySettings />
      <LanguageSettings />
      <PasswordSettings />
      <DeleteAccount />
    </div>
  );
}
