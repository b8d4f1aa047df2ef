import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_LENGTH } from '../../lib/registration/registration.machine.ts';
import { OtpInput } from '../ui/otp-input.tsx';
import { ResendCodeButton } from '../ui/resend-code-button.tsx';
import type { StepLook } from './details-step.tsx';

interface Props {
  title: string;
  lead: string;
  look: StepLook;
  codeId: string;
  codeLabel: string;
  codeTestId?: string;
  busy: boolean;
  /** When 'Resend code' enables itself (ms since the epoch). */
  resendAt: number;
  resendLabel: string;
  resendTestId?: string;
  /** The terms: a box to tick (students) or a line of links (career centers). */
  terms?: ReactNode;
  /** Register waits for the ticked box. */
  termsAccepted?: boolean;
  /** Register waits for all the digits (otherwise the machine answers an incomplete code with a toast). */
  requireFullCode?: boolean;
  submitLabel: string;
  submitTestId: string;
  changeEmailLabel: string;
  onVerify: (otp: string) => void;
  onResend: () => void;
  onBack: () => void;
}

/** The code step of every registration: the 4-digit code mailed to the address, 'Resend code', terms and Register. */
export function CodeStep(props: Props) {
  const { look, busy, termsAccepted = true, requireFullCode = false } = props;
  const { t } = useTranslation();
  const [otp, setOtp] = useState('');
  const disabled = busy || !termsAccepted || (requireFullCode && otp.length !== CODE_LENGTH);

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        props.onVerify(otp);
      }}
    >
      <h1>{props.title}</h1>
      <p className={look.lead}>{props.lead}</p>
      <OtpInput id={props.codeId} label={props.codeLabel} value={otp} onChange={setOtp} length={CODE_LENGTH} testId={props.codeTestId} autoFocus />
      <ResendCodeButton availableAt={props.resendAt} label={props.resendLabel} busy={busy} onResend={props.onResend} testId={props.resendTestId} />
      {props.terms}
      <button type="submit" className="button button--primary button--block" disabled={disabled} aria-busy={busy} data-testid={props.submitTestId}>
        {busy ? t('common.loading') : props.submitLabel}
      </button>
      <div className={look.actions}>
        <button type="button" className="link-button" disabled={busy} onClick={props.onBack}>
          {props.changeEmailLabel}
        </button>
      </div>
    </form>
  );
}
