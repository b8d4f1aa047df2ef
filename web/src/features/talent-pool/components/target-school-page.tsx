import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { COUNTRIES } from '../../../config/countries.ts';
import { paths } from '../../../config/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { addTargetSchool, listTargetSchools, removeTargetSchool, universitiesOf } from '../api/talent-pool.ts';
import { countryLabel } from './labels.ts';
import { TalentFrame, TalentLoadFailed } from './talent-frame.tsx';

/** /dashboard/TalentPool/TargetSchool: the universities the company recruits from (their career centers see it). */
export function TargetSchoolPage({ organisationId, nav }: { organisationId: string; nav: ReactNode }) {
  const { t } = useTranslation();
  const lng = useLocale();
  const schools = useOutcome(organisationId, () => listTargetSchools(organisationId));
  const [country, setCountry] = useState('');
  const [university, setUniversity] = useState('');
  const [universities, setUniversities] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.title = t('talentPool.targetSchool.documentTitle');
  }, [t]);
  useEffect(() => {
    let live = true;
    setUniversities([]);
    setUniversity('');
    if (country) universitiesOf(country).then((list) => live && setUniversities(list), () => undefined);
    return () => {
      live = false;
    };
  }, [country]);

  const change = async (call: Promise<Awaited<ReturnType<typeof listTargetSchools>>>) => {
    setBusy(true);
    const done = await call.catch(() => null);
    setBusy(false);
    if (!done?.ok) return void toast.error(t('talentPool.targetSchool.failed'));
    schools.set(done.value);
  };

  return (
    <TalentFrame title={t('talentPool.targetSchool.title')} nav={nav} testId="target-school-page">
      <p className="page-lead">{t('talentPool.targetSchool.lead')}</p>
      <div className="talent__layout">
        <form
          className="employer-card talent__filters"
          aria-label={t('talentPool.targetSchool.add')}
          onSubmit={(e) => {
            e.preventDefault();
            if (country && university) void change(addTargetSchool(organisationId, { name: university, area: country }));
          }}
        >
          <h2>{t('talentPool.targetSchool.add')}</h2>
          <div className="field">
            <label htmlFor="target-country">{t('talentPool.filters.country')}</label>
            <select id="target-country" className="input" value={country} onChange={(e) => setCountry(e.currentTarget.value)} data-testid="target-country">
              <option value="">{t('talentPool.targetSchool.chooseCountry')}</option>
              {COUNTRIES.map((c) => (
                <option key={c.code} value={c.name}>
                  {countryLabel(c.name, lng)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="target-university">{t('talentPool.filters.university')}</label>
            <select id="target-university" className="input" value={university} disabled={!country} onChange={(e) => setUniversity(e.currentTarget.value)} data-testid="target-university">
              <option value="">{country ? t('talentPool.targetSchool.chooseUniversity') : t('talentPool.filters.countryFirst')}</option>
              {universities.map((u) => (
                <option key={u} value={u}>
                  {u}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button--primary" disabled={busy || !country || !university} data-testid="target-add">
            {t('talentPool.targetSchool.addButton')}
          </button>
        </form>

        <section className="talent__results" aria-labelledby="targets-title" aria-busy={schools.status === 'loading'}>
          <h2 id="targets-title" className="talent__results-title">
            {t('talentPool.targetSchool.listTitle')}
          </h2>
          {schools.status === 'loading' && <p className="muted" role="status">{t('common.loading')}</p>}
          {schools.status === 'failed' && <TalentLoadFailed onRetry={schools.reload} />}
          {schools.status === 'ready' && schools.value.length === 0 && (
            <div className="employer-card talent__empty" data-testid="target-empty">
              <p>{t('talentPool.targetSchool.empty')}</p>
            </div>
          )}
          {schools.status === 'ready' && schools.value.length > 0 && (
            <ul className="talent__cards">
              {schools.value.map((s) => (
                <li key={`${s.university.area}/${s.university.name}`} className="employer-card talent__card" data-testid="target-school">
                  <div className="talent__card-head">
                    <h3>{s.university.name}</h3>
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      disabled={busy}
                      onClick={() => void change(removeTargetSchool(organisationId, s.university))}
                      aria-label={t('talentPool.targetSchool.removeLabel', { name: s.university.name })}
                    >
                      {t('talentPool.targetSchool.remove')}
                    </button>
                  </div>
                  <p className="muted">
                    {countryLabel(s.university.area, lng)} · {t('talentPool.targetSchool.students', { count: s.students })}
                  </p>
                </li>
              ))}
            </ul>
          )}
          {schools.status === 'ready' && schools.value.length > 0 && (
            <p>
              <Link to={`${paths.employerArea.talentPool.href()}?targets=1`}>{t('talentPool.targetSchool.searchThem')}</Link>
            </p>
          )}
        </section>
      </div>
    </TalentFrame>
  );
}
