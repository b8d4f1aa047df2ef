import { sponsorLimits } from '@fast-track/shared/sponsors/sponsor-limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, searchCompanies, type CardDetails } from '../api/sponsors.ts';

export const emptyDetails = (): CardDetails => ({
  companyName: '',
  companyId: null,
  contactName: '',
  contactEmail: '',
  value: null,
  currency: 'EUR',
  notes: '',
  nextStep: '',
  nextStepDate: null,
});

interface Props {
  idPrefix: string;
  initial: CardDetails;
  submitLabel: string;
  onSubmit: (details: CardDetails) => Promise<string | null>;
}

/** A sponsor card's details (add and edit): the company (linked to one on the platform when found), contact, value, notes, next step. */
export function CardForm({ idPrefix, initial, submitLabel, onSubmit }: Props) {
  const { t } = useTranslation();
  const [d, setD] = useState<CardDetails>(initial);
  const [value, setValue] = useState(initial.value === null ? '' : String(initial.value));
  const [matches, setMatches] = useState<{ organisationId: string; name: string }[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = (field: string) => `${idPrefix}-${field}`;
  const set = <K extends keyof CardDetails>(field: K, v: CardDetails[K]) => setD((old) => ({ ...old, [field]: v }));

  const lookUp = async (name: string) => {
    set('companyName', name);
    set('companyId', null);
    if (name.trim().length < 2) return setMatches([]);
    const found = await searchCompanies(name.trim()).catch(() => null);
    setMatches(found?.ok ? found.value : []);
  };

  return (
    <form
      className="sponsor-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!d.companyName.trim()) return setError(t('sponsors.form.companyRequired'));
        const amount = value.trim() === '' ? null : Number(value);
        if (amount !== null && (!Number.isInteger(amount) || amount < 0 || amount > sponsorLimits.maxValue)) return setError(t('sponsors.form.valueInvalid'));
        setError(null);
        setBusy(true);
        // onSubmit answers a message for the person (or null); a throw is a lost connection, never a stuck button.
        void onSubmit({ ...d, value: amount })
          .catch(() => t('sponsors.saveFailed'))
          .then((problem) => {
            setBusy(false);
            setError(problem);
          });
      }}
      data-testid={`${idPrefix}-form`}
    >
      <div className="field">
        <label htmlFor={id('company')}>{t('sponsors.form.company')}</label>
        <input id={id('company')} className="input" maxLength={sponsorLimits.companyNameLength} value={d.companyName} onChange={(e) => void lookUp(e.currentTarget.value)} autoComplete="off" />
        {d.companyId ? (
          <p className="field__hint" data-testid={`${idPrefix}-linked`}>
            {t('sponsors.form.linked')}
          </p>
        ) : (
          matches.length > 0 && (
            <ul className="sponsor-form__matches" aria-label={t('sponsors.form.matches')}>
              {matches.map((m) => (
                <li key={m.organisationId}>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => {
                      setD((old) => ({ ...old, companyName: m.name, companyId: m.organisationId }));
                      setMatches([]);
                    }}
                  >
                    {t('sponsors.form.link', { name: m.name })}
                  </button>
                </li>
              ))}
            </ul>
          )
        )}
      </div>
      <div className="sponsor-form__row">
        <div className="field">
          <label htmlFor={id('contact')}>{t('sponsors.form.contactName')}</label>
          <input id={id('contact')} className="input" maxLength={sponsorLimits.contactNameLength} value={d.contactName} onChange={(e) => set('contactName', e.currentTarget.value)} />
        </div>
        <div className="field">
          <label htmlFor={id('email')}>{t('sponsors.form.contactEmail')}</label>
          <input id={id('email')} className="input" type="email" maxLength={sponsorLimits.contactEmailLength} value={d.contactEmail} onChange={(e) => set('contactEmail', e.currentTarget.value)} />
        </div>
      </div>
      <div className="sponsor-form__row">
        <div className="field">
          <label htmlFor={id('value')}>{t('sponsors.form.value')}</label>
          <input id={id('value')} className="input" inputMode="numeric" value={value} onChange={(e) => setValue(e.currentTarget.value)} />
        </div>
        <div className="field">
          <label htmlFor={id('currency')}>{t('sponsors.form.currency')}</label>
          <select id={id('currency')} className="input" value={d.currency} onChange={(e) => set('currency', e.currentTarget.value)}>
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="field">
        <label htmlFor={id('notes')}>{t('sponsors.form.notes')}</label>
        <textarea id={id('notes')} className="input" rows={3} maxLength={sponsorLimits.notesLength} value={d.notes} onChange={(e) => set('notes', e.currentTarget.value)} />
      </div>
      <div className="sponsor-form__row">
        <div className="field">
          <label htmlFor={id('next')}>{t('sponsors.form.nextStep')}</label>
          <input id={id('next')} className="input" maxLength={sponsorLimits.nextStepLength} value={d.nextStep} onChange={(e) => set('nextStep', e.currentTarget.value)} />
        </div>
        <div className="field">
          <label htmlFor={id('date')}>{t('sponsors.form.nextStepDate')}</label>
          <input id={id('date')} className="input" type="date" value={d.nextStepDate ?? ''} onChange={(e) => set('nextStepDate', e.currentTarget.value || null)} />
        </div>
      </div>
      {error && (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy} data-testid={`${idPrefix}-submit`}>
        {submitLabel}
      </button>
    </form>
  );
}
