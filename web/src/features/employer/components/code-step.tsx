import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OtpInput } from '../../../components/ui/otp-input.tsx';
import { ResendCodeButton } from '../../../components/ui/resend-code-button.tsx';
import { CODE_LENGTH, RESEND_AFTER_S } from '../utils/work-email.ts';

interface Props {
  email: string;
  codeSentAt: number;
  busy: boolean;
  onVerify: (otp: string) => void;
  onResend: () => void;
  onBack: () => void;
}

/** Step 2: the 4-digit code from the mail; 'Resend code' after 60 seconds. */
export function CodeStep({ email, codeSentAt, busy, onVerify, onResend, onBack }: Props) {
  const { t } = useTranslation();
  const [otp, setOtp] = useState('');

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
        <ResendCodeButton availableAt={codeSentAt + RESEND_AFTER_S * 1000} label={t('employer.verify.resend')} busy={busy} onResend={onResend} />
        <button type="button" className="link-button" disabled={busy} onClick={onBack}>
          {t('employer.verify.changeEmail')}
        </button>
      </div>
    </form>
  );
}
