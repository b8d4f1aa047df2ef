import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { audienceTabs, type Audience } from './audience-tab.ts';

/**
 * Below 1024px the header keeps only the brand, the account control and this button; Events and the audiences open
 * from it (a disclosure: a button with aria-expanded and a list of links). It closes on navigation, on Escape
 * (focus back to the button) and on a click elsewhere. Hidden by CSS at 1024px and wider, where the row has room.
 */
export function MobileNav({ active }: { active: Audience | null }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="mobile-nav" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="mobile-nav__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('header.menu')}
        data-testid="mobile-nav-button"
        onClick={() => setOpen((was) => !was)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" fill="none" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" fill="none" />
          )}
        </svg>
      </button>
      <div id={panelId} className="mobile-nav__panel" hidden={!open} data-testid="mobile-nav">
        <ul className="mobile-nav__list">
          <li>
            <NavLink to={paths.events.href()} className="mobile-nav__link">
              {t('header.events')}
            </NavLink>
          </li>
        </ul>
        <p className="mobile-nav__heading" id={`${panelId}-audiences`}>
          {t('header.audienceNav')}
        </p>
        <ul className="mobile-nav__list" aria-labelledby={`${panelId}-audiences`}>
          {audienceTabs.map((tab) => (
            <li key={tab.id}>
              <Link to={tab.href} className="mobile-nav__link" aria-current={tab.id === active ? 'page' : undefined}>
                {t(tab.labelKey)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
