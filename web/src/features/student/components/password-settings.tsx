import { passwordLimits } from '@fast-track/shared/password-rule';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { changePassword } from '../api/change-password.ts';
import { StatusLine, type SettingsStatus } from '../../../components/ui/status-line.tsx';

function PasswordField({ id, label, value, onChange, autoComplete, testId }: { id: string; label: string; value: string; onChange: (v: string) => void; autoComplete: string; testId: string }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <PasswordInput id={id} autoComplete={autoComplete} value={value} onChange={(e) => onChange(e.currentTarget.value)} data-testid={testId} />
    </div>
  );
}

/** Password change: the current one confirms it; the new one needs 8 characters. Other devices are signed out. */
export function PasswordSettings() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [status, setStatus] = useState<SettingsStatus>({ kind: 'idle' });

  const save = async () => {
    if (!current) return setStatus({ kind: 'error', message: t('settings.password.currentRequired') });
    if (next.length < passwordLimits.minLength) return setStatus({ kind: 'error', message: t('settings.password.tooShort') });
    setStatus({ kind: 'busy' });
    try {
      const result = await changePassword({ currentPassword: current, newPassword: next });
      if (result === 'success') {
        setCurrent('');
        setNext('');
        return setStatus({ kind: 'saved' });
      }
      const key = { wrongpass: 'wrongCurrent', weak: 'tooShort', throttled: 'throttled', error: 'failed' }[result];
      return setStatus({ kind: 'error', message: t(`settings.password.${key}`) });
    } catch {
      return setStatus({ kind: 'error', message: t('settings.password.failed') });
    }
  };

  return (
    <section className="student-card" aria-labelledby="password-title">
      <h2 id="password-title">{t('settings.password.title')}</h2>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <PasswordField id="settings-current-password" label={t('settings.password.current')} value={current} onChange={setCurrent} autoComplete="current-password" testId="current-password" />
        <PasswordField id="settings-new-password" label={t('settings.password.new')} value={next} onChange={setNext} autoComplete="new-password" testId="new-password" />
        <p className="muted">{t('settings.password.hint')}</p>
        <StatusLine status={status} saved={t('settings.password.saved')} testId="password" />
        <button type="submit" className="button button--primary" disabled={status.kind === 'busy'} data-testid="password-save">
          {t('settings.password.save')}
        </button>
      </form>
    </section>
  );
}
