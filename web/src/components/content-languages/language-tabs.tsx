import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '../../lib/languages.ts';
import './content-languages.css';

interface Props {
  /** Prefix of the tabs' and the panel's ids: unique on the page ('event', 'job' …). */
  idBase: string;
  sourceLanguage: Language;
  /** The other languages the host has written, in any order. */
  versions: readonly Language[];
  active: Language;
  /** Languages whose texts have a problem: their tab says so. */
  invalid?: readonly Language[];
  onSelect: (language: Language) => void;
  onAdd: (language: Language) => void;
  onRemove: (language: Language) => void;
  onSourceChange: (language: Language) => void;
  /** The active language's fields. */
  children: ReactNode;
}

/**
 * The language versions of what a host writes (issue 25, content in several languages), one editor for events, jobs
 * and challenges: a tab per language that exists (the source first, marked), a way to add one of the others, to
 * remove a version, and to say which language the source is in. The fields inside are the editor's own; the tabs
 * follow the ARIA tabs pattern (arrow keys move between them, Home and End to the ends).
 */
export function LanguageTabs({ idBase, sourceLanguage, versions, active, invalid = [], onSelect, onAdd, onRemove, onSourceChange, children }: Props) {
  const { t } = useTranslation();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const languages = [sourceLanguage, ...LANGUAGES.filter((lng) => lng !== sourceLanguage && versions.includes(lng))];
  const missing = LANGUAGES.filter((lng) => !languages.includes(lng));
  const tabId = (lng: Language) => `${idBase}-language-tab-${lng}`;
  const panelId = `${idBase}-language-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next =
      event.key === 'ArrowRight' ? (index + 1) % languages.length
      : event.key === 'ArrowLeft' ? (index - 1 + languages.length) % languages.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? languages.length - 1
      : null;
    if (next === null) return;
    event.preventDefault();
    onSelect(languages[next]!);
    tabs.current[next]?.focus();
  };

  return (
    <div className="language-tabs" data-testid={`${idBase}-languages`}>
      <div className="language-tabs__bar">
        <div role="tablist" aria-label={t('contentLanguages.label')} className="language-tabs__list">
          {languages.map((lng, index) => (
            <button
              key={lng}
              ref={(el) => {
                tabs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={tabId(lng)}
              aria-selected={lng === active}
              aria-controls={panelId}
              tabIndex={lng === active ? 0 : -1}
              className={`language-tabs__tab${invalid.includes(lng) ? ' language-tabs__tab--invalid' : ''}`}
              onClick={() => onSelect(lng)}
              onKeyDown={(e) => onKeyDown(e, index)}
              data-language={lng}
            >
              <span lang={lng}>{LANGUAGE_NAMES[lng]}</span>
              {lng === sourceLanguage && <span className="language-tabs__badge">{t('contentLanguages.source')}</span>}
              {invalid.includes(lng) && <span className="language-tabs__problem">{t('contentLanguages.problem')}</span>}
            </button>
          ))}
        </div>
        {missing.length > 0 && (
          <select
            className="input language-tabs__add"
            aria-label={t('contentLanguages.add')}
            value=""
            onChange={(e) => {
              const lng = e.currentTarget.value as Language;
              if (lng) onAdd(lng);
            }}
            data-testid={`${idBase}-language-add`}
          >
            <option value="">{t('contentLanguages.add')}</option>
            {missing.map((lng) => (
              <option key={lng} value={lng} lang={lng}>
                {LANGUAGE_NAMES[lng]}
              </option>
            ))}
          </select>
        )}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(active)} className="language-tabs__panel">
        {active === sourceLanguage ? (
          <div className="field language-tabs__source">
            <label htmlFor={`${idBase}-source-language`}>{t('contentLanguages.sourceLanguage')}</label>
            <select id={`${idBase}-source-language`} className="input" value={sourceLanguage} onChange={(e) => onSourceChange(e.currentTarget.value as Language)}>
              {[sourceLanguage, ...missing].map((lng) => (
                <option key={lng} value={lng} lang={lng}>
                  {LANGUAGE_NAMES[lng]}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <button type="button" className="button button--secondary language-tabs__remove" onClick={() => onRemove(active)} data-testid={`${idBase}-language-remove`}>
            {t('contentLanguages.remove', { language: LANGUAGE_NAMES[active] })}
          </button>
        )}
        {children}
        <p className="field__hint">{t('contentLanguages.hint')}</p>
      </div>
    </div>
  );
}
