import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OtpInput } from '../../../components/ui/otp-input.tsx';
import { CODE_LENGTH, RESEND_AFTER_S } from '../utils/work-email.ts';

interface Props {
  email: string;
  codeSentAt: number;
  busy: boolean;
  onVerify: (otp: string) => void;
  onResend: () => void;
  onBack: () => void;
}

/** Seconds left before another code may be asked for, ticking down once a second. */
const secondsLeft = (codeSentAt: number) => Math.max(0, Math.ceil((codeSentAt + RESEND_AFTER_S * 1000 - Date.now()) / 1000));

function useResendWait(codeSentAt: number): number {
  const [seconds, setSeconds] = useState(() => secondsLeft(codeSentAt));
  useEffect(() => {
    setSeconds(secondsLeft(codeSentAt));
    const timer = window.setInterval(() => {
      const next = secondsLeft(codeSentAt);
      setSeconds(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [codeSentAt]);
  return seconds;
}

/** Step 2: the 4-digit code from the mail; 'Resend code' after 60 seconds. */
export function CodeStep({ email, codeSentAt, busy, onVerify, onResend, onBack }: Props) {
  const { t } = useTranslation();
  const [otp, setOtp] = useState('');
  const wait = useResendWait(codeSentAt);

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onVerify(otp);
      }}
    >
      <h1>{t('employer.verify.title')}</h1>
      <p className="card-page__lead">{t('employer.verify.lead', { email })}</p>
      <OtpInput id="employer-otp" label={t('employer.verify.code')} value={otp} onChange={setOtp} length={CODE_LENGTH} autoFocus />
      <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy} data-testid="otp-submit">
        {busy ? t('common.loading') : t('employer.verify.submit')}
      </button>
      <div className="card-page__actions">
        <button type="button" className="link-button" disabled={busy || wait > 0} data-testid="resend-code" onClick={onResend}>
          {t('employer.verify.resend')}
        </button>
        {wait > 0 && (
          <span className="muted" aria-live="polite" data-testid="resend-wait">
            {t('employer.verify.resendIn', { seconds: wait })}
          </span>
        )}
        <button type="button" className="link-button" disabled={busy} onClick={onBack}>
          {t('employer.verify.changeEmail')}
        </button>
      </div>
    </form>
  );
}
