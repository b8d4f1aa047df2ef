import { visibilitiesOf } from '@fast-track/shared/visibility';
import { useTranslation } from 'react-i18next';

/**
 * Who a host's event or job is for (@fast-track/shared/visibility, enforced by the API): a career center chooses
 * between its own university's students and everyone, a student organisation between everyone and its members.
 * Companies have no choice, so their editors show no field. The server checks the choice again for the host's kind.
 */
export const visibilityChoices = (kind: 'company' | 'career_center' | 'student_organisation'): readonly string[] =>
  kind === 'company' ? [] : visibilitiesOf[kind];

interface Props {
  /** The radio group's name, unique in the form. */
  name: string;
  choices: readonly string[];
  value: string | undefined;
  onChange: (value: string) => void;
  className?: string;
}

export function VisibilityField({ name, choices, value, onChange, className }: Props) {
  const { t } = useTranslation();
  if (choices.length === 0) return null;
  return (
    <fieldset className={className} data-testid={`${name}-visibility`}>
      <legend>{t('visibility.legend')}</legend>
      {choices.map((choice) => (
        <label key={choice} className="checkbox">
          <input type="radio" name={name} value={choice} checked={value === choice} onChange={() => onChange(choice)} data-testid={`${name}-visibility-${choice}`} />
          {t(`visibility.${choice}`)}
        </label>
      ))}
    </fieldset>
  );
}

/** The label of a stored visibility (lists and details pages). */
export function visibilityKey(value: string | undefined): string {
  return `visibility.${value && ['own-university-students', 'members'].includes(value) ? value : 'everyone'}`;
}
