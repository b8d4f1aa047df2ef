import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldError } from './field-error.tsx';
import { PasswordInput } from './password-input.tsx';

/** What a control needs to be tied to its label, hint and error. */
export interface FieldControl {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FieldShellProps {
  id: string;
  label: ReactNode;
  /** A standing help text under the control (`<id>-hint`). */
  hint?: ReactNode;
  /** The validation message (`<id>-error`, announced when it appears); empty when the value is fine. */
  error?: string | null | undefined;
  className?: string;
}

/** The ids a control points at: the hint always, the error only while there is one. */
export function fieldControl(id: string, hint: ReactNode, error: string | null | undefined): FieldControl {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return { id, 'aria-invalid': !!error, 'aria-describedby': describedBy || undefined };
}

/**
 * One labelled form field: label, control, hint and error, with aria-invalid and aria-describedby set so a screen
 * reader hears the label, then the hint and the problem. `render` draws a control other than a text input.
 */
export function FieldShell({ id, label, hint, error, className, render }: FieldShellProps & { render: (control: FieldControl) => ReactNode }) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {render(fieldControl(id, hint, error))}
      {hint && (
        <p id={`${id}-hint`} className="field-hint muted">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'>;

/** A text input (type text, email, url, …) as a field. */
export function Field({ id, label, hint, error, className, ...input }: FieldShellProps & InputProps) {
  return <FieldShell id={id} label={label} hint={hint} error={error} className={className} render={(control) => <input className="input" {...input} {...control} />} />;
}

/** A password input with its show/hide toggle, as a field. */
export function PasswordField({ id, label, hint, error, className, ...input }: FieldShellProps & Omit<InputProps, 'type'>) {
  return <FieldShell id={id} label={label} hint={hint} error={error} className={className} render={(control) => <PasswordInput {...input} {...control} />} />;
}
