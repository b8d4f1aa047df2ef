import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { OtpInput } from '../../../components/ui/otp-input.tsx';
import { ResendCodeButton } from '../../../components/ui/resend-code-button.tsx';
import { CODE_LENGTH } from '../utils/staff-email.ts';

interface Props {
  email: string;
  busy: boolean;
  /** When 'Resend code' enables itself (ms since the epoch). */
  resendAt: number;
  onVerify: (otp: string) => void;
  onResend: () => void;
  onBack: () => void;
}

/** Step 3: the 4-digit code mailed to the staff address, 'Resend code', and Register. */
export function CodeStep({ email, busy, resendAt, onVerify, onResend, onBack }: Props) {
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
      <h1>{t('careerCenter.register.code.title')}</h1>
      <p className="card-page__lead">{t('careerCenter.register.code.lead', { email })}</p>
      <OtpInput id="cc-code" label={t('careerCenter.register.code.label')} value={otp} onChange={setOtp} length={CODE_LENGTH} testId="cc-code" autoFocus />
      <p className="muted cc-terms">
        {t('careerCenter.register.code.termsBefore')} <Link to={paths.terms.href()}>{t('careerCenter.register.code.terms')}</Link>{' '}
        {t('careerCenter.register.code.termsAnd')} <Link to={paths.privacy.href()}>{t('careerCenter.register.code.privacy')}</Link>
      </p>
      <button type="submit" className="button button--primary button--block" disabled={busy || otp.length !== CODE_LENGTH} aria-busy={busy} data-testid="cc-register">
        {busy ? t('common.loading') : t('careerCenter.register.code.submit')}
      </button>
      <div className="card-page__actions">
        <button type="button" className="link-button" disabled={busy} onClick={onBack}>
          {t('careerCenter.register.code.changeEmail')}
        </button>
        <ResendCodeButton availableAt={resendAt} label={t('careerCenter.register.code.resend')} busy={busy} onResend={onResend} testId="cc-resend" />
      </div>
    </form>
  );
}
