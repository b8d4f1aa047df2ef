import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { footerColumns } from '../../config/paths.ts';
import { BRAND, COPYRIGHT_YEAR, socialLinks } from '../../config/social.ts';
import { LanguageSelect } from './language-select.tsx';
import { SocialIcon } from './social-icon.tsx';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__top">
          <div className="site-footer__brand">
            <span className="brand brand--inverse">
              <img src="/images/logo.svg" alt="" width={28} height={28} />
              <span className="brand__name">{BRAND}</span>
            </span>
            <p>{t('footer.tagline')}</p>
          </div>
          <nav className="site-footer__columns" aria-label={t('footer.nav')}>
            {footerColumns.map((column) => (
              <div key={column.titleKey} className="site-footer__column">
                <h2>{t(column.titleKey)}</h2>
                <ul>
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <Link to={link.href}>{t(link.labelKey)}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className="site-footer__bottom">
          <p className="site-footer__copyright">{t('footer.copyright', { year: COPYRIGHT_YEAR, brand: BRAND })}</p>
          <ul className="site-footer__social" aria-label={t('footer.social')}>
            {socialLinks.map((s) => (
              <li key={s.name}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('footer.socialLink', { network: s.name, brand: BRAND })}
                >
                  <SocialIcon name={s.icon} />
                </a>
              </li>
            ))}
          </ul>
          <LanguageSelect />
        </div>
      </div>
    </footer>
  );
}
