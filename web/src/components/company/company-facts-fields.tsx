import { companySizeValues, industries } from '@fast-track/shared/company-profile-rules';
import { useTranslation } from 'react-i18next';
import { COUNTRIES } from '../../config/countries.ts';
import { countryName } from '../../lib/country-name.ts';
import { Field, FieldShell } from '../ui/field.tsx';

export type CompanyFact = 'industry' | 'size' | 'country' | 'website';
export type CompanyFacts = Record<CompanyFact, string>;

interface Props {
  /** Which facts to draw, in this order (the caller lays them out: a row, columns). */
  fields: readonly CompanyFact[];
  values: CompanyFacts;
  labels: Record<CompanyFact, string>;
  /** Translated problems; the ids are `company-<fact>` and `company-<fact>-error`. */
  errors: Partial<Record<CompanyFact, string | undefined>>;
  onChange: (fact: CompanyFact, value: string) => void;
}

/**
 * A company's facts as form fields (industry, size, headquarters, website), the same for creating a company during
 * an employer's registration and for editing its profile. The options are the API's (services/shared).
 */
export function CompanyFactsFields({ fields, values, labels, errors, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? 'en';
  // A native option can show text only, and an emoji flag is two letters or a box on many machines: names alone.
  const countries = COUNTRIES.map((c) => ({ value: c.name, label: countryName(c, lng) })).sort((a, b) => a.label.localeCompare(b.label, lng));
  // A stored headquarters that is not in the list (older data) stays choosable rather than silently blanked.
  if (values.country && !countries.some((c) => c.value === values.country)) countries.unshift({ value: values.country, label: values.country });
  const options: Record<Exclude<CompanyFact, 'website'>, { value: string; label: string }[]> = {
    industry: Object.entries(industries).map(([key, value]) => ({ value, label: t(`employer.industries.${key}`) })),
    size: companySizeValues.map((size) => ({ value: size, label: t('employer.company.sizeOption', { size }) })),
    country: countries,
  };

  return (
    <>
      {fields.map((fact) =>
        fact === 'website' ? (
          <Field
            key={fact}
            id="company-website"
            label={labels.website}
            error={errors.website}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            value={values.website}
            onChange={(e) => onChange('website', e.currentTarget.value)}
          />
        ) : (
          <FieldShell
            key={fact}
            id={`company-${fact}`}
            label={labels[fact]}
            error={errors[fact]}
            render={(control) => (
              <select className="input" {...control} value={values[fact]} onChange={(e) => onChange(fact, e.currentTarget.value)}>
                <option value="">{t('employer.company.choose')}</option>
                {options[fact].map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            )}
          />
        ),
      )}
    </>
  );
}
