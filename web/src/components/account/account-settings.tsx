import { PERSON_NAME_MAX } from '@fast-track/shared/person-name';
import { passwordLimits } from '@fast-track/shared/password-rule';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword, saveLanguage, saveProfile } from '../../lib/account-settings.ts';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage, toLanguage } from '../../lib/languages.ts';
import { nameSettingsProblem } from '../../lib/person-name-check.ts';
import { refreshAccount, useAccount } from '../../lib/use-account.ts';
import { PasswordInput } from '../ui/password-input.tsx';
import { StatusLine, type SettingsStatus } from '../ui/status-line.tsx';
import './account-settings.css';

function Section({ id, title, onSubmit, children }: { id: string; title: string; onSubmit: () => void; children: ReactNode }) {
  return (
    <section className="account-settings__card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <form
        noValidate
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </section>
  );
}

/**
 * Name, language and password of any kind of account (texts: settings.*), through /api/account/settings/*: the one
 * settings flow of every audience. `onSaved` runs after a name or language was saved, for a screen that keeps its
 * own copy of the person (the student's stored user).
 */
export function AccountSettings({ onSaved }: { onSaved?: () => void } = {}) {
  const { t, i18n } = useTranslation();
  const account = useAccount();
  const me = account.status === 'ready' ? account.me.account : null;
  const [firstName, setFirstName] = useState<string | null>(null);
  const [lastName, setLastName] = useState<string | null>(null);
  const [lng, setLng] = useState(() => toLanguage(i18n.resolvedLanguage ?? i18n.language));
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [profile, setProfile] = useState<SettingsStatus>({ kind: 'idle' });
  const [language, setLanguage] = useState<SettingsStatus>({ kind: 'idle' });
  const [password, setPassword] = useState<SettingsStatus>({ kind: 'idle' });
  const first = firstName ?? me?.firstName ?? '';
  const last = lastName ?? me?.LastName ?? '';

  const run = async (set: (s: SettingsStatus) => void, failed: string, call: () => Promise<string>, messages: Record<string, string> = {}) => {
    set({ kind: 'busy' });
    try {
      const msg = await call();
      set(msg === 'success' ? { kind: 'saved' } : { kind: 'error', message: messages[msg] ?? failed });
      return msg === 'success';
    } catch {
      set({ kind: 'error', message: failed });
      return false;
    }
  };

  return (
    <div className="account-settings">
      <Section
        id="profile"
        title={t('settings.profile.title')}
        onSubmit={() => {
          const problem = nameSettingsProblem(first, last);
          if (problem) return setProfile({ kind: 'error', message: t(problem.key, problem.values) });
          void run(setProfile, t('settings.profile.failed'), () => saveProfile({ firstName: first.trim(), lastName: last.trim() })).then((ok) => {
            if (!ok) return;
            refreshAccount();
            onSaved?.();
          });
        }}
      >
        <div className="account-settings__row">
          <div className="field">
            <label htmlFor="settings-first-name">{t('settings.profile.firstName')}</label>
            <input id="settings-first-name" className="input" autoComplete="given-name" maxLength={PERSON_NAME_MAX + 20} value={first} onChange={(e) => setFirstName(e.currentTarget.value)} />
          </div>
          <div className="field">
            <label htmlFor="settings-last-name">{t('settings.profile.lastName')}</label>
            <input id="settings-last-name" className="input" autoComplete="family-name" maxLength={PERSON_NAME_MAX + 20} value={last} onChange={(e) => setLastName(e.currentTarget.value)} />
          </div>
        </div>
        <StatusLine status={profile} saved={t('settings.profile.saved')} testId="settings" />
        <button type="submit" className="button button--primary" disabled={profile.kind === 'busy'} data-testid="settings-save">
          {t('settings.profile.save')}
        </button>
      </Section>

      <Section
        id="language"
        title={t('settings.language.title')}
        onSubmit={() =>
          void run(setLanguage, t('settings.language.failed'), () => saveLanguage(lng)).then(async (ok) => {
            if (!ok) return;
            await i18n.changeLanguage(lng);
            onSaved?.();
          })
        }
      >
        <div className="field">
          <label htmlFor="settings-language">{t('settings.language.label')}</label>
          <select
            id="settings-language"
            className="input"
            data-testid="settings-language"
            value={lng}
            onChange={(e) => {
              const value = e.currentTarget.value;
              if (isLanguage(value)) setLng(value);
              setLanguage({ kind: 'idle' });
            }}
          >
            {LANGUAGES.map((l) => (
              <option key={l} value={l} lang={l}>
                {LANGUAGE_NAMES[l]}
              </option>
            ))}
          </select>
        </div>
        <StatusLine status={language} saved={t('settings.language.saved')} testId="language" />
        <button type="submit" className="button button--primary" disabled={language.kind === 'busy'} data-testid="language-save">
          {t('settings.language.save')}
        </button>
      </Section>

      <Section
        id="password"
        title={t('settings.password.title')}
        onSubmit={() => {
          if (!current) return setPassword({ kind: 'error', message: t('settings.password.currentRequired') });
          if (next.length < passwordLimits.minLength) return setPassword({ kind: 'error', message: t('settings.password.tooShort') });
          void run(setPassword, t('settings.password.failed'), () => changePassword({ currentPassword: current, newPassword: next }), {
            wrongpass: t('settings.password.wrongCurrent'),
            'weak password': t('settings.password.tooShort'),
            throttled: t('settings.password.throttled'),
          }).then((ok) => {
            if (!ok) return;
            setCurrent('');
            setNext('');
          });
        }}
      >
        <div className="field">
          <label htmlFor="settings-current-password">{t('settings.password.current')}</label>
          <PasswordInput id="settings-current-password" autoComplete="current-password" data-testid="current-password" value={current} onChange={(e) => setCurrent(e.currentTarget.value)} />
        </div>
        <div className="field">
          <label htmlFor="settings-new-password">{t('settings.password.new')}</label>
          <PasswordInput id="settings-new-password" autoComplete="new-password" data-testid="new-password" value={next} onChange={(e) => setNext(e.currentTarget.value)} />
        </div>
        <p className="muted">{t('settings.password.hint')}</p>
        <StatusLine status={password} saved={t('settings.password.saved')} testId="password" />
        <button type="submit" className="button button--primary" disabled={password.kind === 'busy'} data-testid="password-save">
          {t('settings.password.save')}
        </button>
      </Section>
    </div>
  );
}
