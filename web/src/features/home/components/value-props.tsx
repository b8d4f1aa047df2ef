import { useTranslation } from 'react-i18next';

const ITEMS = [
  { id: 'experiences', icon: 'M4 5h16v11H4zM8 20h8M12 16v4' },
  { id: 'events', icon: 'M5 5h14v15H5zM5 9h14M9 3v4M15 3v4' },
  { id: 'tracks', icon: 'M4 18l5-6 4 3 7-9M15 6h5v5' },
  { id: 'ranking', icon: 'M6 20V10M12 20V4M18 20v-7' },
] as const;

export function ValueProps() {
  const { t } = useTranslation();
  return (
    <section className="value-props" aria-labelledby="value-title">
      <p className="eyebrow">{t('home.value.eyebrow')}</p>
      <h2 id="value-title" className="section-title">
        {t('home.value.title')}
      </h2>
      <ul className="value-props__grid">
        {ITEMS.map((item) => (
          <li key={item.id} className="value-card">
            <span className="value-card__icon" aria-hidden="true">
              <svg viewBox="0 0 24 24" width="24" height="24">
                <path d={item.icon} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </span>
            <h3>{t(`home.value.${item.id}.title`)}</h3>
            <p>{t(`home.value.${item.id}.body`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
