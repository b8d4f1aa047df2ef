import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { timeZoneOptions, zoneMatches } from '../../lib/time-zones.ts';
import './time-zone-picker.css';

interface Props {
  id: string;
  value: string;
  onChange: (zone: string) => void;
  invalid: boolean;
  describedBy?: string | undefined;
}

const shown = 60;

/**
 * A searchable IANA time zone field (ARIA 1.2 combobox with a list box): type part of a city or an offset ("berlin",
 * "+05:30"), move with the arrow keys, Enter or a click picks, Escape puts the chosen zone back. Only a zone from
 * the list can be picked, so the form never holds a name the server would refuse.
 */
export function TimeZonePicker({ id, value, onChange, invalid, describedBy }: Props) {
  const { t } = useTranslation();
  const listId = useId();
  const options = useMemo(() => timeZoneOptions(), []);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const open = query !== null;
  const matches = useMemo(() => (query === null ? [] : options.filter((o) => zoneMatches(o, query)).slice(0, shown)), [options, query]);
  const current = options.find((o) => o.zone === value);

  const pick = (zone: string) => {
    onChange(zone);
    setQuery(null);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) {
        setQuery('');
        setActive(0);
        return;
      }
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (matches.length === 0 ? 0 : (i + step + matches.length) % matches.length));
    } else if (e.key === 'Enter' && open) {
      e.preventDefault();
      const chosen = matches[active];
      if (chosen) pick(chosen.zone);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setQuery(null);
    }
  };

  return (
    <div className="tz-picker">
      <input
        ref={input}
        id={id}
        className="input"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && matches[active] ? `${listId}-${active}` : undefined}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        autoComplete="off"
        spellCheck={false}
        value={query ?? current?.label ?? value}
        placeholder={t('timeZonePicker.placeholder')}
        onFocus={(e) => e.currentTarget.select()}
        onChange={(e) => {
          setQuery(e.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setQuery(null)}
        data-testid="time-zone-input"
      />
      <ul id={listId} role="listbox" aria-label={t('timeZonePicker.list')} className="tz-picker__list" hidden={!open}>
        {matches.map((option, i) => (
          <li
            key={option.zone}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={`tz-picker__option${i === active ? ' tz-picker__option--active' : ''}`}
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(e) => {
              e.preventDefault();
              pick(option.zone);
            }}
          >
            {option.label}
          </li>
        ))}
        {open && matches.length === 0 && (
          <li role="option" aria-selected={false} aria-disabled="true" className="tz-picker__empty">
            {t('timeZonePicker.none')}
          </li>
        )}
      </ul>
    </div>
  );
}
