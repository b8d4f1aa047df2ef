import { useCallback, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AccountSettings } from '../../../components/account/account-settings.tsx';
import { paths } from '../../../config/paths.ts';
import { setAppState } from '../../../lib/app-state.ts';
import { getMe, toStoredUser } from '../api/get-me.ts';
import { useStudent } from '../hooks/use-student.ts';
import { DeleteAccount } from './delete-account.tsx';
import { DiversitySettings } from './diversity-settings.tsx';
import { SavedCvSettings } from './saved-cv-settings.tsx';
import { TracksSettings } from './tracks-settings.tsx';
import './student.css';

/**
 * /student/settings: the account settings every audience has (name, language, password: components/account), then
 * what is a student's own (tracks, privacy, saved CV, diversity) and account deletion, each with its own status line.
 */
export function SettingsPage({ privacy }: { privacy?: ReactNode } = {}) {
  const { t } = useTranslation();
  const { user } = useStudent();

  useEffect(() => {
    document.title = t('settings.documentTitle');
  }, [t]);

  // The stored user (greeting, tracks, language) follows a saved name or language.
  const refreshStoredUser = useCallback(() => {
    getMe().then(
      (me) => setAppState({ user: toStoredUser(me) }),
      () => undefined,
    );
  }, []);

  return (
    <div className="container student-page">
      <p>
        <Link to={paths.student.href()}>{t('settings.back')}</Link>
      </p>
      <h1 className="page-title">{t('settings.title')}</h1>
      <AccountSettings onSaved={refreshStoredUser} />
      <TracksSettings user={user} />
      {privacy}
      <SavedCvSettings />
      <DiversitySettings />
      <DeleteAccount />
    </div>
  );
}
