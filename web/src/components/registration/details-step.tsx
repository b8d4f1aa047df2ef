import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, PasswordField } from '../ui/field.tsx';

/** One input of the details step, as the audience's screen describes it. */
export interface DetailField {
  name: string;
  /** The input's id; its error is `<id>-error` (e2e and labels rely on both). */
  id: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  /** The translated problem, or null. */
  error: string | null | undefined;
}

export interface StepLook {
  /** Class of the lead paragraph and of the actions row ('auth-card__lead' / 'card-page__lead' …). */
  lead: string;
  actions: string;
}

interface Props {
  title: string;
  lead: string;
  look: StepLook;
  /** Rows of fields, in form order; a row of two sits side by side. */
  rows: DetailField[][];
  initial: Record<string, string>;
  busy: boolean;
  submitLabel: string;
  submitTestId: string;
  /** After a refused submit, focus the first field to fix. */
  focusFirstError?: boolean;
  onSubmit: (details: Record<string, string>) => void;
  /** Under the form: social sign-up buttons, links. */
  extra?: ReactNode;
  back?: { label: string; onBack: () => void; disabledWhileBusy?: boolean };
}

/** The details step of every registration: names, address and password as the audience's flow lists them. */
export function DetailsStep({ title, lead, look, rows, initial, busy, submitLabel, submitTestId, focusFirstError, onSubmit, extra, back }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>(initial);
  const set = (name: string) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [name]: value }));
  };

  const fields = rows.flat();
  const errorKey = fields.map((f) => f.error ?? '').join('\n');
  useEffect(() => {
    if (!focusFirstError) return;
    const first = fields.find((f) => f.error);
    if (first) document.getElementById(first.id)?.focus();
    // Errors arrive with the machine's answer; their text is the trigger, not the field list's identity.
  }, [errorKey, focusFirstError]);

  const input = (f: DetailField) =>
    f.type === 'password' ? (
      <PasswordField key={f.name} id={f.id} label={f.label} error={f.error} autoComplete={f.autoComplete} value={values[f.name] ?? ''} onChange={set(f.name)} />
    ) : (
      <Field key={f.name} id={f.id} label={f.label} error={f.error} type={f.type ?? 'text'} autoComplete={f.autoComplete} value={values[f.name] ?? ''} onChange={set(f.name)} />
    );

  return (
    <div>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit(values);
        }}
      >
        <h1>{title}</h1>
        <p className={look.lead}>{lead}</p>
        {rows.map((row) =>
          row.length > 1 ? (
            <div key={row.map((f) => f.name).join()} className="card-page__row">
              {row.map(input)}
            </div>
          ) : (
            row.map(input)
          ),
        )}
        <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy} data-testid={submitTestId}>
          {busy ? t('common.loading') : submitLabel}
        </button>
      </form>
      {extra}
      {back && (
        <div className={look.actions}>
          <button type="button" className="link-button" onClick={back.onBack} disabled={back.disabledWhileBusy ? busy : false}>
            {back.label}
          </button>
        </div>
      )}
    </div>
  );
}
