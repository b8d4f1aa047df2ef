import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast.ts';
import { CardPage } from '../../../components/ui/card-page.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { paths } from '../../../config/paths.ts';
import { getAppState, setAppState, useAppState } from '../../../lib/app-state.ts';
import { createOrganisation } from '../api/create-organisation.ts';
import { getStudentUniversity } from '../api/get-student-university.ts';
import {
  CATEGORIES,
  DESCRIPTION_MAX,
  NAME_MAX,
  checkOrganisation,
  hasProblems,
  isCategory,
  textLength,
  toCreateBody,
  type Category,
  type OrganisationProblems,
} from '../utils/organisation-form.ts';
import './student-organisations.css';

const FIELD_ORDER: [keyof OrganisationProblems, string][] = [
  ['name', '#so-name'],
  ['university', '[data-testid="university-picker"]'],
  ['category', '#so-category'],
  ['description', '#so-description'],
  ['logo', '#so-logo'],
];

/** Keyboard and screen-reader users land on the first field to fix. */
function focusFirstProblem(problems: OrganisationProblems): void {
  const selector = FIELD_ORDER.find(([field]) => problems[field])?.[1];
  if (selector) document.querySelector<HTMLElement>(selector)?.focus();
}

/**
 * /create/organization: a student founds a student organisation and becomes its owner. The university picker comes
 * in as a slot; it starts on the student's own university.
 */
export function CreateOrganisationForm({ universityPicker }: { universityPicker: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { Uni } = useAppState();
  const [name, setName] = useState('');
  const [category, setCategory] = useState<Category | ''>('');
  const [description, setDescription] = useState('');
  const [logo, setLogo] = useState('');
  const [problems, setProblems] = useState<OrganisationProblems>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.title = t('studentOrg.create.documentTitle');
  }, [t]);

  // Prefill the university from the student's account, unless the picker already holds it.
  useEffect(() => {
    let live = true;
    getStudentUniversity()
      .then((university) => {
        const held = getAppState().Uni;
        if (!live || !university || held?.name === university.name) return;
        setAppState({ Uni: { name: university.name, area: university.area, logo: '', domains: [] } });
      })
      .catch(() => {
        // the picker stays as it is; the student chooses
      });
    return () => {
      live = false;
    };
  }, []);

  const university = Uni && Uni.name !== 'other' ? { name: Uni.name, area: Uni.area } : null;

  const submit = async () => {
    const draft = { name, university, category, description, logo };
    const found = checkOrganisation(draft);
    setProblems(found);
    if (hasProblems(found) || !university || !category) {
      focusFirstProblem(found);
      return;
    }
    setBusy(true);
    try {
      const answer = await createOrganisation(toCreateBody({ ...draft, university, category }));
      if (answer.ok) {
        toast.success(t('studentOrg.create.created', { name: answer.name || name.trim() }));
        void navigate(paths.studentOrgArea.dashboard.href(answer.organisationId), { replace: true });
        return;
      }
      if (answer.reason === 'unauthorised') {
        void navigate(paths.login.href(), { replace: true });
        return;
      }
      toast.error(answer.detail || t(`studentOrg.create.error.${answer.reason}`));
    } catch {
      toast.error(t('studentOrg.create.error.error'));
    } finally {
      setBusy(false);
    }
  };

  const descriptionLength = textLength(description.trim());
  const message = (key: string | undefined, field: string) => key && t(`studentOrg.validation.${field}.${key}`, { max: field === 'name' ? NAME_MAX : DESCRIPTION_MAX });

  return (
    <CardPage wide testId="so-create">
      <p className="eyebrow">{t('studentOrg.eyebrow')}</p>
      <h1>{t('studentOrg.create.title')}</h1>
      <p className="card-page__lead">{t('studentOrg.create.lead')}</p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className="field">
          <label htmlFor="so-name">{t('studentOrg.create.name')}</label>
          <input
            id="so-name"
            className="input"
            autoComplete="organization"
            value={name}
            maxLength={NAME_MAX + 20}
            aria-invalid={!!problems.name}
            aria-describedby={problems.name ? 'so-name-error' : undefined}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <FieldError id="so-name-error" message={message(problems.name, 'name')} />
        </div>
        <div className="field">
          <span className="field__label" id="so-university-label">
            {t('studentOrg.create.university')}
          </span>
          <div role="group" aria-labelledby="so-university-label" aria-describedby={problems.university ? 'so-university-error' : undefined}>
            {universityPicker}
          </div>
          <FieldError id="so-university-error" message={message(problems.university, 'university')} />
        </div>
        <div className="field">
          <label htmlFor="so-category">{t('studentOrg.create.category')}</label>
          <select
            id="so-category"
            className="input"
            value={category}
            aria-invalid={!!problems.category}
            aria-describedby={problems.category ? 'so-category-error' : undefined}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setCategory(isCategory(value) ? value : '');
            }}
          >
            <option value="">{t('studentOrg.create.categoryPlaceholder')}</option>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`studentOrg.category.${c}`)}
              </option>
            ))}
          </select>
          <FieldError id="so-category-error" message={message(problems.category, 'category')} />
        </div>
        <div className="field">
          <label htmlFor="so-description">{t('studentOrg.create.description')}</label>
          <textarea
            id="so-description"
            className="input so-textarea"
            rows={5}
            value={description}
            aria-invalid={!!problems.description}
            aria-describedby={`so-description-count${problems.description ? ' so-description-error' : ''}`}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
          <p id="so-description-count" className={descriptionLength > DESCRIPTION_MAX ? 'so-counter so-counter--over' : 'so-counter muted'}>
            {t('studentOrg.create.count', { count: descriptionLength, max: DESCRIPTION_MAX })}
          </p>
          <FieldError id="so-description-error" message={message(problems.description, 'description')} />
        </div>
        <div className="field">
          <label htmlFor="so-logo">{t('studentOrg.create.logo')}</label>
          <input
            id="so-logo"
            className="input"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={logo}
            aria-invalid={!!problems.logo}
            aria-describedby={`so-logo-hint${problems.logo ? ' so-logo-error' : ''}`}
            onChange={(e) => setLogo(e.currentTarget.value)}
          />
          <p id="so-logo-hint" className="muted so-counter">
            {t('studentOrg.create.logoHint')}
          </p>
          <FieldError id="so-logo-error" message={message(problems.logo, 'logo')} />
        </div>
        <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy} data-testid="so-create-submit">
          {busy ? t('common.loading') : t('studentOrg.create.submit')}
        </button>
      </form>
    </CardPage>
  );
}
