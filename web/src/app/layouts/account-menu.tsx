import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { organisationHome } from '../../config/paths/organisations.ts';
import { setAppState } from '../../lib/app-state.ts';
import { homeOf, type Session } from '../../lib/session.ts';
import type { AccountState } from '../../lib/use-account.ts';

interface Item {
  id: string;
  label: string;
  hint?: string;
  run: () => void;
}

interface Props {
  session: Session;
  account: AccountState;
  /** Shown next to the initials where the row has room; may be empty (then only the initials show). */
  firstName: string;
  /** The menu's first line and the button's accessible name. */
  fullName: string;
  initials: string;
  settingsHref: string | null;
  onLogout: () => void;
}

/**
 * The one account control of the header, the same for every kind of person: initials (and the first name where
 * there is room) open the menu of the person's home, their organisations, settings (where the kind has a settings
 * screen) and log out. WAI-ARIA menu button: Enter, Space or ArrowDown open it on the first item, ArrowUp on the last;
 * arrows, Home and End move; Esc closes and gives focus back to the button; Tab or a click elsewhere closes it.
 */
export function AccountMenu({ session, account, firstName, fullName, initials, settingsHref, onLogout }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const go = (href: string) => () => void navigate(href);
  const memberships = account.status === 'ready' ? account.me.memberships : [];
  const organisations: Item[] = memberships.map((m) => ({
    id: `org-${m.organisationId}`,
    label: m.name,
    hint: t(`account.menu.orgKind.${m.kind}`),
    run: () => {
      if (m.kind === 'company') setAppState({ company: m.organisationId });
      void navigate(organisationHome(m.kind, m.organisationId), { state: { organisationId: m.organisationId } });
    },
  }));
  const items: Item[] = [
    { id: 'home', label: t('account.menu.home'), run: go(homeOf(session.kind)) },
    ...organisations,
    ...(settingsHref ? [{ id: 'settings', label: t('account.menu.settings'), run: go(settingsHref) }] : []),
    { id: 'logout', label: t('header.logout'), run: onLogout },
  ];

  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  };

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };

  useEffect(() => {
    if (!open) return undefined;
    menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[active]?.focus();
    return undefined;
  }, [open, active]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key] ?? 0);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const choose = (item: Item) => {
    close(item.id !== 'logout');
    item.run();
  };

  return (
    <div className="account-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('account.menu.button', { name: fullName })}
        data-testid="account-menu-button"
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
      >
        <span className="account-menu__avatar" aria-hidden="true">
          {initials}
        </span>
        {firstName && (
          <span className="account-menu__name" aria-hidden="true" data-testid={session.kind === 'student' ? 'header-student' : 'header-home'} data-kind={session.kind}>
            {firstName}
          </span>
        )}
      </button>
      {open && (
        <ul id={menuId} ref={menuRef} role="menu" className="account-menu__list" aria-label={t('account.menu.label')} onKeyDown={onMenuKey} data-testid="account-menu">
          <li role="presentation" className="account-menu__who">
            {fullName}
          </li>
          {items.map((item, index) => (
            <li key={item.id} role="presentation" className={item.id === 'logout' ? 'account-menu__sep' : undefined}>
              <button
                type="button"
                role="menuitem"
                tabIndex={index === active ? 0 : -1}
                className="account-menu__item"
                data-testid={item.id === 'logout' ? 'header-logout' : `account-menu-${item.id}`}
                onClick={() => choose(item)}
                onMouseEnter={() => setActive(index)}
              >
                <span className="account-menu__label">{item.label}</span>
                {item.hint && <span className="account-menu__hint">{item.hint}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
