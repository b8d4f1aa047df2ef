import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';

export function HomeCta() {
  const { t } = useTranslation();
  return (
    <section className="home-cta" aria-labelledby="cta-title">
      <div>
        <h2 id="cta-title">{t('home.cta.title')}</h2>
        <p>{t('home.cta.body')}</p>
      </div>
      <div className="home-cta__actions">
        <Link to={paths.register.href()} className="button button--accent button--large">
          {t('home.cta.register')}
        </Link>
        <Link to={paths.login.href()} className="button button--ghost button--large">
          {t('home.cta.login')}
        </Link>
      </div>
    </section>
  );
}
