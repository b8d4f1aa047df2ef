import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast.ts';
import { trapTab } from '../../../components/ui/focus-trap.ts';
import { paths } from '../../../config/paths.ts';
import { endSession } from '../../../lib/session.ts';
import { deleteAccount } from '../api/delete-account.ts';

/** Account deletion: the password confirms it; afterwards the session ends and the student lands on /. */
export function DeleteAccount() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
      else if (dialog.current) trapTab(e, dialog.current);
    };
    document.addEventListener('keydown', onKey);
    const trigger = opener.current;
    return () => {
      document.removeEventListener('keydown', onKey);
      trigger?.focus();
    };
  }, [open]);

  const confirm = async () => {
    if (!password) {
      setError(t('auth.login.passwordRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await deleteAccount(password);
      if (result === 'success') {
        endSession();
        toast.success(t('settings.delete.done'));
        void navigate(paths.home.href(), { replace: true });
        return;
      }
      setError(
        result === 'wrongpass' ? t('auth.login.wrongPassword') : result === 'throttled' ? t('settings.password.throttled') : t('settings.delete.failed'),
      );
    } catch {
      setError(t('settings.delete.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="student-card student-card--danger" aria-labelledby="delete-title">
      <h2 id="delete-title">{t('settings.delete.title')}</h2>
      <p className="muted">{t('settings.delete.body')}</p>
      <button ref={opener} type="button" className="button button--danger" data-testid="delete-account" onClick={() => { setOpen(true); setPassword(''); setError(null); }}>
        {t('settings.delete.open')}
      </button>
      {open && (
        <div className="dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && setOpen(false)}>
          <div ref={dialog} className="dialog" role="dialog" aria-modal="true" aria-labelledby="delete-dialog-title" data-testid="delete-dialog">
            <h2 id="delete-dialog-title">{t('settings.delete.confirmTitle')}</h2>
            <p>{t('settings.delete.confirmBody')}</p>
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void confirm();
              }}
            >
              <div className="field">
                <label htmlFor="delete-password">{t('settings.delete.password')}</label>
                <input id="delete-password" className="input" type="password" autoComplete="current-password" autoFocus value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
                {error && (
                  <p className="field-error" role="alert" data-testid="delete-error">
                    {error}
                  </p>
                )}
              </div>
              <div className="student-card__actions">
                <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
                  {t('settings.delete.cancel')}
                </button>
                <button type="submit" className="button button--danger" disabled={busy} data-testid="delete-confirm">
                  {t('settings.delete.confirm')}
                </button>
              </div>
            </form>
          </div>
        </div>
      )}
    </section>
  );
}
