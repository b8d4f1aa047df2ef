import { talentLimits } from '@fast-track/shared/talent-pool/talent-limits';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale.ts';
import { formatDay } from '../../../lib/date-format.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { getProfileViewers, getTalentSettings, saveTalentSettings, VISIBILITIES, type Visibility } from '../api/talent-pool.ts';
import './talent-pool.css';

const splitSkills = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The student's settings section: who may find them in the talent pool, their skills, and the companies that viewed their profile. */
export function TalentSettingsSection() {
  const { t } = useTranslation();
  const locale = useLocale();
  const settings = useOutcome('talent', getTalentSettings);
  const viewers = useOutcome('viewers', getProfileViewers);
  const [visibility, setVisibility] = useState<Visibility>('participants');
  const [skills, setSkills] = useState('');
  // A problem found before sending is named; 'error' is the server's refusal or a lost connection.
  const [status, setStatus] = useState<'idle' | 'busy' | 'saved' | 'error' | { problem: string }>('idle');

  useEffect(() => {
    if (settings.status !== 'ready') return;
    setVisibility(settings.value.visibility);
    setSkills(settings.value.skills.join(', '));
  }, [settings.status]);

  const save = async () => {
    const tooLong = splitSkills(skills).find((skill) => [...skill].length > talentLimits.skillLength);
    if (tooLong) return setStatus({ problem: t('talentPool.settings.skillTooLong', { skill: tooLong, max: talentLimits.skillLength }) });
    setStatus('busy');
    const saved = await saveTalentSettings({ visibility, skills: splitSkills(skills).slice(0, talentLimits.skills) }).catch(() => null);
    if (!saved?.ok) return setStatus('error');
    setSkills(saved.value.skills.join(', '));
    setStatus('saved');
  };

  return (
    <section className="student-card talent-settings" aria-labelledby="talent-settings-title" data-testid="talent-settings">
      <h2 id="talent-settings-title" className="section-title">
        {t('talentPool.settings.title')}
      </h2>
      {settings.status === 'loading' && <p className="muted" role="status">{t('common.loading')}</p>}
      {settings.status === 'failed' && (
        <div className="alert alert--error" role="alert">
          <span>{t('talentPool.settings.loadFailed')}</span>{' '}
          <button type="button" className="link-button" onClick={settings.reload}>
            {t('talentPool.retry')}
          </button>
        </div>
      )}
      {settings.status === 'ready' && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <fieldset className="talent-settings__choices">
            <legend>{t('talentPool.settings.who')}</legend>
            {VISIBILITIES.map((v) => (
              <label key={v} className="talent__toggle">
                <input type="radio" name="talent-visibility" value={v} checked={visibility === v} onChange={() => setVisibility(v)} data-testid={`talent-visibility-${v}`} />
                <span>{t(`talentPool.settings.visibility.${v}`)}</span>
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor="talent-skills-input">{t('talentPool.settings.skills')}</label>
            <input id="talent-skills-input" className="input" maxLength={talentLimits.skillsFieldLength} value={skills} onChange={(e) => setSkills(e.currentTarget.value)} aria-invalid={typeof status === 'object'} aria-describedby={typeof status === 'object' ? 'talent-skills-hint talent-skills-error' : 'talent-skills-hint'} data-testid="talent-skills" />
            <p id="talent-skills-hint" className="muted">
              {t('talentPool.settings.skillsHint')}
            </p>
          </div>
          {status === 'saved' && (
            <p className="alert alert--info" role="status" data-testid="talent-settings-saved">
              {t('talentPool.settings.saved')}
            </p>
          )}
          {(status === 'error' || typeof status === 'object') && (
            <p className="alert alert--error" role="alert" id="talent-skills-error">
              {typeof status === 'object' ? status.problem : t('talentPool.settings.failed')}
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={status === 'busy'} data-testid="talent-settings-save">
            {t('talentPool.settings.save')}
          </button>
        </form>
      )}
      <h3>{t('talentPool.viewers.title')}</h3>
      {viewers.status === 'loading' && <p className="muted" role="status">{t('common.loading')}</p>}
      {viewers.status === 'failed' && (
        <p className="alert alert--error" role="alert">
          {t('talentPool.viewers.failed')}
        </p>
      )}
      {viewers.status === 'ready' && viewers.value.length === 0 && <p className="muted">{t('talentPool.viewers.empty')}</p>}
      {viewers.status === 'ready' && viewers.value.length > 0 && (
        <ul className="talent__rows" data-testid="talent-viewers">
          {viewers.value.map((v) => (
            <li key={v.company.uniqueId} data-testid="talent-viewer">
              <span>{v.company.name}</span>
              <span className="muted">{t('talentPool.viewers.when', { count: v.views, date: formatDay(v.lastViewedAt, locale) })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
