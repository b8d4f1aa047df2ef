import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import './password-input.css';

/**
 * A password input with a show/hide toggle, for every audience's forms (career centers, admin, …). The student
 * screens in features/auth still carry their own copy; they can switch to this one.
 */
export function PasswordInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-field">
      <input {...props} type={visible ? 'text' : 'password'} className="input" />
      <button
        type="button"
        className="link-button password-field__toggle"
        aria-pressed={visible}
        aria-controls={props.id}
        data-testid="password-toggle"
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? t('auth.password.hide') : t('auth.password.show')}
      </button>
    </div>
  );
}
