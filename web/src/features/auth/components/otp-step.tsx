import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { LegalLink } from '../../../components/legal/legal-link.tsx';
import { OtpInput } from '../../../components/ui/otp-input.tsx';
import { ResendCodeButton } from '../../../components/ui/resend-code-button.tsx';
import { OTP_LENGTH } from '../utils/email-rule.ts';

interface Props {
  email: string;
  termsAccepted: boolean;
  busy: boolean;
  /** When 'Resend code' enables itself (ms since the epoch). */
  resendAt: number;
  onTerms: (accepted: boolean) => void;
  onVerify: (otp: string) => void;
  onResend: () => void;
  onBack: () => void;
}

/** 'Check your email inbox': the 4-digit code, 'Resend code', the terms box; Register waits for the box. */
export function OtpStep({ email, termsAccepted, busy, resendAt, onTerms, onVerify, onResend, onBack }: Props) {
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
      <OtpInput id="register-otp" label={t('auth.register.otp.code')} value={otp} onChange={setOtp} length={OTP_LENGTH} autoFocus />
      <ResendCodeButton availableAt={resendAt} label={t('auth.register.otp.resend')} busy={busy} onResend={onResend} />
      <label className="checkbox">
        <input type="checkbox" checked={termsAccepted} data-testid="terms-checkbox" onChange={(e) => onTerms(e.currentTarget.checked)} />
        <span>
          {/* One sentence per language (word order differs); the links open a dialog over this step, so the code
              and the ticked box stay as they are (components/legal). */}
          <Trans
            i18nKey="auth.register.otp.consent"
            components={{ terms: <LegalLink doc="terms" testId="terms-link" />, privacy: <LegalLink doc="privacy" testId="privacy-link" /> }}
          />
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
