import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { courseLabel, schoolYearLabel, targetGroupLabel } from '../../../lib/fixed-labels.ts';
import { REQUIREMENT_LISTS, type RequirementField } from '../utils/event-form.ts';
import { errorId, type SectionProps } from './editor-fields.ts';

const labels: Record<RequirementField, (t: TFunction, value: string) => string> = {
  schoolYear: schoolYearLabel,
  relevantCourses: courseLabel,
  targetGroups: targetGroupLabel,
};

/** Who the event is for (spec §3: school year, relevant courses, target groups), ticked from the shared lists. */
export function RequirementFields({ draft, set, message }: Pick<SectionProps, 'draft' | 'set' | 'message'>) {
  const { t } = useTranslation();
  const toggle = (field: RequirementField, value: string, on: boolean) => {
    const list = REQUIREMENT_LISTS[field] as readonly string[];
    // Kept in the list's order, so two hosts ticking the same boxes store the same thing.
    const chosen = new Set(draft[field]);
    if (on) chosen.add(value);
    else chosen.delete(value);
    set(field, list.filter((v) => chosen.has(v)));
  };

  return (
    <div className="event-editor__requirements">
      {(Object.keys(REQUIREMENT_LISTS) as RequirementField[]).map((field) => (
        <fieldset key={field} className="event-editor__group" aria-describedby={message(field) ? errorId(field) : undefined} data-testid={`event-${field}`}>
          <legend>{t(`hostedEvents.editor.${field}`)}</legend>
          <div className="checkbox-grid">
            {REQUIREMENT_LISTS[field].map((value) => (
              <label key={value} className="checkbox">
                <input type="checkbox" checked={draft[field].includes(value)} onChange={(e) => toggle(field, value, e.currentTarget.checked)} />
                {labels[field](t, value)}
              </label>
            ))}
          </div>
          <FieldError id={errorId(field)} message={message(field)} />
        </fieldset>
      ))}
    </div>
  );
}
