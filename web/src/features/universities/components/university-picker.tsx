import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import { paths } from '../../../config/paths.ts';
import { setAppState, useAppState } from '../../../lib/app-state.ts';
import { useViewportWidth } from '../../../lib/use-viewport-width.ts';
import type { UniversityDto } from '../api/get-universities.ts';
import { COUNTRIES, findCountry } from '../../../config/countries.ts';
import { QUICK_SELECT } from '../data/quick-select.ts';
import { browserTimeZone, countryFromTimeZone } from '../utils/timezone-country.ts';
import { OTHER_UNIVERSITY } from '../utils/other-university.ts';
import { matchesSearch, shortListName, shortSelectedName } from '../utils/university-name.ts';
import { CountryFlag } from './country-flag.tsx';
import { CountryName } from './country-name.tsx';
import { DEFAULT_UNIVERSITY_IMAGE, UniversityList } from './university-list.tsx';
import { useUniversities } from './use-universities.ts';
import './universities.css';

export { OTHER_UNIVERSITY };

interface Props {
  /** Spec §4: choosing 'other' goes to /register?other=true unless this is set. */
  disableNavigation?: boolean;
  /** Called after a university (or 'other') is stored. */
  onChosen?: (name: string) => void;
  /** Opens at once: the home page's stand-in was pressed before this picker had loaded. */
  initiallyOpen?: boolean;
}

/**
 * The inline dropdown form of the university picker (spec §2 University picker): country → its universities with a
 * QUICKSELECT block, search, 'other', 'Change Location'. The choice is stored in client state as Uni.
 */
export function UniversityPicker({ disableNavigation = false, onChosen, initiallyOpen = false }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { Uni } = useAppState();
  const width = useViewportWidth();
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  const [open, setOpen] = useState(initiallyOpen);
  // Opened by a press on the home page's stand-in, which is gone now: the focus moves to this picker's trigger.
  useEffect(() => {
    if (initiallyOpen) root.current?.querySelector<HTMLButtonElement>('.uni-picker__trigger')?.focus();
    // Only on mount: later renders must not pull the focus back.
  }, []);
  // Stored choice first; else the browser's zone (nothing leaves the browser); else cleared (country list).
  const [country, setCountry] = useState(() => findCountry(Uni?.area)?.name ?? countryFromTimeZone(browserTimeZone()) ?? '');
  const [query, setQuery] = useState('');
  const { universities, loading } = useUniversities(country);

  const filtered = useMemo(() => universities.filter((u) => matchesSearch(u.name, query)), [universities, query]);
  const quick = useMemo(() => {
    if (query.trim()) return [];
    const names = QUICK_SELECT[country] ?? [];
    return names.map((n) => universities.find((u) => u.name === n)).filter((u): u is UniversityDto => !!u);
  }, [country, universities, query]);

  // Close on a click outside or Escape, like a native select.
  useEffect(() => {
    if (!open) return undefined;
    const onDown = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const pick = (university: UniversityDto) => {
    setAppState({ Uni: { name: university.name, logo: university.logo, area: country, domains: university.domains } });
    setOpen(false);
    setQuery('');
    onChosen?.(university.name);
  };

  const pickOther = () => {
    setAppState({ Uni: { name: OTHER_UNIVERSITY, logo: '', area: country, domains: [] } });
    setOpen(false);
    onChosen?.(OTHER_UNIVERSITY);
    // A track chosen on the home page (?track=) stays chosen on the typed-university registration.
    if (!disableNavigation) void navigate(paths.register.href({ other: true, track: params.get('track') ?? undefined }));
  };

  const current = findCountry(country);
  const chosen = Uni && Uni.name !== OTHER_UNIVERSITY ? Uni : null;
  const label = chosen ? shortSelectedName(chosen.name, width) : Uni?.name === OTHER_UNIVERSITY ? t('universities.otherChosen') : t('universities.placeholder');

  return (
    <div className="uni-picker" ref={root}>
      <button
        type="button"
        className="uni-picker__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        title={chosen?.name}
        data-testid="university-picker"
        onClick={() => setOpen((v) => !v)}
      >
        {chosen && <ImageWithFallback className="uni-picker__logo" src={chosen.logo} fallback={DEFAULT_UNIVERSITY_IMAGE} width={24} height={24} />}
        <span className={chosen ? 'uni-picker__value' : 'uni-picker__value muted'} data-testid="university-picker-value">
          {label}
        </span>
        <span className="uni-picker__caret" aria-hidden="true">▾</span>
      </button>

      {open && (
        <div id={panelId} className="uni-picker__panel" data-testid="university-panel">
          {!country ? (
            <div>
              <p className="uni-picker__heading">{t('universities.chooseCountry')}</p>
              <ul className="uni-picker__countries" aria-label={t('universities.countries')}>
                {COUNTRIES.map((c) => (
                  <li key={c.code}>
                    <button type="button" className="uni-country" data-testid="country-option" data-country={c.name} onClick={() => setCountry(c.name)}>
                      <CountryFlag code={c.code} />
                      <CountryName country={c} />
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <div>
              <div className="uni-picker__country">
                <span className="uni-picker__country-name" data-testid="chosen-country" data-country={country}>
                  {current && <CountryFlag code={current.code} />}
                  {current ? <CountryName country={current} /> : country}
                </span>
                <button type="button" className="link-button" data-testid="change-location" onClick={() => { setCountry(''); setQuery(''); }}>
                  {t('universities.changeLocation')}
                </button>
              </div>
              <input
                type="search"
                className="input"
                placeholder={t('universities.search')}
                aria-label={t('universities.search')}
                value={query}
                data-testid="university-search"
                onChange={(e) => setQuery(e.currentTarget.value)}
              />
              {loading && <p className="muted" role="status">{t('common.loading')}</p>}
              {quick.length > 0 && (
                <section aria-label={t('universities.quickSelect')}>
                  <p className="uni-picker__heading">{t('universities.quickSelect')}</p>
                  <div className="uni-quick">
                    {quick.map((u) => (
                      <button key={u.name} type="button" className="uni-quick__item" title={u.name} data-testid="quick-select-option" onClick={() => pick(u)}>
                        <ImageWithFallback src={u.logo} fallback={DEFAULT_UNIVERSITY_IMAGE} width={28} height={28} />
                        <span>{shortListName(u.name)}</span>
                      </button>
                    ))}
                  </div>
                </section>
              )}
              {!loading && (
                <>
                  <p className="uni-picker__heading">{t('universities.more')}</p>
                  {filtered.length > 0 ? (
                    <UniversityList items={filtered} selected={Uni?.name} onPick={pick} label={t('universities.more')} />
                  ) : (
                    <p className="muted" data-testid="university-empty">{t('universities.noMatch')}</p>
                  )}
                </>
              )}
              <button type="button" className="uni-row uni-row--other" data-testid="university-other" onClick={pickOther}>
                {t('universities.other')}
              </button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
