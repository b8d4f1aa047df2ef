import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { OTP_LENGTH } from '../utils/email-rule.ts';

interface Props {
  email: string;
  termsAccepted: boolean;
  busy: boolean;
  onTerms: (accepted: boolean) => void;
  onVerify: (otp: string) => void;
  onResend: () => void;
  onBack: () => void;
}

/** 'Check your email inbox': the 4-digit code, 'Resend code', the terms box; Register waits for the box. */
export function OtpStep({ email, termsAccepted, busy, onTerms, onVerify, onResend, onBack }: Props) {
  const { t } = useTranslation();
  const [otp, setOtp] = useState('');

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onVerify(otp);
      }}
    >
      <h1>{t('auth.register.otp.title')}</h1>
      <p className="auth-card__lead">{t('auth.register.otp.lead', { email })}</p>
      <div className="field">
        <label htmlFor="register-otp">{t('auth.register.otp.code')}</label>
        <input
          id="register-otp"
          className="input otp-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={OTP_LENGTH}
          value={otp}
          data-testid="otp-input"
          onChange={(e) => setOtp(e.currentTarget.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
        />
      </div>
      <button type="button" className="link-button" disabled={busy} data-testid="resend-code" onClick={onResend}>
        {t('auth.register.otp.resend')}
      </button>
      <label className="checkbox">
        <input type="checkbox" checked={termsAccepted} data-testid="terms-checkbox" onChange={(e) => onTerms(e.currentTarget.checked)} />
        <span>
          {t('auth.register.otp.termsBefore')} <Link to={paths.terms.href()}>{t('auth.links.terms')}</Link> {t('auth.register.otp.termsAnd')}{' '}
          <Link to={paths.privacy.href()}>{t('auth.links.privacy')}</Link>
        </span>
      </label>
      <button type="submit" className="button button--primary button--block" disabled={!termsAccepted || busy} aria-busy={busy} data-testid="otp-submit">
        {busy ? t('common.loading') : t('auth.register.otp.register')}
      </button>
      <div className="auth-actions">
        <button type="button" className="link-button" onClick={onBack}>
          {t('auth.register.otp.changeEmail')}
        </button>
      </div>
    </form>
  );
}
