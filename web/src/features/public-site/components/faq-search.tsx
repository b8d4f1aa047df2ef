import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupTexts } from '../content/texts.ts';
import type { FaqText } from '../content/types.ts';

/** Case and accent blind, so "evenement" finds "Événement". */
const fold = (s: string): string => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** The FAQ with a search box: every word typed must appear in the question or its answer. */
export function FaqSearch() {
  const { t } = useTranslation();
  const faq = groupTexts<FaqText>(t, 'siteFaq');
  const uid = useId();
  const [query, setQuery] = useState('');
  const matches = useMemo(() => {
    const words = fold(query).split(/\s+/).filter(Boolean);
    return faq.items.filter((item) => {
      const haystack = fold(`${item.q} ${item.a}`);
      return words.every((word) => haystack.includes(word));
    });
  }, [query, faq.items]);

  return (
    <section className="faq" aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`} className="section-title">
        {faq.title}
      </h2>
      <div className="field faq__search">
        <label htmlFor={`${uid}-search`}>{faq.search}</label>
        <input id={`${uid}-search`} className="input" type="search" value={query} onChange={(e) => setQuery(e.target.value)} data-testid="faq-search" />
      </div>
      {matches.length === 0 ? (
        <p className="muted" role="status">
          {faq.noMatch}
        </p>
      ) : (
        <ul className="faq__list" data-testid="faq-list">
          {matches.map((item) => (
            <li key={item.q}>
              <details className="faq__item">
                <summary>{item.q}</summary>
                <p>{item.a}</p>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
